/**
 * The API of inviting by mail, mail settings and webhooks (`docs/mail.md`, `docs/webhooks.md`).
 * Apart from `paths.ts`, which the entry carries to every page, so that the sign-up page a
 * candidate opens from an email does not download the workspace's API (e2e/size-budget.spec.ts).
 */
export const outreachApiPaths = {
  adminInviteSend: (code: string) => `/api/admin/invites/${encodeURIComponent(code)}/send`,
  adminInvitesBulk: () => '/api/admin/invites/bulk',
  adminInvitesBulkPreview: () => '/api/admin/invites/bulk/preview',
  adminWebhooks: () => '/api/admin/webhooks',
  adminWebhook: (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}`,
  adminWebhookTest: (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}/test`,
  adminWebhookDeliveries: (id: string, page = 1) =>
    `/api/admin/webhooks/${encodeURIComponent(id)}/deliveries?page=${page}`,
  adminMail: () => '/api/admin/mail',
  adminMailSettings: () => '/api/admin/mail/settings',
};

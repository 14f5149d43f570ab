/**
 * The review workspace's API. Apart from `paths.ts`, which the entry carries to every page, so that
 * the sign-up page a candidate opens from an email does not download the team's API
 * (e2e/size-budget.spec.ts).
 */
export const adminApiPaths = {
  adminRoles: () => '/api/admin/roles',
  adminSession: () => '/api/admin/session',
  adminCandidates: (search = '') => `/api/admin/candidates${search ? `?${search}` : ''}`,
  adminCandidate: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}`,
  /** Processing a failed recording again: the video introduction's, or an answer's to a question. */
  reprocessRecording: (id: string, questionIndex: number | null = null) =>
    `/api/admin/candidates/${encodeURIComponent(id)}${questionIndex === null ? '' : `/answers/${questionIndex}`}/recording/reprocess`,
  adminCandidateNeighbours: (id: string, search = '') =>
    `/api/admin/candidates/${encodeURIComponent(id)}/neighbours${search ? `?${search}` : ''}`,
  /** A video or audio answer (Range requests), and a video answer's poster. */
  adminAnswerRecording: (id: string, questionIndex: number) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/answers/${questionIndex}/recording`,
  adminAnswerPoster: (id: string, questionIndex: number) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/answers/${questionIndex}/poster`,
  adminCandidateReview: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/review`,
  adminCandidateActivity: (id: string) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/activity`,
  adminCandidateHistory: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/history`,
  adminCandidateMyScore: (id: string) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/scores/me`,
  adminCandidateComments: (id: string) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/comments`,
  adminComment: (id: number) => `/api/admin/comments/${id}`,
  adminTeamDirectory: () => '/api/admin/team/directory',
  adminCandidateVideo: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/video`,
  adminCandidatePoster: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/poster`,
  adminCandidatesCsv: (search = '') =>
    `/api/admin/export/candidates.csv${search ? `?${search}` : ''}`,
  adminInvites: (search = '') => `/api/admin/invites${search ? `?${search}` : ''}`,
  adminInviteRevoke: (code: string) => `/api/admin/invites/${encodeURIComponent(code)}/revoke`,
  adminInviteExtend: (code: string) => `/api/admin/invites/${encodeURIComponent(code)}/extend`,
  adminInviteExtraTime: (code: string) =>
    `/api/admin/invites/${encodeURIComponent(code)}/extra-time`,
  adminRoleOverview: () => '/api/admin/roles/overview',
  adminRole: (id: string) => `/api/admin/roles/${encodeURIComponent(id)}`,
  adminRoleArchive: (id: string) => `/api/admin/roles/${encodeURIComponent(id)}/archive`,
  adminRoleRestore: (id: string) => `/api/admin/roles/${encodeURIComponent(id)}/restore`,
  adminRoleExport: (id: string) => `/api/admin/roles/${encodeURIComponent(id)}/export`,
  adminRolesExport: () => '/api/admin/roles/export',
  adminRolesImport: () => '/api/admin/roles/import',
  adminRoleTemplates: () => '/api/admin/role-templates',
  adminRoleLogos: () => '/api/admin/role-logos',
  adminShares: () => '/api/admin/shares',
  adminShareRevoke: (id: string) => `/api/admin/shares/${encodeURIComponent(id)}/revoke`,
  adminCandidateGuestFeedback: (id: string) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/guest-feedback`,
  adminPasswordSession: () => '/api/admin/session/password',
  adminMembers: () => '/api/admin/members',
  adminMember: (id: string) => `/api/admin/members/${encodeURIComponent(id)}`,
  adminMemberSessions: (id: string) => `/api/admin/members/${encodeURIComponent(id)}/sessions`,
  adminMemberSession: (id: string, sessionId: string) =>
    `/api/admin/members/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}`,
  adminMemberInvites: () => '/api/admin/members/invites',
  adminMemberInvite: (id: string) => `/api/admin/members/invites/${encodeURIComponent(id)}`,
  adminMe: () => '/api/admin/me',
  adminMePassword: () => '/api/admin/me/password',
  adminMeEmail: () => '/api/admin/me/email',
  adminMeMail: () => '/api/admin/me/mail',
  adminMeTokens: () => '/api/admin/me/tokens',
  adminMeToken: (id: string) => `/api/admin/me/tokens/${encodeURIComponent(id)}`,
  adminMePasskeys: () => '/api/admin/me/passkeys',
  adminMePasskeyOptions: () => '/api/admin/me/passkeys/options',
  adminMePasskey: (id: string) => `/api/admin/me/passkeys/${encodeURIComponent(id)}`,
  adminPasskeySession: () => '/api/admin/session/passkey',
  adminPasskeySessionOptions: () => '/api/admin/session/passkey/options',
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
  adminPrivacy: () => '/api/admin/privacy',
  adminCandidateTexts: () => '/api/admin/candidate-texts',
  /** Who the retention job deletes within `days` (docs/privacy.md). */
  adminPrivacyDue: (days: number, limit: number) =>
    `/api/admin/privacy/due?days=${days}&limit=${limit}`,
  adminRoleRetention: (id: string) => `/api/admin/roles/${encodeURIComponent(id)}/retention`,
  adminCandidateHold: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/hold`,
  /** Everything of the candidate as a zip (docs/privacy.md, a team's answer to a request). */
  adminCandidateExport: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/export`,
};

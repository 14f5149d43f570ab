/** Every URL of the app and its API, built in one place. */
export const paths = {
  home: () => '/',
  admin: () => '/admin',
  notFound: () => '/notfoundpage',
  invite: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}`,
  signup: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}/signup`,
  assessment: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}/assessment`,
  complete: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}/complete`,
  /** The review workspace; `search` carries the list's filters (they live in the URL). */
  adminCandidates: (search = '') => `/admin/candidates${search ? `?${search}` : ''}`,
  adminCandidate: (candidateId: string, search = '') =>
    `/admin/candidates/${encodeURIComponent(candidateId)}${search ? `?${search}` : ''}`,
  adminInvites: (search = '') => `/admin/invites${search ? `?${search}` : ''}`,
  adminRoles: () => '/admin/roles',
  /** A new role; from a catalogue template when `templateId` is given. */
  adminNewRole: (templateId?: string) =>
    `/admin/roles/new${templateId ? `?template=${encodeURIComponent(templateId)}` : ''}`,
  adminRole: (roleId: string) => `/admin/roles/${encodeURIComponent(roleId)}`,
  adminShares: () => '/admin/shares',
  /** The public page a share link opens, without an account. */
  share: (token: string) => `/share/${encodeURIComponent(token)}`,
  adminTeam: () => '/admin/team',
  adminAccount: () => '/admin/account',
  adminAudit: () => '/admin/audit',
  /** Mail and webhooks (`docs/webhooks.md`). */
  adminSettings: () => '/admin/settings',
  /** A member invite's link (outside the sign-in gate). */
  adminJoin: (token: string) => `/admin/join/${encodeURIComponent(token)}`,
};

export const apiPaths = {
  createInvite: () => '/api/invite-codes/add',
  adminRoles: () => '/api/admin/roles',
  invite: (inviteId: string) => `/api/invites/${encodeURIComponent(inviteId)}`,
  register: () => '/now-assessment',
  assessment: () => '/api/assessment',
  answer: (questionId: number) => `/api/assessment/answers/${questionId}`,
  progress: () => '/api/assessment/progress',
  completeAssessment: () => '/api/assessment/complete',
  events: () => '/api/assessment/events',
  submitVideo: () => '/api/assessment/video',
  feedback: () => '/feedback',
  adminSession: () => '/api/admin/session',
  adminCandidates: (search = '') => `/api/admin/candidates${search ? `?${search}` : ''}`,
  adminCandidate: (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}`,
  adminCandidateNeighbours: (id: string, search = '') =>
    `/api/admin/candidates/${encodeURIComponent(id)}/neighbours${search ? `?${search}` : ''}`,
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
  /** Where an uploaded company logo is served (public: candidates' pages show it). */
  roleLogo: (id: string) => `/api/role-logos/${encodeURIComponent(id)}`,
  adminShares: () => '/api/admin/shares',
  adminShareRevoke: (id: string) => `/api/admin/shares/${encodeURIComponent(id)}/revoke`,
  adminCandidateGuestFeedback: (id: string) =>
    `/api/admin/candidates/${encodeURIComponent(id)}/guest-feedback`,
  share: (token: string) => `/api/shares/${encodeURIComponent(token)}`,
  shareFeedback: (token: string) => `/api/shares/${encodeURIComponent(token)}/feedback`,
  adminPasswordSession: () => '/api/admin/session/password',
  adminMembers: () => '/api/admin/members',
  adminMember: (id: string) => `/api/admin/members/${encodeURIComponent(id)}`,
  adminMemberInvites: () => '/api/admin/members/invites',
  adminMemberInvite: (id: string) => `/api/admin/members/invites/${encodeURIComponent(id)}`,
  teamJoin: (token: string) => `/api/team/join/${encodeURIComponent(token)}`,
  adminMe: () => '/api/admin/me',
  adminMePassword: () => '/api/admin/me/password',
  adminMeTokens: () => '/api/admin/me/tokens',
  adminMeToken: (id: string) => `/api/admin/me/tokens/${encodeURIComponent(id)}`,
  adminMePasskeys: () => '/api/admin/me/passkeys',
  adminMePasskeyOptions: () => '/api/admin/me/passkeys/options',
  adminMePasskey: (id: string) => `/api/admin/me/passkeys/${encodeURIComponent(id)}`,
  adminPasskeySession: () => '/api/admin/session/passkey',
  adminPasskeySessionOptions: () => '/api/admin/session/passkey/options',
};

/** The full link a candidate receives: the site origin + /invite/{code} (SPEC A12). */
export function inviteLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}${paths.invite(inviteCode)}`;
}

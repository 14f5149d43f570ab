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
  invite: (inviteId: string) => `/api/invites/${encodeURIComponent(inviteId)}`,
  register: () => '/now-assessment',
  assessment: () => '/api/assessment',
  answer: (questionId: number) => `/api/assessment/answers/${questionId}`,
  answerFile: (questionId: number) => `/api/assessment/answers/${questionId}/file`,
  answerSkip: (questionId: number) => `/api/assessment/answers/${questionId}/skip`,
  answerRecording: (questionId: number) => `/api/assessment/answers/${questionId}/recording`,
  answerInterrupted: (questionId: number) =>
    `/api/assessment/answers/${questionId}/recording/interrupted`,
  progress: () => '/api/assessment/progress',
  completeAssessment: () => '/api/assessment/complete',
  events: () => '/api/assessment/events',
  submitVideo: () => '/api/assessment/video',
  videoUnavailable: () => '/api/assessment/video-unavailable',
  feedback: () => '/feedback',
  /** Where an uploaded company logo is served (public: candidates' pages show it). */
  roleLogo: (id: string) => `/api/role-logos/${encodeURIComponent(id)}`,
  share: (token: string) => `/api/shares/${encodeURIComponent(token)}`,
  shareFeedback: (token: string) => `/api/shares/${encodeURIComponent(token)}/feedback`,
  teamJoin: (token: string) => `/api/team/join/${encodeURIComponent(token)}`,
  /** "Your data"'s API: the page's data, `/export` (the zip) and `/erasure` (the request). */
  yourData: (token: string, part: '' | '/export' | '/erasure' = '') =>
    `/api/your-data/${encodeURIComponent(token)}${part}`,
  /** The path of the candidate's "Your data" page, asked with their session. */
  yourDataLink: () => '/api/assessment/your-data-link',
};

/** The full link a candidate receives: the site origin + /invite/{code}. */
export function inviteLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}${paths.invite(inviteCode)}`;
}

/** Every URL of the app and its API, built in one place. */
export const paths = {
  home: () => '/',
  admin: () => '/admin',
  notFound: () => '/notfoundpage',
  invite: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}`,
  signup: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}/signup`,
  assessment: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}/assessment`,
  complete: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}/complete`,
};

export const apiPaths = {
  createInvite: () => '/api/invite-codes/add',
  adminRoles: () => '/api/admin/roles',
  invite: (inviteId: string) => `/api/invites/${encodeURIComponent(inviteId)}`,
  register: () => '/now-assessment',
  assessment: () => '/api/assessment',
  answer: (questionId: number) => `/api/assessment/answers/${questionId}`,
  progress: () => '/api/assessment/progress',
  events: () => '/api/assessment/events',
  submitVideo: () => '/api/assessment/video',
  feedback: () => '/feedback',
};

/** The full link a candidate receives: the site origin + /invite/{code} (SPEC A12). */
export function inviteLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}${paths.invite(inviteCode)}`;
}

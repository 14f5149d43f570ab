import { MEMBER_ROLE_LABELS, type MemberRole } from './team.schema';

/** What the team's members read about accounts, roles and tokens. */
export const TEAM_TEXTS = {
  /** An audit entry's target when the owner signed in with the admin passkey (stored as written). */
  adminPasskeyTarget: 'with the admin passkey',
  forbidden: (role: MemberRole) =>
    `Your role (${MEMBER_ROLE_LABELS[role]}) cannot do this. Ask the team's owner for more access.`,
  tokenUnknown: 'This API token is not valid: it may have been revoked. Create a new one.',
  sessionOnly:
    'Passwords, passkeys, API tokens and sessions are managed only when signed in to the workspace, not with an API token or the admin passkey.',
  sessionMissing: 'There is no such session: it has ended already.',
  sessionEnded: 'Session ended. That browser must sign in again.',
  tokenCreated: 'Token created. Copy it now: it is shown only once.',
  tokenRevoked: 'Token revoked. Requests that use it are refused from now on.',
  tokenMissing: 'There is no such token, or it was already revoked.',
} as const;

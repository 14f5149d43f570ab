import { OWNER_MEMBER_ID } from '../features/team/owner';
import { id, NO_BODY, param, type Call, type Endpoint, type Seeded } from './bad-input.cases';

const sessionsOf = (memberId: string) => `/api/admin/members/${memberId}/sessions`;
/** The right shape, but no session's. */
const NO_SUCH_SESSION = '0'.repeat(32);

/** The owner's view of each member's sessions, and ending one (from a signed-in session). */
export const SESSION_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/members/:id/sessions',
    access: 'team',
    valid: (s: Seeded): Call => ({
      method: 'GET',
      url: sessionsOf(OWNER_MEMBER_ID),
      headers: s.admin,
    }),
    cases: {
      'NUL bytes': [id('abc%00')],
      'overlong strings': [id('a'.repeat(300))],
      'wrong types': [id('42')],
    },
  },
  {
    route: 'DELETE /api/admin/members/:id/sessions/:sessionId',
    access: 'team',
    valid: (s: Seeded): Call => ({
      method: 'DELETE',
      url: `${sessionsOf(OWNER_MEMBER_ID)}/${NO_SUCH_SESSION}`,
      headers: s.session,
    }),
    validStatus: 404,
    cases: {
      'NUL bytes': [param('abc%00'), id('abc%00')],
      'overlong strings': [param('a'.repeat(300))],
      'wrong types': [param('not-a-session'), id('42')],
      ...NO_BODY,
    },
  },
];

import {
  body,
  query,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  type Endpoint,
  type Seeded,
} from './bad-input.cases';
import { PAGE_QUERY } from './bad-input.paging-cases';

const admin = (
  s: Seeded,
  call: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object },
) => ({
  ...call,
  headers: s.admin,
});
/** Credentials change only from a signed-in session. */
const session = (
  s: Seeded,
  call: { method: 'POST' | 'DELETE'; url: string; payload?: object },
) => ({
  ...call,
  headers: s.session,
});
/** A token id that is the right shape but no token's. */
const NO_SUCH_TOKEN = '00000000-0000-4000-8000-0000000000aa';

/** The team's endpoints: members' own API tokens. */
export const TEAM_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/audit',
    access: 'team',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/audit' }),
    cases: {
      'NUL bytes': [query('page=1%00')],
      'wrong types': [query('page=abc'), query('pageSize=ten')],
      'out-of-range numbers': [query('page=0'), query('page=1e400'), query('pageSize=1000')],
    },
  },
  {
    route: 'GET /api/admin/me/tokens',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/me/tokens' }),
    cases: PAGE_QUERY,
  },
  {
    route: 'POST /api/admin/me/tokens',
    access: 'read',
    valid: (s) =>
      session(s, { method: 'POST', url: '/api/admin/me/tokens', payload: { name: 'ATS' } }),
    cases: {
      'NUL bytes': [body({ name: NUL })],
      'overlong strings': [body({ name: LONG }), body({ name: 'x'.repeat(121) })],
      'wrong types': [body({ name: 7 }), body({ name: '   ' }), body({ name: null })],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/me/tokens/:id',
    access: 'read',
    valid: (s) => session(s, { method: 'DELETE', url: `/api/admin/me/tokens/${NO_SUCH_TOKEN}` }),
    validStatus: 404,
    cases: {
      'NUL bytes': [(call) => ({ ...call, url: `/api/admin/me/tokens/abc%00` })],
      'overlong strings': [(call) => ({ ...call, url: `/api/admin/me/tokens/${'a'.repeat(300)}` })],
      'wrong types': [(call) => ({ ...call, url: '/api/admin/me/tokens/42' })],
      ...NO_BODY,
    },
  },
];

import {
  body,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  param,
  type Call,
  type Endpoint,
  type Seeded,
} from './bad-input.cases';
import { PAGE_QUERY } from './bad-input.paging-cases';

const admin = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({ ...call, headers: s.admin });
/** Credentials change only from a signed-in session. */
const session = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({ ...call, headers: s.session });
/** The right shape, but no member's or invite's. */
const NO_SUCH_ID = '00000000-0000-4000-8000-0000000000bb';
/** A token of the right shape (43 base64url characters) that no invite has. */
const NO_SUCH_TOKEN = 'A'.repeat(43);
const PASSWORD = 'correct horse battery staple';

const ID_PARAM = {
  'NUL bytes': [param('abc%00')],
  'overlong strings': [param('a'.repeat(300))],
  'wrong types': [param('42')],
};

/** The endpoints of members, member invites, passwords and one's own account. */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [
  {
    route: 'POST /api/admin/session/password',
    valid: () => ({
      method: 'POST',
      url: '/api/admin/session/password',
      payload: { email: 'nobody@team.example', password: PASSWORD },
    }),
    validStatus: 401,
    cases: {
      'NUL bytes': [body({ email: `a${NUL}@b.example` }), body({ password: NUL })],
      'overlong strings': [body({ email: `${LONG}@b.example` }), body({ password: LONG })],
      'wrong types': [
        body({ email: 7 }),
        body({ email: 'not-an-email' }),
        body({ password: null }),
        body({ password: '' }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/members',
    access: 'team',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/members' }),
    cases: PAGE_QUERY,
  },
  {
    route: 'POST /api/admin/members/invites',
    access: 'team',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: '/api/admin/members/invites',
        payload: { name: 'Sam New', email: 'sam.new@team.example', role: 'reviewer' },
      }),
    cases: {
      'NUL bytes': [body({ name: NUL }), body({ email: `a${NUL}@b.example` })],
      'overlong strings': [body({ name: 'x'.repeat(121) }), body({ email: `${LONG}@b.example` })],
      'wrong types': [
        body({ name: 7 }),
        body({ name: '  ' }),
        body({ role: 'boss' }),
        body({ role: null }),
        body({ email: 'not-an-email' }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/members/invites/:id',
    access: 'team',
    valid: (s) => admin(s, { method: 'DELETE', url: `/api/admin/members/invites/${NO_SUCH_ID}` }),
    validStatus: 404,
    cases: { ...ID_PARAM, ...NO_BODY },
  },
  {
    route: 'PATCH /api/admin/members/:id',
    access: 'team',
    valid: (s) =>
      admin(s, {
        method: 'PATCH',
        url: `/api/admin/members/${NO_SUCH_ID}`,
        payload: { role: 'viewer' },
      }),
    validStatus: 404,
    cases: {
      ...ID_PARAM,
      'wrong types': [...ID_PARAM['wrong types'], body({ role: 'boss' }), body({ role: 7 })],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/members/:id',
    access: 'team',
    valid: (s) => admin(s, { method: 'DELETE', url: `/api/admin/members/${NO_SUCH_ID}` }),
    validStatus: 404,
    cases: { ...ID_PARAM, ...NO_BODY },
  },
  {
    route: 'GET /api/team/join/:token',
    valid: () => ({ method: 'GET', url: `/api/team/join/${NO_SUCH_TOKEN}` }),
    validStatus: 404,
    cases: {
      'NUL bytes': [param(`${'A'.repeat(42)}%00`)],
      'overlong strings': [param('A'.repeat(300))],
      'wrong types': [param('short'), param(`${'A'.repeat(42)}!`)],
    },
  },
  {
    route: 'POST /api/team/join/:token',
    valid: () => ({
      method: 'POST',
      url: `/api/team/join/${NO_SUCH_TOKEN}`,
      payload: { name: 'Sam New', email: 'sam.join@team.example', password: PASSWORD },
    }),
    validStatus: 404,
    cases: {
      'NUL bytes': [body({ name: NUL }), body({ password: `${PASSWORD}${NUL}` })],
      'overlong strings': [
        body({ name: 'x'.repeat(121) }),
        body({ password: 'x'.repeat(129) }),
        body({ email: `${LONG}@b.example` }),
      ],
      'wrong types': [
        param('short'),
        body({ email: 'not-an-email' }),
        body({ email: null }),
        body({ password: 'too short' }),
        body({ password: 15 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/me',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/me' }),
    noInput: 'It answers who asks.',
    cases: {},
  },
  {
    route: 'PATCH /api/admin/me',
    access: 'read',
    valid: (s) => admin(s, { method: 'PATCH', url: '/api/admin/me', payload: { name: 'Renamed' } }),
    cases: {
      'NUL bytes': [body({ name: NUL })],
      'overlong strings': [body({ name: LONG })],
      'wrong types': [body({ name: 7 }), body({ name: '   ' })],
      ...JSON_BODY,
    },
  },
  {
    route: 'PUT /api/admin/me/password',
    access: 'read',
    valid: (s) =>
      session(s, {
        method: 'PUT',
        url: '/api/admin/me/password',
        payload: { newPassword: PASSWORD },
      }),
    cases: {
      'NUL bytes': [body({ newPassword: `${PASSWORD}${NUL}` })],
      'overlong strings': [body({ newPassword: 'x'.repeat(129) }), body({ currentPassword: LONG })],
      'wrong types': [
        body({ newPassword: 'too short' }),
        body({ newPassword: 7 }),
        body({ currentPassword: 7 }),
      ],
      ...JSON_BODY,
    },
  },
];

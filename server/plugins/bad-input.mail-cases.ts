import { body, JSON_BODY, NUL, type Endpoint, type Seeded } from './bad-input.cases';

const admin = (s: Seeded, call: { method: 'GET' | 'PUT'; url: string; payload?: object }) => ({
  ...call,
  headers: s.admin,
});

/** Mail: its state for every member, and the team's reminder and notice choices. */
export const MAIL_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/mail',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/mail' }),
    noInput: 'It answers whether mail is on and the team choices.',
    cases: {},
  },
  {
    route: 'PUT /api/admin/mail/settings',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: '/api/admin/mail/settings',
        payload: { reminderHours: 24, notifyTeam: true },
      }),
    cases: {
      'NUL bytes': [body({ notifyTeam: NUL }), body({ teamName: NUL })],
      'overlong strings': [body({ teamName: 'x'.repeat(121) })],
      'wrong types': [
        body({ teamName: 42 }),
        body({ reminderHours: '24' }),
        body({ reminderHours: 1.5 }),
        body({ notifyTeam: 'yes' }),
        body({ notifyTeam: null }),
        body({ extra: true }),
      ],
      'out-of-range numbers': [
        body({ reminderHours: 0 }),
        body({ reminderHours: 169 }),
        body({ reminderHours: 1e9 }),
        body({ reminderHours: -24 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/me/mail',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/me/mail' }),
    noInput: "It answers the member's own mail choices.",
    cases: {},
  },
  {
    route: 'PUT /api/admin/me/mail',
    access: 'read',
    valid: (s) =>
      admin(s, { method: 'PUT', url: '/api/admin/me/mail', payload: { mentions: true } }),
    cases: {
      'NUL bytes': [body({ mentions: NUL })],
      'wrong types': [body({ mentions: 'yes' }), body({ mentions: null }), body({ extra: true })],
      ...JSON_BODY,
    },
  },
  {
    route: 'PUT /api/admin/me/email',
    access: 'read',
    valid: (s) =>
      // A credential: it changes from a signed-in session only.
      ({
        method: 'PUT',
        url: '/api/admin/me/email',
        headers: s.session,
        payload: { email: 'me@team.example' },
      }),
    cases: {
      'NUL bytes': [body({ email: `me${NUL}@team.example` })],
      'overlong strings': [body({ email: `${'x'.repeat(250)}@team.example` })],
      'wrong types': [body({ email: 42 }), body({ email: 'not an address' }), body({ x: 1 })],
      ...JSON_BODY,
    },
  },
];

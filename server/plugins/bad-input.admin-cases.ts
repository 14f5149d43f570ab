import {
  body,
  CODE_22,
  id,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  query,
  type BadInputKind,
  type Call,
  type Endpoint,
  type Seeded,
  type Variant,
} from './bad-input.cases';

const UUID = '00000000-0000-4000-8000-000000000000';
/** One person more than a list may hold. */
const BULK_OVER_LIMIT = Array.from({ length: 201 }, (_, index) => ({
  name: `Person ${index}`,
  email: `person${index}@test.example`,
}));

const LIST_QUERY = {
  'NUL bytes': [query('q=a%00b'), query('role=ab%00')],
  'overlong strings': [query(`q=${LONG}`), query(`status=${LONG}`)],
  'wrong types': [
    query('page=abc'),
    query('overTime=yes'),
    query('unmatched=maybe'),
    query('sort=5'),
    query('deletion=soon'),
  ],
  'out-of-range numbers': [query('page=0'), query('page=100001'), query('pageSize=7')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;
const CANDIDATE_ID = {
  'NUL bytes': [id(`${UUID.slice(0, -1)}%00`)],
  'overlong strings': [id('a'.repeat(101)), id(`${UUID}${'0'.repeat(50)}`)],
  'wrong types': [id('42')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;
const admin = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({
  ...call,
  headers: s.admin,
});

/** The hiring team's endpoints, in an order where each valid request leaves the next one valid. */
export const ADMIN_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/session',
    valid: () => ({ method: 'GET', url: '/api/admin/session' }),
    noInput: 'a missing or unknown cookie is an answer (not signed in), not an error',
    cases: {},
  },
  {
    // Before revoke and extend: those leave the spare invite revoked.
    route: 'PATCH /api/admin/invites/:code/extra-time',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PATCH',
        url: `/api/admin/invites/${s.spareInvite}/extra-time`,
        payload: { extraTime: { percent: 25 } },
      }),
    cases: {
      'NUL bytes': [id(`${CODE_22.slice(0, -1)}%00`)],
      'overlong strings': [id(`${CODE_22}x`), body({ extraTime: { percent: LONG } })],
      'wrong types': [
        body({ extraTime: '25 %' }),
        body({ extraTime: { percent: '25' } }),
        body({ extraTime: { hours: 1 } }),
        body({ extraTime: { percent: 25, minutes: 10 } }),
      ],
      'out-of-range numbers': [
        body({ extraTime: { percent: 0 } }),
        body({ extraTime: { percent: 201 } }),
        body({ extraTime: { minutes: 601 } }),
        body({ extraTime: { minutes: 2.5 } }),
      ],
      ...JSON_BODY,
    },
  },
  ...['extend', 'revoke'].map((action): Endpoint => ({
    route: `POST /api/admin/invites/:code/${action}`,
    access: 'manage',
    valid: (s) =>
      admin(s, { method: 'POST', url: `/api/admin/invites/${s.spareInvite}/${action}` }),
    cases: {
      'NUL bytes': [id(`${CODE_22.slice(0, -1)}%00`)],
      'overlong strings': [id(`${CODE_22}x`), id('a'.repeat(300))],
      ...NO_BODY,
    },
  })),
  {
    route: 'GET /api/admin/roles',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/roles' }),
    // A cookie, not a wrong passkey: a wrong passkey counts as a guess (docs/architecture.md).
    cases: {
      'overlong strings': [
        () => ({
          method: 'GET',
          url: '/api/admin/roles',
          headers: { cookie: `prescreen_admin=${LONG}` },
        }),
      ],
    },
  },
  {
    route: 'POST /api/invite-codes/add',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: '/api/invite-codes/add',
        payload: { identifyCode: s.roleId, label: 'Ada' },
      }),
    cases: {
      'NUL bytes': [
        body({ label: NUL }),
        body({ identifyCode: NUL }),
        body({ email: `a${NUL}@test.example` }),
      ],
      'overlong strings': [
        body({ identifyCode: 'a'.repeat(11) }),
        body({ label: LONG }),
        body({ email: `${LONG}@test.example` }),
      ],
      'wrong types': [
        body({ identifyCode: 7 }),
        body({ label: true }),
        body({ extraTime: { hours: 1 } }),
        body({ email: 'not-an-address' }),
        body({ send: 'yes' }),
      ],
      'out-of-range numbers': [
        body({ extraTime: { percent: 0 } }),
        body({ extraTime: { minutes: 601 } }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/invites',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/invites' }),
    cases: {
      'NUL bytes': [query('state=live%00')],
      'overlong strings': [query(`state=${LONG}`)],
      'wrong types': [query('page=abc'), query('state=5')],
      'out-of-range numbers': [query('page=0'), query('page=1e400'), query('pageSize=1000')],
    },
  },
  {
    route: 'POST /api/admin/invites/bulk/preview',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: '/api/admin/invites/bulk/preview',
        payload: { identifyCode: s.roleId, entries: [{ name: 'Ada', email: 'not yet checked' }] },
      }),
    cases: {
      'NUL bytes': [body({ identifyCode: NUL }), body({ entries: [{ name: NUL, email: 'a' }] })],
      'overlong strings': [
        body({ identifyCode: 'a'.repeat(11) }),
        body({ entries: [{ name: LONG, email: 'a@test.example' }] }),
      ],
      'wrong types': [body({ entries: 'Ada, ada@test.example' }), body({ entries: [{ name: 1 }] })],
      'out-of-range numbers': [body({ entries: [] }), body({ entries: BULK_OVER_LIMIT })],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /api/admin/invites/bulk',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: '/api/admin/invites/bulk',
        payload: {
          identifyCode: s.roleId,
          entries: [{ name: 'Ada', email: 'bulk@test.example' }],
          send: false,
        },
      }),
    cases: {
      'NUL bytes': [body({ entries: [{ name: NUL, email: 'bulk@test.example' }] })],
      'overlong strings': [
        body({ identifyCode: 'a'.repeat(11) }),
        body({ entries: [{ name: LONG, email: 'bulk@test.example' }] }),
      ],
      'wrong types': [
        body({ entries: [{ name: 'Ada', email: 'not-an-address' }] }),
        body({ entries: [{ name: 'Ada' }] }),
        body({ send: 'yes' }),
        // The same person twice.
        body({
          entries: [
            { name: 'Ada', email: 'bulk@test.example' },
            { name: 'Ada', email: 'BULK@test.example' },
          ],
        }),
      ],
      'out-of-range numbers': [body({ entries: [] }), body({ entries: BULK_OVER_LIMIT })],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /api/admin/invites/:code/send',
    access: 'manage',
    // Mail is off in this table's app: a state check, after the input's.
    validStatus: 409,
    valid: (s) => admin(s, { method: 'POST', url: `/api/admin/invites/${s.spareInvite}/send` }),
    cases: {
      'NUL bytes': [id(`${CODE_22.slice(0, -1)}%00`)],
      'overlong strings': [id(`${CODE_22}x`), id('a'.repeat(300))],
      ...NO_BODY,
    },
  },
  ...['/api/admin/candidates', '/api/admin/export/candidates.csv'].map((url): Endpoint => ({
    route: `GET ${url}`,
    // The CSV holds every candidate's personal data: for those who manage candidates.
    access: url.endsWith('.csv') ? 'manage' : 'read',
    valid: (s) => admin(s, { method: 'GET', url }),
    cases: { ...LIST_QUERY, 'overlong strings': [query(`q=${LONG}`), query(`role=${LONG}`)] },
  })),
  ...['', '/neighbours', '/video', '/poster'].map((suffix): Endpoint => ({
    route: `GET /api/admin/candidates/:id${suffix}`,
    access: 'read',
    valid: (s) =>
      admin(s, { method: 'GET', url: `/api/admin/candidates/${s.candidateId}${suffix}` }),
    validStatus: suffix === '/video' || suffix === '/poster' ? 404 : undefined, // no video yet
    cases: {
      ...CANDIDATE_ID,
      ...(suffix === '/neighbours' ? { 'out-of-range numbers': [query('page=0')] } : {}),
    },
  })),
  {
    route: 'PATCH /api/admin/candidates/:id/review',
    access: 'review',
    valid: (s) =>
      admin(s, {
        method: 'PATCH',
        url: `/api/admin/candidates/${s.candidateId}/review`,
        payload: { notes: 'Good', status: 'shortlisted', baseVersion: 0 },
      }),
    cases: {
      ...CANDIDATE_ID,
      'NUL bytes': [body({ notes: NUL }), ...CANDIDATE_ID['NUL bytes']],
      'overlong strings': [body({ notes: 'x'.repeat(10_001) }), body({ status: LONG })],
      'wrong types': [
        body({ baseVersion: '0' }),
        body({ status: 5 }),
        body({ notes: [] }),
        id('42'),
      ],
      'out-of-range numbers': [body({ baseVersion: -1 }), body({ baseVersion: 1.5 })],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /api/admin/session',
    valid: (s) => ({ method: 'POST', url: '/api/admin/session', payload: { passkey: s.passkey } }),
    cases: {
      'NUL bytes': [body({ passkey: NUL })],
      'overlong strings': [body({ passkey: 'x'.repeat(201) })],
      'wrong types': [body({ passkey: 123 }), body({ passkey: null })],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/session',
    valid: () => ({ method: 'DELETE', url: '/api/admin/session' }),
    cases: { ...NO_BODY },
  },
  {
    route: 'POST /api/admin/candidates/:id/recording/reprocess',
    access: 'review',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: `/api/admin/candidates/${s.candidateId}/recording/reprocess`,
      }),
    validStatus: 409, // the seeded candidate's video has not failed: nothing to process again
    cases: { ...CANDIDATE_ID, ...NO_BODY },
  },
  {
    route: 'DELETE /api/admin/candidates/:id',
    access: 'manage',
    valid: (s) => admin(s, { method: 'DELETE', url: `/api/admin/candidates/${s.candidateId}` }),
    cases: { ...CANDIDATE_ID, ...NO_BODY },
  },
];

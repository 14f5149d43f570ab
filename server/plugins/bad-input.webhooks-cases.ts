import {
  body,
  id,
  query,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  type BadInputKind,
  type Endpoint,
  type Seeded,
  type Variant,
} from './bad-input.cases';

const admin = (
  s: Seeded,
  call: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object },
) => ({ ...call, headers: s.admin });
/** An endpoint id that is the right shape but no endpoint's. */
const NO_SUCH_ENDPOINT = '00000000-0000-4000-8000-0000000000cb';
const HOOKS = '/api/admin/webhooks';

/** What a route on one endpoint (`/api/admin/webhooks/:id…`) refuses of its id. */
const ENDPOINT_ID = {
  'NUL bytes': [id('abc%00')],
  'overlong strings': [id('a'.repeat(300))],
  'wrong types': [id('42')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;

/** The workspace's webhook endpoints (`docs/webhooks.md`): for owners and admins. */
export const WEBHOOK_ENDPOINTS: Endpoint[] = [
  {
    route: `GET ${HOOKS}`,
    access: 'manage',
    valid: (s) => admin(s, { method: 'GET', url: HOOKS }),
    noInput: 'It lists every endpoint.',
    cases: {},
  },
  {
    route: `POST ${HOOKS}`,
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: HOOKS,
        payload: { url: 'https://ats.example.com/hooks', events: ['candidate.completed'] },
      }),
    cases: {
      'NUL bytes': [body({ url: 'https://ats.example.com/a\u0000b' }), body({ description: NUL })],
      'overlong strings': [
        body({ url: `https://ats.example.com/${LONG}` }),
        body({ description: 'x'.repeat(121) }),
      ],
      'wrong types': [
        body({ url: 7 }),
        body({ url: 'not a url' }),
        body({ url: 'ftp://ats.example.com/hooks' }),
        body({ events: 'candidate.completed' }),
        body({ events: [] }),
        body({ events: ['candidate.hired'] }),
        body({ description: 5 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: `DELETE ${HOOKS}/:id`,
    access: 'manage',
    valid: (s) => admin(s, { method: 'DELETE', url: `${HOOKS}/${NO_SUCH_ENDPOINT}` }),
    validStatus: 404,
    cases: { ...ENDPOINT_ID, ...NO_BODY },
  },
  {
    route: `POST ${HOOKS}/:id/test`,
    access: 'manage',
    valid: (s) => admin(s, { method: 'POST', url: `${HOOKS}/${NO_SUCH_ENDPOINT}/test` }),
    validStatus: 404,
    cases: { ...ENDPOINT_ID, ...NO_BODY },
  },
  {
    route: `GET ${HOOKS}/:id/deliveries`,
    access: 'manage',
    valid: (s) => admin(s, { method: 'GET', url: `${HOOKS}/${NO_SUCH_ENDPOINT}/deliveries` }),
    validStatus: 404,
    cases: {
      ...ENDPOINT_ID,
      'NUL bytes': [...ENDPOINT_ID['NUL bytes'], query('page=1%00')],
      'wrong types': [...ENDPOINT_ID['wrong types'], query('page=abc')],
      'out-of-range numbers': [query('page=0'), query('page=1e400'), query('page=-1')],
    },
  },
];

import { DEFAULT_PRIVACY_SETTINGS } from '../../shared/privacy.schema';
import {
  body,
  id,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  query,
  type Call,
  type Endpoint,
  type Seeded,
  type Variant,
} from './bad-input.cases';
import { SEEDED_ROLE } from './bad-input.role-cases';

const admin = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({ ...call, headers: s.admin });
const UUID = '00000000-0000-4000-8000-0000000000cd';
const POLICY = { new: 180, shortlisted: 365, on_hold: 90, rejected: 30 };

const CANDIDATE_ID = {
  'NUL bytes': [id(`${UUID.slice(0, -1)}%00`)],
  'overlong strings': [id('a'.repeat(101))],
  'wrong types': [id('42')],
  'unknown ids': [id(UUID)],
};
/** `/api/admin/roles/:id/retention`: the id replaced. */
const roleId =
  (value: string): Variant =>
  (call) => ({ ...call, url: call.url.replace(/^(\/api\/admin\/roles\/)[^/?]+/, `$1${value}`) });
const policy = (fields: object) => body({ retention: { ...POLICY, ...fields } });

/** Settings → Privacy, the due list, a candidate's hold and a role's retention (docs/privacy.md). */
export const PRIVACY_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/privacy',
    access: 'manage',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/privacy' }),
    noInput: 'It answers the team’s privacy settings.',
    cases: {},
  },
  {
    route: 'PUT /api/admin/privacy',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: '/api/admin/privacy',
        payload: { ...DEFAULT_PRIVACY_SETTINGS, retention: POLICY, controllerName: 'Acme' },
      }),
    cases: {
      'NUL bytes': [body({ controllerName: NUL }), body({ notice: NUL })],
      'overlong strings': [
        body({ controllerName: 'x'.repeat(121) }),
        body({ notice: 'x'.repeat(5001) }),
        body({ contactEmail: `${'x'.repeat(250)}@team.example` }),
      ],
      'wrong types': [
        body({ retention: 30 }),
        policy({ rejected: '30' }),
        policy({ rejected: 1.5 }),
        policy({ archived: 30 }),
        body({ erasureDelayDays: null }),
        body({ contactEmail: 'not an address' }),
        body({ notice: 42 }),
        body({ extra: true }),
        (call) => ({ ...call, payload: { retention: null } }),
      ],
      'out-of-range numbers': [
        policy({ rejected: 0 }),
        policy({ new: 3651 }),
        body({ erasureDelayDays: 31 }),
        body({ erasureDelayDays: -1 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/privacy/due',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/privacy/due?days=7' }),
    cases: {
      'NUL bytes': [query('days=7%00'), query('limit=5%00')],
      'overlong strings': [query(`days=${LONG}`), query(`limit=${LONG}`)],
      'wrong types': [query('days=abc'), query('days=1.5'), query('limit=abc'), query('limit=2.5')],
      'out-of-range numbers': [
        query('days=0'),
        query('days=31'),
        query('days=-7'),
        query('limit=0'),
        query('limit=51'),
      ],
    },
  },
  {
    route: 'PUT /api/admin/candidates/:id/hold',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: `/api/admin/candidates/${s.candidateId}/hold`,
        payload: { reason: 'Legal hold' },
      }),
    cases: {
      ...CANDIDATE_ID,
      'NUL bytes': [...CANDIDATE_ID['NUL bytes'], body({ reason: NUL })],
      'overlong strings': [...CANDIDATE_ID['overlong strings'], body({ reason: 'x'.repeat(301) })],
      'wrong types': [
        ...CANDIDATE_ID['wrong types'],
        body({ reason: 42 }),
        body({ reason: '   ' }),
        body({ extra: true }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/candidates/:id/hold',
    access: 'manage',
    valid: (s) =>
      admin(s, { method: 'DELETE', url: `/api/admin/candidates/${s.candidateId}/hold` }),
    cases: { ...CANDIDATE_ID, ...NO_BODY },
  },
  {
    route: 'PUT /api/admin/roles/:id/retention',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: `/api/admin/roles/${SEEDED_ROLE}/retention`,
        payload: { retention: POLICY },
      }),
    cases: {
      'NUL bytes': [roleId('bi%00')],
      'overlong strings': [roleId('b'.repeat(300))],
      'wrong types': [
        roleId('BI1'),
        body({ retention: 'team' }),
        policy({ rejected: '30' }),
        policy({ hired: 30 }),
        body({ extra: true }),
      ],
      'out-of-range numbers': [policy({ rejected: 0 }), policy({ rejected: 3651 })],
      'unknown ids': [roleId('zz9')],
      ...JSON_BODY,
    },
  },
];

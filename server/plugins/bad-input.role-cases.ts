import { createHash } from 'node:crypto';
import {
  DEFAULT_ROLE_SETTINGS,
  type RoleExportBody,
  type RoleInputBody,
} from '../../shared/roles.schema';
import {
  body,
  headers,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  param,
  raw,
  type BadInputKind,
  type Call,
  type Endpoint,
  type Seeded,
  type Variant,
} from './bad-input.cases';

/** The role the test seeds (`seedRoles`): the roles table's edits, archive and export use it. */
export const SEEDED_ROLE = 'bi1';
/** The smallest valid PNG (one transparent pixel): the seeded logo, and the upload's body. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A logo's id is the SHA-256 of its bytes. */
export const PNG_ID = createHash('sha256').update(PNG).digest('hex');

export const ROLE_INPUT: RoleInputBody = {
  title: 'Warehouse Lead',
  company: { name: 'Northwind Logistics', url: 'https://northwind.test.example', logoId: null },
  questions: [{ text: 'Tell us about a shift you ran.', guidance: 'Two or three sentences.' }],
  settings: DEFAULT_ROLE_SETTINGS,
};

const admin = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({ ...call, headers: s.admin });
/** `/api/admin/roles/:id[/...]`: the id replaced. */
const roleId =
  (value: string): Variant =>
  (call) => ({ ...call, url: call.url.replace(/^(\/api\/admin\/roles\/)[^/?]+/, `$1${value}`) });
const ROLE_ID = {
  'NUL bytes': [roleId('bi%00')],
  'overlong strings': [roleId('bi11'), roleId('b'.repeat(300))],
  'wrong types': [roleId('BI1'), roleId('b-1')],
  'unknown ids': [roleId('zz9')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;
/** The one input of a route that reads nothing else: who asks (a cookie, not a wrong passkey). */
const COOKIE_ONLY = {
  'overlong strings': [
    (call: Call) => ({ ...call, headers: { cookie: `prescreen_admin=${LONG}` } }),
  ],
} satisfies Partial<Record<BadInputKind, Variant[]>>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** `base` with `fields` written over it: nested objects merged, anything else replaced. */
function merged(base: Json, fields: Json): Json {
  const result = { ...base };
  for (const [key, value] of Object.entries(fields)) {
    const old = result[key];
    result[key] = isObject(value) && isObject(old) ? merged(old, value) : value;
  }
  return result;
}
/** A role's body with some of its (nested) fields changed; `at` picks it out of a larger body. */
const role =
  (fields: Json, at: (payload: Json) => Json = (payload) => payload): Variant =>
  (call) => {
    const payload = structuredClone(call.payload) as Json;
    const target = at(payload);
    Object.assign(target, merged(target, fields));
    return { ...call, payload };
  };
const question = (text: string, guidance = '') => ({ text, guidance });
/** A question answered in a form (docs/product.md#answer-types). */
const answered = (answer: unknown, required: unknown = true) => ({
  ...question('Which shifts can you work?'),
  answer,
  required,
});
const choice = (options: unknown, preferred: unknown = [], multiple: unknown = false) =>
  answered({ type: 'choice', multiple, options, preferred });
const options = (count: number) => Array.from({ length: count }, (_, i) => `Option ${i + 1}`);

/**
 * What `POST` and `PUT /api/admin/roles…` refuse in a role, `at` the role in the body (an
 * exported role has its logo's bytes, not a `logoId`).
 */
function roleBodyCases(at?: (payload: Json) => Json) {
  const r = (fields: Json) => role(fields, at);
  const logoId = at ? [] : [r({ company: { logoId: 'logo.png' } })];
  return {
    'NUL bytes': [
      r({ title: NUL }),
      r({ company: { name: NUL } }),
      r({ questions: [question(NUL)] }),
      r({ questions: [question('Why?', NUL)] }),
      r({ questions: [choice(['Days', NUL])] }),
    ],
    'overlong strings': [
      r({ title: 'x'.repeat(161) }),
      r({ company: { name: 'x'.repeat(121) } }),
      r({ company: { url: `https://${LONG}.example` } }),
      r({ questions: [question('x'.repeat(2001))] }),
      r({ questions: [question('Why?', 'x'.repeat(1001))] }),
      r({ questions: [choice(['Days', 'x'.repeat(201)])] }),
    ],
    'wrong types': [
      r({ title: 7 }),
      r({ title: '   ' }),
      r({ questions: 'Why?' }),
      r({ questions: ['Why?'] }),
      r({ company: { url: 'javascript:alert(1)' } }),
      ...logoId,
      r({ settings: { answerMinutes: '20' } }),
      r({ settings: { video: { enabled: 'yes' } } }),
      r({ settings: { video: { takes: 'unlimited' } } }),
      r({ settings: null }),
      r({ settings: { requireComputer: 'yes' } }),
      r({ questions: [answered({ type: 'drawing' })] }),
      r({ questions: [answered({ type: 'written' }, 'no')] }),
      r({ questions: [answered('video')] }),
      r({ questions: [answered({ type: 'video', maxSeconds: '120', takes: null })] }),
      r({ questions: [choice('Days, Nights')] }),
      r({ questions: [choice(['Days', 'days'])] }),
      r({ questions: [choice(['Days', 'Nights'], [0], 'yes')] }),
      r({ questions: [choice(['Days', 'Nights'], [0, 0], true)] }),
    ],
    'out-of-range numbers': [
      r({ questions: [] }),
      r({ questions: Array.from({ length: 11 }, (_, i) => question(`Question ${i + 1}?`)) }),
      r({ settings: { answerMinutes: -5 } }),
      r({ settings: { answerMinutes: 0 } }),
      r({ settings: { answerMinutes: 241 } }),
      r({ settings: { answerMinutes: 2.5 } }),
      r({ settings: { video: { maxSeconds: 29 } } }),
      r({ settings: { video: { maxSeconds: 601 } } }),
      r({ settings: { video: { takes: 0 } } }),
      r({ settings: { video: { takes: 6 } } }),
      r({ settings: { thinkingSeconds: -1 } }),
      r({ settings: { thinkingSeconds: 301 } }),
      r({ questions: [choice(options(1))] }),
      r({ questions: [choice(options(13))] }),
      r({ questions: [choice(options(3), [3])] }),
      r({ questions: [choice(options(3), [-1])] }),
      r({ questions: [answered({ type: 'file', maxMegabytes: 11 })] }),
      r({ questions: [answered({ type: 'file', maxMegabytes: 0 })] }),
      r({ questions: [answered({ type: 'video', maxSeconds: 20, takes: null })] }),
      r({ questions: [answered({ type: 'audio', maxSeconds: 601, takes: null })] }),
      r({ questions: [answered({ type: 'audio', maxSeconds: 60, takes: 6 })] }),
    ],
  } satisfies Partial<Record<BadInputKind, Variant[]>>;
}

/** A logo that is not stored here (the right shape, no such bytes uploaded). */
const UNKNOWN_LOGO = 'f'.repeat(64);
const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`;
/** The first role of an export file. */
const firstRole = (payload: Json) => (payload.roles as Json[])[0]!;
const exportedRole = (fields: Json) => role(fields, firstRole);
const CREATED_ROLE = roleBodyCases();
const IMPORTED_ROLE = roleBodyCases(firstRole);
const exportedLogo = (mimeType: string, base64: string) =>
  exportedRole({ company: { logo: { mimeType, base64 } } });
/** Over the import's own body limit (8 MB), so it is the huge body and not an ignored field. */
const overImportLimit: Variant = (call) =>
  raw(
    'application/json',
    JSON.stringify({ ...(call.payload as object), pad: 'x'.repeat(9e6) }),
  )(call);

/**
 * The roles API, in an order where each valid request leaves the next one valid: the
 * seeded role `bi1` is read, edited, archived and restored; `bi2` is created, `bi3` imported.
 */
export const ROLE_ENDPOINTS: Endpoint[] = [
  ...['/api/admin/roles/overview', '/api/admin/role-templates', '/api/admin/roles/export'].map(
    (url): Endpoint => ({
      route: `GET ${url}`,
      access: 'read',
      valid: (s) => admin(s, { method: 'GET', url }),
      cases: COOKIE_ONLY,
    }),
  ),
  ...['', '/export'].map((suffix): Endpoint => ({
    route: `GET /api/admin/roles/:id${suffix}`,
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: `/api/admin/roles/${SEEDED_ROLE}${suffix}` }),
    cases: ROLE_ID,
  })),
  {
    route: 'POST /api/admin/role-logos',
    access: 'manage',
    valid: (s) => ({
      method: 'POST',
      url: '/api/admin/role-logos',
      headers: { ...s.admin, 'content-type': 'image/png' },
      payload: PNG,
    }),
    validStatus: 201,
    cases: {
      'wrong content type': [
        raw('text/plain', 'logo'),
        raw('application/json', '{"logo":"x"}'),
        raw('image/gif', 'GIF89a'),
        headers({ 'content-type': 'image/png, image/gif' }),
      ],
      'bad files': [
        raw('image/png', ''),
        raw('image/png', 'not a PNG at all'),
        raw('image/png', 'GIF89a\u0001\u0000\u0001\u0000'),
        raw('image/jpeg', PNG),
        raw('image/svg+xml', 'hello'),
        raw('image/svg+xml', svg('<script>alert(1)</script>')),
        raw('image/svg+xml', svg('<rect onclick="alert(1)"/>')),
        raw('image/svg+xml', svg('<image href="https://tracker.example/p.png"/>')),
      ],
      'huge body': [
        (call) => ({ ...call, payload: Buffer.concat([PNG, Buffer.alloc(512 * 1024)]) }),
        (call) => ({ ...call, payload: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]) }),
      ],
    },
  },
  {
    route: 'GET /api/role-logos/:id',
    valid: () => ({ method: 'GET', url: `/api/role-logos/${PNG_ID}` }),
    cases: {
      'NUL bytes': [param(`${PNG_ID.slice(0, -1)}%00`)],
      'overlong strings': [param(`${PNG_ID}0`), param('a'.repeat(300))],
      'wrong types': [param(PNG_ID.toUpperCase()), param(`${PNG_ID.slice(0, -3)}.js`)],
      'unknown ids': [param(UNKNOWN_LOGO)],
    },
  },
  {
    route: 'POST /api/admin/roles',
    access: 'manage',
    valid: (s) =>
      admin(s, { method: 'POST', url: '/api/admin/roles', payload: { ...ROLE_INPUT, id: 'bi2' } }),
    validStatus: 201,
    cases: {
      ...CREATED_ROLE,
      'wrong types': [
        ...CREATED_ROLE['wrong types'],
        body({ id: 'BI2' }),
        body({ id: 2 }),
        body({ id: 'b2' }),
      ],
      'unknown ids': [role({ company: { logoId: UNKNOWN_LOGO } })],
      'already taken': [body({ id: SEEDED_ROLE })],
      ...JSON_BODY,
    },
  },
  {
    route: 'PUT /api/admin/roles/:id',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: `/api/admin/roles/${SEEDED_ROLE}`,
        payload: { ...ROLE_INPUT, title: 'Warehouse Lead (nights)' },
      }),
    cases: {
      ...CREATED_ROLE,
      'NUL bytes': [...CREATED_ROLE['NUL bytes'], ...ROLE_ID['NUL bytes']],
      'overlong strings': [...CREATED_ROLE['overlong strings'], ...ROLE_ID['overlong strings']],
      'wrong types': [...CREATED_ROLE['wrong types'], ...ROLE_ID['wrong types']],
      'unknown ids': [...ROLE_ID['unknown ids'], role({ company: { logoId: UNKNOWN_LOGO } })],
      ...JSON_BODY,
    },
  },
  // Archive before restore, so the seeded role ends live.
  ...['archive', 'restore'].map((action): Endpoint => ({
    route: `POST /api/admin/roles/:id/${action}`,
    access: 'manage',
    valid: (s) => admin(s, { method: 'POST', url: `/api/admin/roles/${SEEDED_ROLE}/${action}` }),
    cases: { ...ROLE_ID, ...NO_BODY },
  })),
  {
    route: 'POST /api/admin/roles/import',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: '/api/admin/roles/import',
        payload: {
          format: 'prescreen-roles',
          exportVersion: 1,
          exportedAt: '2025-01-01T00:00:00.000Z',
          roles: [
            {
              id: 'bi3',
              archived: false,
              title: ROLE_INPUT.title,
              company: { name: 'Northwind Logistics', url: '', logo: null },
              questions: ROLE_INPUT.questions,
              settings: ROLE_INPUT.settings,
            },
          ],
        } satisfies RoleExportBody,
      }),
    cases: {
      ...IMPORTED_ROLE,
      'wrong types': [
        ...IMPORTED_ROLE['wrong types'],
        body({ format: 'other-roles' }),
        body({ roles: {} }),
        body({ roles: null }),
        exportedRole({ id: 'BI3' }),
        exportedRole({ archived: 'no' }),
        exportedLogo('image/gif', 'R0lGODlh'),
        exportedLogo('image/png', '!!not base64!!'),
      ],
      'out-of-range numbers': [
        ...IMPORTED_ROLE['out-of-range numbers'],
        body({ exportVersion: 3 }),
      ],
      'bad files': [
        exportedLogo('image/png', ''),
        exportedLogo('image/png', Buffer.from('not a PNG').toString('base64')),
        exportedLogo('image/svg+xml', Buffer.from(svg('<script>1</script>')).toString('base64')),
      ],
      'already taken': [
        (call) => {
          const payload = structuredClone(call.payload) as RoleExportBody;
          return { ...call, payload: { ...payload, roles: [...payload.roles, ...payload.roles] } };
        },
      ],
      ...JSON_BODY,
      'huge body': [overImportLimit, exportedLogo('image/png', 'A'.repeat(700_000))],
    },
  },
];

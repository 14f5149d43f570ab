import type { Access } from '../../shared/team.schema';
import { TEST_DEVICE } from '../test/test-device';
import { registrationPayload } from '../test/test-candidates';

/**
 * The bad-input table of `bad-input.test.ts`: every endpoint, a valid request to it,
 * and the bad variants of that request that apply to it, by kind of bad input.
 */
export const BAD_INPUT_KINDS = [
  'NUL bytes',
  'overlong strings',
  'wrong types',
  'out-of-range numbers',
  'bad dates',
  'bad JSON',
  'wrong content type',
  'huge body',
  'bad files',
  'unknown ids',
  'already taken',
] as const;
export type BadInputKind = (typeof BAD_INPUT_KINDS)[number];

/** What the test seeds once: a registered candidate with an unfinished upload, a fresh invite. */
export interface Seeded {
  auth: { authorization: string };
  /** Who calls the admin routes: the admin passkey (the role table: each role's session). */
  admin: Record<string, string>;
  /** The owner signed in: credentials change only from a session. */
  session: { cookie: string };
  secret: string;
  candidateId: string;
  roleId: string;
  freshInvite: string;
  /** An invite the table revokes and extends. */
  spareInvite: string;
  passkey: string;
  uploadUrl: string;
}

export interface Call {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: object | string | Buffer;
}

export type Variant = (call: Call) => Call;

export interface Endpoint {
  route: string;
  /**
   * What the route needs of a member's role (`docs/team.md`); none for the routes anyone may
   * call. `role-access.test.ts` tries every route that has one with every role.
   */
  access?: Access;
  valid: (s: Seeded) => Call;
  /** What the valid request answers when it is not a 2xx (a state check, after the input's). */
  validStatus?: number;
  /** Why no kind of bad input applies: the endpoint takes no input. */
  noInput?: string;
  cases: Partial<Record<BadInputKind, Variant[]>>;
}

export const NUL = 'a\u0000b';
export const LONG = 'x'.repeat(20_000);
const HUGE = 'x'.repeat(2 * 1024 * 1024);
const TUS = { 'tus-resumable': '1.0.0' };
const UPLOADS = '/api/recordings/uploads';
export const CODE_22 = 'abcdefghijklmnopqrstu0';

export const body =
  (fields: object): Variant =>
  (call) => ({ ...call, payload: { ...(call.payload as object), ...fields } });
export const headers =
  (fields: Record<string, string>): Variant =>
  (call) => ({ ...call, headers: { ...call.headers, ...fields } });
/** The last path segment (a parameter) replaced. */
export const param =
  (value: string): Variant =>
  (call) => ({ ...call, url: call.url.replace(/\/[^/?]*(\?.*)?$/, `/${value}$1`) });
/** For `/api/admin/<things>/:id/...` routes: the id replaced. */
export const id =
  (value: string): Variant =>
  (call) => {
    const segments = call.url.split('/');
    segments[4] = value;
    return { ...call, url: segments.join('/') };
  };
export const query =
  (text: string): Variant =>
  (call) => ({ ...call, url: `${call.url.split('?')[0]}?${text}` });
export const raw =
  (contentType: string, payload: string | Buffer): Variant =>
  (call) => ({ ...call, headers: { ...call.headers, 'content-type': contentType }, payload });
const asJsonText: Variant = (call) => raw('text/plain', JSON.stringify(call.payload))(call);
const huge: Variant = (call) =>
  raw('application/json', JSON.stringify({ ...(call.payload as object), pad: HUGE }))(call);

/** Bad JSON, a wrong content type and a huge body: what applies to every route with a body. */
export const JSON_BODY = {
  'bad JSON': [raw('application/json', '{"a": '), raw('application/json', '{"__proto__":{}}')],
  'wrong content type': [asJsonText, raw('application/xml', '<a/>')],
  'huge body': [huge],
} satisfies Partial<Record<BadInputKind, Variant[]>>;
/** The same for routes that take no body: one they cannot parse or that is too large. */
export const NO_BODY = {
  'bad JSON': [raw('application/json', '{"a": ')],
  'wrong content type': [raw('application/xml', '<a/>')],
  'huge body': [huge],
} satisfies Partial<Record<BadInputKind, Variant[]>>;

const UPLOAD_ID = {
  'NUL bytes': [param('0123456789abcdef%00')],
  'overlong strings': [param('a'.repeat(300)), param('a'.repeat(99))],
} satisfies Partial<Record<BadInputKind, Variant[]>>;

/** What creating an upload (tus POST) refuses: its headers are its input. */
const TUS_CREATION = {
  'NUL bytes': [headers({ 'upload-metadata': `filetype ${btoa('video/webm\u0000')}` })],
  'overlong strings': [
    headers({ 'upload-metadata': `filetype ${btoa(`video/${LONG}`)}` }),
    headers({ 'upload-length': '1'.repeat(400) }),
  ],
  'wrong types': [headers({ 'upload-length': 'abc' }), headers({ 'upload-metadata': '%%' })],
  'out-of-range numbers': [
    headers({ 'upload-length': String(300 * 1024 * 1024) }),
    headers({ 'upload-length': '-1' }),
  ],
  ...NO_BODY,
} satisfies Partial<Record<BadInputKind, Variant[]>>;

const device = (fields: object) => body({ data: { ...TEST_DEVICE, ...fields } });

/** The candidate's and the public endpoints, in an order that keeps each valid request valid. */
export const CANDIDATE_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/health',
    valid: () => ({ method: 'GET', url: '/api/health' }),
    noInput: 'it takes no input',
    cases: {},
  },
  {
    route: 'GET /api/health/live',
    valid: () => ({ method: 'GET', url: '/api/health/live' }),
    noInput: 'it takes no input',
    cases: {},
  },
  {
    route: 'GET /api/health/ready',
    valid: () => ({ method: 'GET', url: '/api/health/ready' }),
    noInput: 'it takes no input',
    cases: {},
  },
  {
    route: 'GET /api/assessment',
    valid: (s) => ({ method: 'GET', url: '/api/assessment', headers: s.auth }),
    cases: {
      'overlong strings': [headers({ authorization: `Bearer ${LONG}` })],
      'wrong types': [headers({ authorization: 'Basic YTpi' })],
    },
  },
  {
    route: 'PUT /api/assessment/answers/:questionId',
    valid: (s) => ({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      headers: s.auth,
      payload: { answer: '<p>Hello</p>', sequence: Date.now() },
    }),
    cases: {
      'NUL bytes': [body({ answer: `<p>${NUL}</p>` }), param('0%00')],
      'overlong strings': [body({ answer: 'x'.repeat(100_001) }), param('0'.repeat(90))],
      'wrong types': [
        body({ answer: 42 }),
        body({ sequence: '1' }),
        param('one'),
        body({ answer: undefined, choices: ['0'] }),
        body({ answer: undefined, choices: 0 }),
        body({ choices: [0] }),
        // Chosen options to a written question (the seeded role's).
        body({ answer: undefined, choices: [0] }),
      ],
      'out-of-range numbers': [
        body({ sequence: -1 }),
        body({ sequence: 1e300 }),
        body({ sequence: 1.5 }),
        param('7'),
        param('-1'),
        body({ answer: undefined, choices: [-1] }),
        body({ answer: undefined, choices: [12] }),
        body({ answer: undefined, choices: [0.5] }),
        body({ answer: undefined, choices: Array.from({ length: 13 }, (_, index) => index % 12) }),
      ],
      ...JSON_BODY,
    },
  },
  ...(['POST', 'DELETE'] as const).map((method): Endpoint => ({
    route: `${method} /api/assessment/answers/:questionId/skip`,
    valid: (s) => ({ method, url: '/api/assessment/answers/0/skip', headers: s.auth }),
    // The seeded role's questions are required: none can be skipped (undoing no skip is fine).
    validStatus: method === 'POST' ? 409 : undefined,
    cases: {
      'NUL bytes': [id('0%00')],
      'overlong strings': [id('0'.repeat(90)), headers({ authorization: `Bearer ${LONG}` })],
      'wrong types': [id('one'), headers({ authorization: 'Basic YTpi' })],
      'out-of-range numbers': [id('7'), id('-1')],
      ...NO_BODY,
    },
  })),
  {
    route: 'PUT /api/assessment/progress',
    valid: (s) => ({
      method: 'PUT',
      url: '/api/assessment/progress',
      headers: s.auth,
      payload: { step: 'questions', questionIndex: 0 },
    }),
    cases: {
      'NUL bytes': [body({ step: `questions\u0000` })],
      'overlong strings': [body({ step: LONG })],
      'wrong types': [body({ questionIndex: '1' }), body({ step: 3 })],
      'out-of-range numbers': [body({ questionIndex: 51 }), body({ questionIndex: -1 })],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /api/assessment/events',
    valid: (s) => ({
      method: 'POST',
      url: '/api/assessment/events',
      headers: s.auth,
      payload: { kind: 'paste', detail: '12 characters' },
    }),
    cases: {
      'NUL bytes': [body({ detail: NUL })],
      'overlong strings': [body({ detail: 'x'.repeat(201) }), body({ kind: LONG })],
      'wrong types': [body({ kind: 7 }), body({ detail: {} }), body({ occurredAt: 1e12 })],
      'bad dates': [
        body({ occurredAt: '0000-01-01T00:00:00Z' }),
        body({ occurredAt: '2024-02-30T00:00:00Z' }),
        body({ occurredAt: '9999-12-31T23:59:59Z' }),
        body({ occurredAt: 'yesterday' }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /api/assessment/video',
    valid: (s) => ({
      method: 'POST',
      url: '/api/assessment/video',
      headers: s.auth,
      payload: { uploadId: s.uploadUrl.split('/').pop(), recordedMs: 3000, endToCompleteMs: 10 },
    }),
    validStatus: 409, // the seeded upload is unfinished
    cases: {
      'NUL bytes': [body({ uploadId: NUL })],
      'overlong strings': [body({ uploadId: LONG })],
      'wrong types': [body({ recordedMs: '3000' }), body({ uploadId: 5 })],
      'out-of-range numbers': [
        body({ recordedMs: -1 }),
        body({ recordedMs: 1e9 }),
        body({ endToCompleteMs: 1e12 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/assessment/video/interrupted',
    valid: (s) => ({ method: 'GET', url: '/api/assessment/video/interrupted', headers: s.auth }),
    cases: {
      'overlong strings': [headers({ authorization: `Bearer ${LONG}` })],
      'wrong types': [headers({ authorization: 'Basic YTpi' })],
    },
  },
  {
    route: 'POST /api/assessment/video/interrupted',
    valid: (s) => ({
      method: 'POST',
      url: '/api/assessment/video/interrupted',
      headers: s.auth,
      payload: { uploadId: s.uploadUrl.split('/').pop(), savedBytes: 3 },
    }),
    validStatus: 409, // the seeded upload holds no video: nothing was cut short
    cases: {
      'NUL bytes': [body({ uploadId: NUL })],
      'overlong strings': [body({ uploadId: LONG })],
      'wrong types': [body({ savedBytes: '3' }), body({ uploadId: 5 })],
      'out-of-range numbers': [
        body({ savedBytes: 0 }),
        body({ savedBytes: -1 }),
        body({ savedBytes: 1.5 }),
        body({ savedBytes: 1e300 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /api/assessment/complete',
    valid: (s) => ({ method: 'POST', url: '/api/assessment/complete', headers: s.auth }),
    validStatus: 409, // the seeded role asks for a video: its step completes the assessment
    cases: {
      'overlong strings': [headers({ authorization: `Bearer ${LONG}` })],
      'wrong types': [headers({ authorization: 'Basic YTpi' })],
      ...NO_BODY,
    },
  },
  {
    route: 'POST /api/assessment/video-unavailable',
    valid: (s) => ({
      method: 'POST',
      url: '/api/assessment/video-unavailable',
      headers: s.auth,
      payload: { reason: 'no_camera', note: 'There is no camera on this computer.' },
    }),
    validStatus: 409, // the seeded candidate has not answered every question yet
    cases: {
      'NUL bytes': [body({ note: NUL }), body({ reason: 'no_camera\u0000' })],
      'overlong strings': [body({ note: 'x'.repeat(1001) }), body({ reason: LONG })],
      'wrong types': [
        body({ reason: 7 }),
        body({ note: ['a'] }),
        body({ reason: 'other', note: '' }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: `PATCH ${UPLOADS}/:id (tus)`,
    valid: (s) => ({
      method: 'PATCH',
      url: s.uploadUrl,
      headers: {
        ...TUS,
        ...s.auth,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: 'abc',
    }),
    cases: {
      ...UPLOAD_ID,
      'wrong types': [headers({ 'upload-offset': 'abc' }), headers({ 'tus-resumable': 'x' })],
      'out-of-range numbers': [
        headers({ 'upload-offset': '-1' }),
        headers({ 'upload-offset': '999999' }),
        headers({ 'upload-offset': '1'.repeat(400) }),
      ],
      'wrong content type': [
        headers({ 'content-type': 'text/plain' }),
        raw('application/json', '{"a":1}'),
        headers({ 'content-type': 'image/png' }),
      ],
      'huge body': [(call) => ({ ...call, payload: 'x'.repeat(2000) })],
    },
  },
  {
    route: `HEAD ${UPLOADS}/:id (tus)`,
    valid: (s) => ({ method: 'HEAD', url: s.uploadUrl, headers: { ...TUS, ...s.auth } }),
    cases: { ...UPLOAD_ID },
  },
  {
    route: `DELETE ${UPLOADS}/:id (tus)`,
    valid: (s) => ({ method: 'DELETE', url: s.uploadUrl, headers: { ...TUS, ...s.auth } }),
    cases: { ...UPLOAD_ID },
  },
  ...[UPLOADS, `${UPLOADS}/:id`].map((path): Endpoint => ({
    // tus creates an upload whatever follows the path: POST to an upload's address creates one.
    route: `POST ${path} (tus)`,
    valid: (s) => ({
      method: 'POST',
      url: path === UPLOADS ? UPLOADS : s.uploadUrl,
      headers: {
        ...TUS,
        ...s.auth,
        'upload-length': '1000',
        'upload-metadata': `filetype ${btoa('video/webm')}`,
      },
    }),
    cases: TUS_CREATION,
  })),
  // The methods tus answers without reading anything: its discovery (OPTIONS), and a refusal.
  ...(
    [
      ['OPTIONS', UPLOADS, 204],
      ['OPTIONS', `${UPLOADS}/:id`, 204],
      ['GET', UPLOADS, 404],
      ['GET', `${UPLOADS}/:id`, 405],
      ['HEAD', UPLOADS, 404],
      ['PATCH', UPLOADS, 404],
      ['DELETE', UPLOADS, 404],
    ] as const
  ).map(([method, path, status]): Endpoint => ({
    route: `${method} ${path} (tus)`,
    valid: (s) => ({
      method,
      url: path === UPLOADS ? UPLOADS : s.uploadUrl,
      headers: { ...TUS, ...s.auth },
    }),
    validStatus: status,
    noInput:
      status === 204
        ? "tus's discovery answer reads nothing"
        : status === 405
          ? 'recordings are never served here: every request is refused'
          : 'it names no upload: every request is refused',
    cases: {},
  })),
  {
    route: 'GET /api/invites/:code',
    valid: (s) => ({ method: 'GET', url: `/api/invites/${s.freshInvite}` }),
    cases: {
      'NUL bytes': [param(`${CODE_22.slice(0, -1)}%00`)],
      'overlong strings': [param(`${CODE_22}x`), param('a'.repeat(60)), param('a'.repeat(300))],
    },
  },
  {
    route: 'POST /feedback',
    valid: (s) => ({
      method: 'POST',
      url: '/feedback',
      payload: { unique: s.secret, feedback: 'Clear questions.', rating: 4 },
    }),
    cases: {
      'NUL bytes': [body({ feedback: NUL })],
      'overlong strings': [body({ feedback: 'x'.repeat(5001) }), body({ unique: LONG })],
      'wrong types': [body({ rating: '4' }), body({ feedback: ['a'] }), body({ unique: 1 })],
      'out-of-range numbers': [body({ rating: 6 }), body({ rating: -1 }), body({ rating: 2.5 })],
      ...JSON_BODY,
    },
  },
  {
    route: 'POST /now-assessment',
    valid: (s) => ({
      method: 'POST',
      url: '/now-assessment',
      payload: registrationPayload(s.freshInvite),
    }),
    cases: {
      'NUL bytes': [body({ name: NUL }), device({ userAgent: NUL })],
      'overlong strings': [body({ social: `https://${LONG}` }), device({ userAgent: LONG })],
      'wrong types': [
        body({ name: 42 }),
        device({ cookieEnabled: 'yes' }),
        body({ invitecode: 7 }),
      ],
      'out-of-range numbers': [
        device({ screenResolution: '123456x1' }),
        device({ viewport: '-1x1' }),
      ],
      ...JSON_BODY,
    },
  },
];

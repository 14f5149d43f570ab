import {
  headers,
  id,
  LONG,
  NO_BODY,
  raw,
  type BadInputKind,
  type Call,
  type Endpoint,
  type Seeded,
  type Variant,
} from './bad-input.cases';

/** The share `bad-input.shares-cases.ts` seeds for the seeded candidate. */
const SHARE_TOKEN = 'S'.repeat(43);
const NO_SUCH_ID = '00000000-0000-4000-8000-0000000000ab';
const FILE = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The path segment at `index` replaced (a question's number, a candidate's id). */
const segment =
  (index: number, value: string): Variant =>
  (call) => {
    const segments = call.url.split('/');
    segments[index] = value;
    return { ...call, url: segments.join('/') };
  };

/** A question's number in the path, wrong in each way a number can be. */
const questionCases = (at: number) =>
  ({
    'NUL bytes': [segment(at, '0%00')],
    'overlong strings': [segment(at, '0'.repeat(90))],
    'wrong types': [segment(at, 'one'), segment(at, '1.5')],
    'out-of-range numbers': [segment(at, '-1'), segment(at, '1000')],
  }) satisfies Partial<Record<BadInputKind, Variant[]>>;

const octets = (payload: Buffer): Variant => raw('application/octet-stream', payload);

/**
 * The file answer's routes (docs/product.md#answer-types). The seeded role asks only written
 * questions, so the candidate's valid PUT and DELETE are refused as of the wrong kind (409), and
 * no file is there to download (404): each bad input must be refused as well, changing nothing.
 */
export const ANSWER_FILE_ENDPOINTS: Endpoint[] = [
  {
    route: 'PUT /api/assessment/answers/:questionId/file',
    valid: (s) => ({
      method: 'PUT',
      url: '/api/assessment/answers/0/file',
      headers: { ...s.auth, 'content-type': 'application/octet-stream', 'x-file-name': 'cv.pdf' },
      payload: FILE,
    }),
    validStatus: 409,
    cases: {
      'NUL bytes': [id('0%00'), headers({ 'x-file-name': 'cv%00.pdf' })],
      'overlong strings': [
        id('0'.repeat(90)),
        headers({ 'x-file-name': LONG }),
        headers({ authorization: `Bearer ${LONG}` }),
      ],
      'wrong types': [id('one'), headers({ authorization: 'Basic YTpi' })],
      'out-of-range numbers': [id('7'), id('-1')],
      'wrong content type': [
        raw('application/xml', '<a/>'),
        raw('application/pdf', FILE),
        raw('multipart/form-data; boundary=x', '--x--'),
      ],
      'huge body': [octets(Buffer.alloc(11 * 1024 * 1024))],
      'bad files': [octets(Buffer.alloc(0)), octets(Buffer.from('\u007fELF\u0002\u0001'))],
    },
  },
  {
    route: 'DELETE /api/assessment/answers/:questionId/file',
    valid: (s) => ({ method: 'DELETE', url: '/api/assessment/answers/0/file', headers: s.auth }),
    validStatus: 409,
    cases: {
      'NUL bytes': [id('0%00')],
      'overlong strings': [id('0'.repeat(90)), headers({ authorization: `Bearer ${LONG}` })],
      'wrong types': [id('one')],
      'out-of-range numbers': [id('7'), id('-1')],
      ...NO_BODY,
    },
  },
  {
    route: 'GET /api/admin/candidates/:id/answers/:questionIndex/file',
    access: 'read',
    valid: (s): Call => ({
      method: 'GET',
      url: `/api/admin/candidates/${s.candidateId}/answers/0/file`,
      headers: s.admin,
    }),
    validStatus: 404, // no file answer
    cases: {
      ...questionCases(6),
      'NUL bytes': [segment(4, `${NO_SUCH_ID.slice(0, -1)}%00`), segment(6, '0%00')],
      'unknown ids': [segment(4, NO_SUCH_ID)],
    },
  },
  {
    route: 'GET /api/shares/:token/candidates/:id/answers/:questionIndex/file',
    valid: (s: Seeded): Call => ({
      method: 'GET',
      url: `/api/shares/${SHARE_TOKEN}/candidates/${s.candidateId}/answers/0/file`,
    }),
    validStatus: 404, // no file answer
    cases: {
      ...questionCases(7),
      'unknown ids': [segment(3, 'N'.repeat(43)), segment(5, NO_SUCH_ID)],
    },
  },
];

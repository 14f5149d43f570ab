import {
  body,
  headers,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  type BadInputKind,
  type Call,
  type Endpoint,
  type Seeded,
  type Variant,
} from './bad-input.cases';

/** The share `bad-input.shares-cases.ts` seeds for the seeded candidate. */
const SHARE_TOKEN = 'S'.repeat(43);
const NO_SUCH_ID = '00000000-0000-4000-8000-0000000000cd';

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

/**
 * The video and audio answers' routes (docs/recordings.md#recorded-answers). The seeded role asks
 * only written questions, so the candidate's valid Submit is refused as of the wrong kind (409) and
 * no recording is there to play (404): each bad input must be refused as well, changing nothing.
 */
export const ANSWER_RECORDING_ENDPOINTS: Endpoint[] = [
  {
    route: 'POST /api/assessment/answers/:questionId/recording',
    valid: (s) => ({
      method: 'POST',
      url: '/api/assessment/answers/0/recording',
      headers: s.auth,
      payload: { uploadId: s.uploadUrl.split('/').pop() },
    }),
    validStatus: 409,
    cases: {
      'NUL bytes': [segment(4, '0%00'), body({ uploadId: NUL })],
      'overlong strings': [
        segment(4, '0'.repeat(90)),
        body({ uploadId: LONG }),
        headers({ authorization: `Bearer ${LONG}` }),
      ],
      'wrong types': [segment(4, 'one'), body({ uploadId: 5 })],
      'out-of-range numbers': [segment(4, '-1'), segment(4, '7')],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/assessment/answers/:questionId/recording/interrupted',
    valid: (s) => ({
      method: 'GET',
      url: '/api/assessment/answers/0/recording/interrupted',
      headers: s.auth,
    }),
    validStatus: 409, // a written question: no take of it is ever cut short
    cases: {
      ...questionCases(4),
      'overlong strings': [
        segment(4, '0'.repeat(90)),
        headers({ authorization: `Bearer ${LONG}` }),
      ],
    },
  },
  {
    route: 'POST /api/assessment/answers/:questionId/recording/interrupted',
    valid: (s) => ({
      method: 'POST',
      url: '/api/assessment/answers/0/recording/interrupted',
      headers: s.auth,
      payload: { uploadId: s.uploadUrl.split('/').pop(), savedBytes: 3 },
    }),
    validStatus: 409, // a written question, as the finished recording's Submit
    cases: {
      'NUL bytes': [segment(4, '0%00'), body({ uploadId: NUL })],
      'overlong strings': [segment(4, '0'.repeat(90)), body({ uploadId: LONG })],
      'wrong types': [segment(4, 'one'), body({ uploadId: 5 }), body({ savedBytes: '3' })],
      'out-of-range numbers': [
        segment(4, '-1'),
        segment(4, '7'),
        body({ savedBytes: 0 }),
        body({ savedBytes: 1.5 }),
        body({ savedBytes: 1e300 }),
      ],
      ...JSON_BODY,
    },
  },
  ...(['recording', 'poster'] as const).flatMap((part): Endpoint[] => [
    {
      route: `GET /api/admin/candidates/:id/answers/:questionIndex/${part}`,
      access: 'read',
      valid: (s): Call => ({
        method: 'GET',
        url: `/api/admin/candidates/${s.candidateId}/answers/0/${part}`,
        headers: s.admin,
      }),
      validStatus: 404, // no recorded answer
      cases: {
        ...questionCases(6),
        'NUL bytes': [segment(4, `${NO_SUCH_ID.slice(0, -1)}%00`), segment(6, '0%00')],
        'unknown ids': [segment(4, NO_SUCH_ID)],
      },
    },
    {
      route: `GET /api/shares/:token/candidates/:id/answers/:questionIndex/${part}`,
      valid: (s: Seeded): Call => ({
        method: 'GET',
        url: `/api/shares/${SHARE_TOKEN}/candidates/${s.candidateId}/answers/0/${part}`,
      }),
      validStatus: 404, // no recorded answer
      cases: {
        ...questionCases(7),
        'unknown ids': [segment(3, 'N'.repeat(43)), segment(5, NO_SUCH_ID)],
      },
    },
  ]),
  {
    route: 'POST /api/admin/candidates/:id/answers/:questionIndex/recording/reprocess',
    access: 'review',
    valid: (s): Call => ({
      method: 'POST',
      url: `/api/admin/candidates/${s.candidateId}/answers/0/recording/reprocess`,
      headers: s.admin,
    }),
    validStatus: 409, // no failed recording of the answer: nothing to process again
    cases: {
      ...questionCases(6),
      'NUL bytes': [segment(4, `${NO_SUCH_ID.slice(0, -1)}%00`), segment(6, '0%00')],
      'unknown ids': [segment(4, NO_SUCH_ID)],
      ...NO_BODY,
    },
  },
];

import {
  body,
  id,
  param,
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
import { withPageQuery } from './bad-input.paging-cases';

const admin = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({ ...call, headers: s.admin });
const UUID = '00000000-0000-4000-8000-00000000beef';
/** A comment id no comment has: a member may change only their own, so the valid edit is a 404. */
const NO_SUCH_COMMENT = '2000000000';

const CANDIDATE_ID = {
  'NUL bytes': [id(`${UUID.slice(0, -1)}%00`)],
  'overlong strings': [id('a'.repeat(101))],
  'wrong types': [id('42')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;
const COMMENT_ID = {
  'NUL bytes': [param('12%00')],
  'overlong strings': [param('1'.repeat(300))],
  'wrong types': [param('first'), param('1.5')],
  'out-of-range numbers': [param('0'), param('-3'), param('2147483648')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;
const COMMENT_BODY = {
  'NUL bytes': [body({ body: NUL })],
  'overlong strings': [body({ body: 'x'.repeat(5001) }), body({ body: LONG })],
  'wrong types': [
    body({ body: 7 }),
    body({ body: '   ' }),
    body({ mentions: 'everyone' }),
    body({ mentions: ['not-a-member-id'] }),
  ],
  'unknown ids': [body({ mentions: [UUID] })],
} satisfies Partial<Record<BadInputKind, Variant[]>>;

/** The endpoints of each member's own scores and the comment thread. */
export const SCORE_ENDPOINTS: Endpoint[] = [
  {
    route: 'PUT /api/admin/candidates/:id/scores/me',
    access: 'review',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: `/api/admin/candidates/${s.candidateId}/scores/me`,
        payload: { score: 4 },
      }),
    cases: {
      'NUL bytes': CANDIDATE_ID['NUL bytes'],
      'wrong types': [
        body({ score: '4' }),
        body({ score: null }),
        body({ questionScores: '4,5' }),
        body({ questionScores: ['4'] }),
        id('42'),
      ],
      'out-of-range numbers': [
        body({ score: 0 }),
        body({ score: 6 }),
        body({ score: 2.5 }),
        body({ questionScores: [7] }),
        body({ questionScores: Array.from({ length: 101 }, () => 3) }),
        // More per-question scores than the candidate was asked questions.
        body({ questionScores: Array.from({ length: 40 }, () => 3) }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/candidates/:id/scores/me',
    access: 'review',
    valid: (s) =>
      admin(s, { method: 'DELETE', url: `/api/admin/candidates/${s.candidateId}/scores/me` }),
    cases: { ...CANDIDATE_ID, ...NO_BODY },
  },
  {
    route: 'GET /api/admin/candidates/:id/comments',
    access: 'read',
    valid: (s) =>
      admin(s, { method: 'GET', url: `/api/admin/candidates/${s.candidateId}/comments` }),
    cases: withPageQuery(CANDIDATE_ID),
  },
  {
    route: 'POST /api/admin/candidates/:id/comments',
    access: 'review',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: `/api/admin/candidates/${s.candidateId}/comments`,
        payload: { body: 'Strong on the second answer.', mentions: [] },
      }),
    cases: {
      ...COMMENT_BODY,
      'NUL bytes': [...COMMENT_BODY['NUL bytes'], ...CANDIDATE_ID['NUL bytes']],
      'wrong types': [...COMMENT_BODY['wrong types'], ...CANDIDATE_ID['wrong types']],
      ...JSON_BODY,
    },
  },
  {
    route: 'PATCH /api/admin/comments/:id',
    access: 'review',
    valid: (s) =>
      admin(s, {
        method: 'PATCH',
        url: `/api/admin/comments/${NO_SUCH_COMMENT}`,
        payload: { body: 'Edited.', mentions: [], baseVersion: 1 },
      }),
    validStatus: 404,
    cases: {
      ...COMMENT_ID,
      'NUL bytes': [...COMMENT_BODY['NUL bytes'], ...COMMENT_ID['NUL bytes']],
      'overlong strings': [...COMMENT_BODY['overlong strings'], ...COMMENT_ID['overlong strings']],
      'wrong types': [
        ...COMMENT_BODY['wrong types'],
        ...COMMENT_ID['wrong types'],
        body({ baseVersion: '1' }),
        body({ baseVersion: null }),
      ],
      'out-of-range numbers': [
        ...COMMENT_ID['out-of-range numbers'],
        body({ baseVersion: 0 }),
        body({ baseVersion: 1.5 }),
        body({ baseVersion: 2 ** 31 }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/comments/:id',
    access: 'review',
    valid: (s) => admin(s, { method: 'DELETE', url: `/api/admin/comments/${NO_SUCH_COMMENT}` }),
    validStatus: 404,
    cases: { ...COMMENT_ID, ...NO_BODY },
  },
  {
    route: 'GET /api/admin/team/directory',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/team/directory' }),
    noInput: 'It lists the active members, whom a comment may mention.',
    cases: {},
  },
];

import { shareLinks } from '../db/schema';
import { OWNER_MEMBER_ID } from '../features/team/owner';
import { shareTokenHash } from '../features/shares/share-token';
import type { TestApp } from '../test/test-app';
import {
  body,
  id,
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

/** The share the fixture seeds for the seeded candidate (feedback allowed), and its token. */
const SHARE_TOKEN = 'S'.repeat(43);
const SHARE_ID = '00000000-0000-4000-8000-00000000005e';
/** Right shapes, but no share's and no candidate's. */
const NO_SUCH_TOKEN = 'N'.repeat(43);
const NO_SUCH_ID = '00000000-0000-4000-8000-0000000000ab';

export async function seedShare(t: TestApp, candidateId: string): Promise<void> {
  await t.database.db.insert(shareLinks).values({
    id: SHARE_ID,
    tokenHash: shareTokenHash(SHARE_TOKEN),
    label: 'Seeded share',
    candidateId,
    allowFeedback: true,
    createdBy: OWNER_MEMBER_ID,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
}

const admin = (s: Seeded, call: Call): Call => ({ ...call, headers: s.admin });
/** The token (the path's third segment) replaced. */
const token =
  (value: string) =>
  (call: Call): Call => {
    const segments = call.url.split('/');
    segments[3] = value;
    return { ...call, url: segments.join('/') };
  };
const TOKEN_CASES = {
  'NUL bytes': [token(`${'S'.repeat(42)}%00`)],
  'overlong strings': [token('S'.repeat(300))],
  'wrong types': [token('not-a-token'), token('S'.repeat(42) + '!')],
  'unknown ids': [token(NO_SUCH_TOKEN)],
};
const videoCall = (part: string) => (s: Seeded) => ({
  method: 'GET' as const,
  url: `/api/shares/${SHARE_TOKEN}/candidates/${s.candidateId}/${part}`,
});
const fileCases = {
  ...TOKEN_CASES,
  'NUL bytes': [...TOKEN_CASES['NUL bytes'], param('abc%00')],
  'wrong types': [...TOKEN_CASES['wrong types'], param('42')],
  'unknown ids': [...TOKEN_CASES['unknown ids'], param(NO_SUCH_ID)],
};

/** The endpoints of share links and what their visitors may do. */
export const SHARE_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/shares/:token',
    valid: () => ({ method: 'GET', url: `/api/shares/${SHARE_TOKEN}` }),
    cases: TOKEN_CASES,
  },
  {
    route: 'GET /api/shares/:token/candidates/:id/video',
    valid: videoCall('video'),
    // The seeded candidate's upload is unfinished: there is no video to play yet.
    validStatus: 404,
    cases: fileCases,
  },
  {
    route: 'GET /api/shares/:token/candidates/:id/poster',
    valid: videoCall('poster'),
    validStatus: 404,
    cases: fileCases,
  },
  {
    route: 'POST /api/shares/:token/feedback',
    valid: (s) => ({
      method: 'POST',
      url: `/api/shares/${SHARE_TOKEN}/feedback`,
      payload: { candidateId: s.candidateId, name: 'Dana Guest', score: 4, comment: 'Strong.' },
    }),
    cases: {
      'NUL bytes': [body({ name: NUL }), body({ comment: NUL })],
      'overlong strings': [
        body({ name: LONG }),
        body({ name: 'x'.repeat(121) }),
        body({ comment: 'x'.repeat(5001) }),
      ],
      'wrong types': [
        body({ score: '4' }),
        body({ name: 7 }),
        body({ name: '  ' }),
        body({ candidateId: 'abc' }),
        body({ score: null, comment: '' }),
      ],
      'out-of-range numbers': [body({ score: 0 }), body({ score: 6 }), body({ score: 2.5 })],
      'unknown ids': [body({ candidateId: NO_SUCH_ID }), token(NO_SUCH_TOKEN)],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/candidates/:id/guest-feedback',
    access: 'read',
    valid: (s) =>
      admin(s, { method: 'GET', url: `/api/admin/candidates/${s.candidateId}/guest-feedback` }),
    cases: {
      'NUL bytes': [id('abc%00')],
      'overlong strings': [id('a'.repeat(300))],
      'wrong types': [id('42')],
      'unknown ids': [id(NO_SUCH_ID)],
    },
  },
  {
    route: 'POST /api/admin/shares',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'POST',
        url: '/api/admin/shares',
        payload: { label: 'For Priya', candidateId: s.candidateId, days: 7, allowFeedback: false },
      }),
    cases: {
      'NUL bytes': [body({ label: NUL })],
      'overlong strings': [body({ label: LONG }), body({ label: 'x'.repeat(121) })],
      'wrong types': [
        body({ days: '7' }),
        body({ allowFeedback: 'yes' }),
        body({ label: '   ' }),
        body({ candidateId: 'abc' }),
        body({ filter: { status: 'shortlisted' } }),
        body({ candidateId: undefined, filter: { status: 'maybe' } }),
      ],
      'out-of-range numbers': [body({ days: 0 }), body({ days: 31 }), body({ days: 1.5 })],
      'unknown ids': [body({ candidateId: NO_SUCH_ID })],
      ...JSON_BODY,
    },
  },
  {
    route: 'GET /api/admin/shares',
    access: 'manage',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/shares' }),
    cases: PAGE_QUERY,
  },
  {
    // Last: it revokes the seeded share.
    route: 'POST /api/admin/shares/:id/revoke',
    access: 'manage',
    valid: (s) => admin(s, { method: 'POST', url: `/api/admin/shares/${SHARE_ID}/revoke` }),
    cases: {
      'NUL bytes': [id('abc%00')],
      'overlong strings': [id(LONG)],
      'wrong types': [id('42')],
      'unknown ids': [id(NO_SUCH_ID)],
      ...NO_BODY,
    },
  },
];

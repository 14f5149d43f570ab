import { settings } from '../db/schema';
import {
  tokenWithSecret,
  YOUR_DATA_SECRET_KEY,
} from '../features/privacy/your-data/your-data-token';
import type { TestApp } from '../test/test-app';
import {
  headers,
  id,
  LONG,
  NO_BODY,
  type Call,
  type Endpoint,
  type Seeded,
} from './bad-input.cases';

/** The deployment's "Your data" secret the fixture seeds, so a valid token is known in advance. */
const SECRET = Buffer.alloc(32, 7);
const NO_SUCH_ID = '00000000-0000-4000-8000-0000000000ab';

export async function seedYourDataSecret(t: TestApp): Promise<void> {
  await t.database.db
    .insert(settings)
    .values({ key: YOUR_DATA_SECRET_KEY, value: SECRET.toString('base64url') });
}

const tokenOf = (s: Seeded) => tokenWithSecret(SECRET, s.candidateId);

/** The token (the path's third segment) replaced. */
const token =
  (value: string | ((s: string) => string)) =>
  (call: Call): Call => {
    const segments = call.url.split('/');
    segments[3] = typeof value === 'string' ? value : value(segments[3] ?? '');
    return { ...call, url: segments.join('/') };
  };
/** The right shape, the wrong HMAC: a forged link, or another deployment's. */
const forged = (real: string) => real.slice(0, 32) + 'A'.repeat(43);
/** A right HMAC of a candidate who is not there (deleted). */
const goneCandidate = tokenWithSecret(SECRET, NO_SUCH_ID);

const TOKEN_CASES = {
  'NUL bytes': [token((real) => `${real.slice(0, -1)}%00`)],
  'overlong strings': [token('a'.repeat(300)), token((real) => `${real}a`)],
  'wrong types': [token('not-a-token'), token((real) => `${real.slice(0, -1)}!`)],
  'unknown ids': [token(forged), token(goneCandidate)],
};

const yourData = (s: Seeded, suffix: string, method: Call['method'] = 'GET'): Call => ({
  method,
  url: `/api/your-data/${tokenOf(s)}${suffix}`,
});

/** A candidate's "Your data" link and what it opens; and the team's export of a candidate. */
export const YOUR_DATA_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/your-data/:token',
    valid: (s) => yourData(s, ''),
    cases: TOKEN_CASES,
  },
  {
    route: 'GET /api/your-data/:token/export',
    valid: (s) => yourData(s, '/export'),
    cases: TOKEN_CASES,
  },
  {
    route: 'GET /api/assessment/your-data-link',
    valid: (s) => ({ method: 'GET', url: '/api/assessment/your-data-link', headers: s.auth }),
    cases: {
      'overlong strings': [headers({ authorization: `Bearer ${LONG}` })],
      'wrong types': [headers({ authorization: 'Basic YTpi' })],
    },
  },
  {
    route: 'GET /api/admin/candidates/:id/export',
    access: 'review',
    valid: (s) => ({
      method: 'GET',
      url: `/api/admin/candidates/${s.candidateId}/export`,
      headers: s.admin,
    }),
    cases: {
      'NUL bytes': [id('abc%00')],
      'overlong strings': [id('a'.repeat(300))],
      'wrong types': [id('42')],
      'unknown ids': [id(NO_SUCH_ID)],
    },
  },
  {
    // Last of these: it notes the seeded candidate's erasure request.
    route: 'POST /api/your-data/:token/erasure',
    valid: (s) => yourData(s, '/erasure', 'POST'),
    cases: { ...TOKEN_CASES, ...NO_BODY },
  },
];

import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates as candidatesTable } from '../db/schema';
import { useTestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { testDatabaseKinds } from '../test/test-databases';

const TOO_MANY = {
  result: false,
  status: 'Too many requests. Please wait a minute and try again.',
  code: 'too-many-requests',
};

/**
 * The assessment API allows 600 requests a minute per route. Candidates behind one address (an
 * office, a school, a carrier's NAT) each get their own 600 once their secret is known; what
 * carries no secret the server has admitted still counts per address.
 */
describe.each(testDatabaseKinds())('the assessment API limits per candidate on %s', (kind) => {
  const t = useTestApp(kind, {}, { resetBeforeEach: false });

  // Each test its own address: the counts of one test stay apart from the next.
  let testCount = 0;
  const nextAddress = () => {
    testCount += 1;
    return `203.0.113.${testCount}`;
  };

  type Candidate = { auth: { authorization: string }; sequence: number };
  const candidatesAt = async (count: number, remoteAddress: string): Promise<Candidate[]> => {
    const candidates: Candidate[] = [];
    for (let i = 0; i < count; i += 1) {
      const { auth } = await registerTestCandidate(t, `office-${testCount}-${i}@test.example`);
      const opened = await t.app.inject({
        method: 'GET',
        url: '/api/assessment',
        headers: auth,
        remoteAddress,
      });
      expect(opened.statusCode, opened.body).toBe(200);
      candidates.push({ auth, sequence: 0 });
    }
    return candidates;
  };
  const save = (candidate: Candidate, remoteAddress: string) => {
    candidate.sequence += 1;
    return t.app.inject({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      headers: candidate.auth,
      payload: { answer: `<p>typing ${candidate.sequence}</p>`, sequence: candidate.sequence },
      remoteAddress,
    });
  };
  const statusCounts = (answers: LightMyRequestResponse[]) =>
    answers.reduce<Record<number, number>>((counts, answer) => {
      counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('lets ten candidates behind one address save 120 times each in a minute', async () => {
    const office = nextAddress();
    const candidates = await candidatesAt(10, office);
    const answers: LightMyRequestResponse[] = [];
    for (let round = 0; round < 120; round += 1) {
      for (const candidate of candidates) answers.push(await save(candidate, office));
    }
    expect(statusCounts(answers)).toEqual({ 200: 1200 });
  });

  it('refuses one candidate past their own 600 with a 429, and not the next one at that address', async () => {
    const office = nextAddress();
    const [busy, calm] = (await candidatesAt(2, office)) as [Candidate, Candidate];
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 601; i += 1) answers.push(await save(busy, office));
    expect(statusCounts(answers.slice(0, 600))).toEqual({ 200: 600 });
    expect(answers[600]?.statusCode).toBe(429);
    expect(answers[600]?.json()).toEqual(TOO_MANY);
    expect(answers[600]?.headers['retry-after']).toBeDefined();

    const other = await save(calm, office);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('599');
  });

  it('counts unknown secrets per address: guesses get 429 past 600, a new secret too, a known candidate not', async () => {
    const office = nextAddress();
    const [known] = (await candidatesAt(1, office)) as [Candidate];
    const unseen = await registerTestCandidate(t, `unseen-${testCount}@test.example`);
    const guess = (authorization: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/assessment/answers/0',
        headers: { authorization },
        payload: { answer: '<p>guess</p>', sequence: 1 },
        remoteAddress: office,
      });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 600; i += 1) {
      answers.push(await guess(`Bearer ${randomBytes(24).toString('base64url')}`));
    }
    expect(statusCounts(answers)).toEqual({ 401: 600 });

    const refused = await guess(`Bearer ${randomBytes(24).toString('base64url')}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    // A right guess now is refused alike, before its secret is looked at: the 429 tells nothing.
    expect((await guess(unseen.auth.authorization)).statusCode).toBe(429);
    // No secret at all counts per address too.
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      payload: { answer: '<p>no secret</p>', sequence: 1 },
      remoteAddress: office,
    });
    expect(bare.statusCode).toBe(429);
    // The candidate already working from that address goes on.
    expect((await save(known, office)).statusCode).toBe(200);
  });

  it('counts a secret per address again once it is refused, as for a deleted candidate', async () => {
    const office = nextAddress();
    const { auth, inviteCode } = await registerTestCandidate(
      t,
      `deleted-${testCount}@test.example`,
    );
    const candidate: Candidate = { auth, sequence: 0 };
    expect((await save(candidate, office)).headers['x-ratelimit-remaining']).toBe('599'); // address
    expect((await save(candidate, office)).headers['x-ratelimit-remaining']).toBe('599'); // candidate
    const [row] = await t.database.db
      .select({ id: candidatesTable.id })
      .from(candidatesTable)
      .where(eq(candidatesTable.inviteCode, inviteCode));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${row?.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const refused = await save(candidate, office); // still counted as the candidate: the last time
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-ratelimit-remaining']).toBe('598');
    const again = await save(candidate, office);
    expect(again.statusCode).toBe(401);
    expect(again.headers['x-ratelimit-remaining']).toBe('598'); // the address's second
  });
});

import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { CandidateScores } from '../../../shared/scores.schema';
import type { ApiFailure, CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { reviewChanges } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';
import { listRoles, seedCandidate, type SeededCandidate } from '../review/review-test-seed';

type Auth = { authorization: string };

describe.each(testDatabaseKinds())("each member's own score on %s", (kind) => {
  let role: Role;
  let sam: TestMember;
  let kim: TestMember;
  let first: SeededCandidate;
  let second: SeededCandidate;

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    [role] = (await listRoles(t)) as [Role];
    sam = await addTestMember(t.database, 'reviewer', 'Sam Reviewer');
    kim = await addTestMember(t.database, 'admin', 'Kim Admin');
    first = await seedCandidate(t, { role, name: 'First One', email: 'first@test.example' });
    second = await seedCandidate(t, { role, name: 'Second Two', email: 'second@test.example' });
  });

  const put = (auth: Auth, id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/candidates/${id}/scores/me`,
      headers: auth,
      payload,
    });
  const clear = (auth: Auth, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/candidates/${id}/scores/me`, headers: auth });
  const list = async (auth: Auth, search = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates?${search}`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateListBody>().data.items;
  };
  const item = async (auth: Auth, id: string) =>
    (await list(auth)).find((candidate) => candidate.id === id);
  const detailScores = async (auth: Auth, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${id}`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data.scores;
  };

  it('keeps one score per member: the list shows the average, how many and your own', async () => {
    const saved = await put(sam.auth, first.id, { score: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: CandidateScores }>().data).toMatchObject({
      average: 4,
      count: 1,
      mine: { name: 'Sam Reviewer', score: 4 },
    });
    expect((await put(kim.auth, first.id, { score: 5 })).statusCode).toBe(200);

    expect(await item(sam.auth, first.id)).toMatchObject({
      averageScore: 4.5,
      scoreCount: 2,
      myScore: 4,
    });
    expect(await item(kim.auth, first.id)).toMatchObject({ averageScore: 4.5, myScore: 5 });
    // The owner scored nothing: the team's average, but no score of their own.
    expect(await item(t.admin, first.id)).toMatchObject({ scoreCount: 2, myScore: null });
    expect(await item(t.admin, second.id)).toMatchObject({
      averageScore: null,
      scoreCount: 0,
      myScore: null,
    });

    const scores = await detailScores(sam.auth, first.id);
    expect(scores).toMatchObject({ average: 4.5, count: 2, mine: { score: 4 } });
    expect(scores.byMember.map((entry) => [entry.name, entry.score])).toEqual([
      ['Sam Reviewer', 4],
      ['Kim Admin', 5],
    ]);
    expect((await detailScores(t.admin, first.id)).mine).toBeNull();
  });

  it('filters "not yet scored by me" for whoever asks, and sorts by the average', async () => {
    const names = async (auth: Auth, search: string) =>
      (await list(auth, search)).map((candidate) => candidate.name);
    expect(await names(sam.auth, 'notScoredByMe=true')).toEqual(['Second Two']);
    expect(await names(t.admin, 'notScoredByMe=true')).toEqual(['Second Two', 'First One']);
    expect(await names(sam.auth, 'notScoredByMe=false')).toEqual(['Second Two', 'First One']);

    // Sam gives the second 5, Kim 1: an average of 3, below the first's 4.5.
    await put(sam.auth, second.id, { score: 5 });
    await put(kim.auth, second.id, { score: 1 });
    expect(await names(sam.auth, 'notScoredByMe=true')).toEqual([]);
    expect(await names(sam.auth, 'sort=score&order=desc')).toEqual(['First One', 'Second Two']);
    expect(await names(sam.auth, 'sort=score&order=asc')).toEqual(['Second Two', 'First One']);
  });

  it('changes and clears only your own score, each change in the history under your name', async () => {
    expect((await put(sam.auth, first.id, { score: 2 })).statusCode).toBe(200);
    // The same score again is no change.
    expect((await put(sam.auth, first.id, { score: 2 })).statusCode).toBe(200);
    const cleared = await clear(sam.auth, first.id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ data: CandidateScores }>().data).toMatchObject({
      average: 5,
      count: 1,
      mine: null,
    });
    // Clearing again changes nothing and records nothing.
    expect((await clear(sam.auth, first.id)).statusCode).toBe(200);
    expect(await item(kim.auth, first.id)).toMatchObject({ averageScore: 5, myScore: 5 });

    const history = await t.database.db
      .select({
        actor: reviewChanges.actor,
        memberId: reviewChanges.memberId,
        value: reviewChanges.value,
      })
      .from(reviewChanges)
      .where(eq(reviewChanges.candidateId, first.id))
      .orderBy(asc(reviewChanges.id));
    expect(history).toEqual([
      { actor: 'Sam Reviewer', memberId: sam.row.id, value: '4' },
      { actor: 'Kim Admin', memberId: kim.row.id, value: '5' },
      { actor: 'Sam Reviewer', memberId: sam.row.id, value: '2' },
      { actor: 'Sam Reviewer', memberId: sam.row.id, value: null },
    ]);
  });

  it('keeps per-question scores, at most one per question the candidate was asked', async () => {
    const questionScores = [3, null, ...role.questions.slice(2).map(() => 4)];
    const saved = await put(sam.auth, second.id, { score: 4, questionScores });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detailScores(sam.auth, second.id)).mine?.questionScores).toEqual(questionScores);

    const tooMany = await put(sam.auth, second.id, {
      score: 4,
      questionScores: [...questionScores, 5],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiFailure>().status).toBe(
      'Give at most one score from 1 to 5 (or none) per question.',
    );
    expect((await detailScores(sam.auth, second.id)).mine?.questionScores).toEqual(questionScores);
  });

  it('refuses a bad score with 400 and an unknown candidate with 404, saving nothing', async () => {
    for (const payload of [{ score: 0 }, { score: 6 }, { score: 2.5 }, { score: '4' }, {}]) {
      const response = await put(kim.auth, second.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiFailure>()).toMatchObject({ result: false });
    }
    expect((await item(kim.auth, second.id))?.myScore).toBe(1);
    const missing = '00000000-0000-4000-8000-00000000dead';
    expect((await put(kim.auth, missing, { score: 3 })).statusCode).toBe(404);
    expect((await clear(kim.auth, missing)).statusCode).toBe(404);
  });

  it('shows the average and how many scored in the CSV export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv?sort=score',
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    const header = (lines[0] ?? '').split(',');
    const cells = (email: string) => (lines.find((line) => line.includes(email)) ?? '').split(',');
    const average = header.indexOf('Average score');
    expect(header[average + 1]).toBe('Scores');
    // First: Kim's 5 alone; second: Sam's 4 and Kim's 1.
    expect(cells('first@test.example').slice(average, average + 2)).toEqual(['5', '1']);
    expect(cells('second@test.example').slice(average, average + 2)).toEqual(['2.5', '2']);
  });
});

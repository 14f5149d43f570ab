import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DECISION_TEXTS } from '../../../shared/decision-texts';
import type { CandidateActivity, DecisionHistory } from '../../../shared/decisions.schema';
import type { Role } from '../../../shared/roles.schema';
import { reviewChanges, reviewComments, reviews, reviewScores } from '../../db/schema';
import type { ApiFailure, CandidateDetailBody, ReviewBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';
import { listRoles, seedCandidate } from './review-test-seed';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('versioned decisions and their history on %s', (kind) => {
  let role: Role;
  let sam: TestMember;
  let kim: TestMember;
  let candidateId: string;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
    sam = await addTestMember(t.database, 'reviewer', 'Sam Reviewer');
    kim = await addTestMember(t.database, 'admin', 'Kim Admin');
    candidateId = (await seedCandidate(t, { role, name: 'Decided', email: 'd@test.example' })).id;
  });

  const patch = (who: TestMember, payload: object, id = candidateId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${id}/review`,
      headers: who.auth,
      payload,
    });
  const get = (who: TestMember, suffix: string, id = candidateId) =>
    t.app.inject({ method: 'GET', url: `/api/admin/candidates/${id}${suffix}`, headers: who.auth });
  const savedReview = async () =>
    (await t.database.db.select().from(reviews).where(eq(reviews.candidateId, candidateId)))[0];
  const changes = () =>
    t.database.db
      .select({
        actor: reviewChanges.actor,
        field: reviewChanges.field,
        value: reviewChanges.value,
      })
      .from(reviewChanges)
      .where(eq(reviewChanges.candidateId, candidateId))
      .orderBy(reviewChanges.id);

  it('saves status and notes on the version shown, bumps it, and names who saved', async () => {
    expect((await get(sam, '')).json<CandidateDetailBody>().data.review).toMatchObject({
      status: 'new',
      notes: '',
      version: 0,
    });
    const first = await patch(sam, { notes: 'Strong answers', baseVersion: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ReviewBody>()).toMatchObject({
      result: true,
      data: { notes: 'Strong answers', status: 'new', version: 1, updatedBy: 'Sam Reviewer' },
    });
    expect(first.json<ReviewBody>().data.updatedAt).not.toBeNull();

    const second = await patch(kim, { status: 'shortlisted', baseVersion: 1 });
    expect(second.json<ReviewBody>().data).toMatchObject({
      notes: 'Strong answers',
      status: 'shortlisted',
      version: 2,
      updatedBy: 'Kim Admin',
    });
    // The same status again changes nothing: no new version, nothing in the history.
    const same = await patch(sam, { status: 'shortlisted', baseVersion: 2 });
    expect(same.json<ReviewBody>().data.version).toBe(2);

    expect((await get(sam, '')).json<CandidateDetailBody>().data.review).toMatchObject({
      status: 'shortlisted',
      notes: 'Strong answers',
      version: 2,
      updatedBy: 'Kim Admin',
    });
    expect(await changes()).toEqual([
      { actor: 'Sam Reviewer', field: 'notes', value: 'Strong answers' },
      { actor: 'Kim Admin', field: 'status', value: 'shortlisted' },
    ]);
  });

  it('refuses a change based on an older version with 409, and nothing of the first is lost', async () => {
    await patch(sam, { notes: 'Start', baseVersion: 0 });
    // Sam and Kim both opened the candidate at version 1.
    const samSaves = await patch(sam, { notes: 'Sam: good on SQL', baseVersion: 1 });
    expect(samSaves.statusCode, samSaves.body).toBe(200);
    const before = await savedReview();
    const historyBefore = await changes();

    const kimSaves = await patch(kim, {
      notes: 'Kim: weak on SQL',
      status: 'rejected',
      baseVersion: 1,
    });
    expect(kimSaves.statusCode).toBe(409);
    expect(kimSaves.json<ApiFailure>()).toEqual({
      result: false,
      status: DECISION_TEXTS.stale,
      code: 'decision-stale',
    });
    expect(await savedReview()).toEqual(before);
    expect(before).toMatchObject({ notes: 'Sam: good on SQL', status: 'new', version: 2 });
    expect(await changes()).toEqual(historyBefore);

    // Kim sees Sam's notes (version 2) and re-applies her change on top of them.
    const shown = (await get(kim, '')).json<CandidateDetailBody>().data.review;
    expect(shown).toMatchObject({ notes: 'Sam: good on SQL', version: 2 });
    const rebased = await patch(kim, {
      notes: `${shown.notes}\nKim: weak on SQL`,
      baseVersion: shown.version,
    });
    expect(rebased.json<ReviewBody>().data).toMatchObject({
      notes: 'Sam: good on SQL\nKim: weak on SQL',
      version: 3,
    });
  });

  it('lets exactly one of two changes sent at once on the same version through', async () => {
    for (const baseVersion of [0, 1]) {
      const answers = await Promise.all([
        patch(sam, { notes: `Sam ${baseVersion}`, baseVersion }),
        patch(kim, { notes: `Kim ${baseVersion}`, baseVersion }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200);
      const saved = await savedReview();
      expect(saved?.notes).toBe(winner?.json<ReviewBody>().data.notes);
      expect(saved?.version).toBe(baseVersion + 1);
    }
    expect(await changes()).toHaveLength(2);
  });

  it('refuses bad input with 400 and an unknown candidate with 404, changing nothing', async () => {
    await patch(sam, { notes: 'Before', baseVersion: 0 });
    const before = await savedReview();
    const cases: [object, string][] = [
      [{ notes: 'No version' }, DECISION_TEXTS.baseVersion],
      [{ notes: 'x', baseVersion: -1 }, DECISION_TEXTS.baseVersion],
      [{ notes: 'x', baseVersion: '1' }, DECISION_TEXTS.baseVersion],
      [{ baseVersion: 1 }, 'Send notes or a status to save.'],
      [{ notes: 'x'.repeat(10_001), baseVersion: 1 }, 'The notes are at most 10,000 characters.'],
      [{ status: 'hired', baseVersion: 1 }, expect.any(String) as string],
      // A score alone is no change of the decision: scores have their own route.
      [{ score: 4, baseVersion: 1 }, expect.any(String) as string],
    ];
    for (const [payload, status] of cases) {
      const response = await patch(sam, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
      expect(response.json<ApiFailure>()).toEqual({
        result: false,
        status,
        code: expect.any(String) as string,
      });
    }
    expect(await savedReview()).toEqual(before);
    expect((await patch(sam, { notes: 'x', baseVersion: 0 }, MISSING_ID)).statusCode).toBe(404);
    expect((await get(sam, '/activity', MISSING_ID)).statusCode).toBe(404);
    expect((await get(sam, '/history', MISSING_ID)).statusCode).toBe(404);
  });

  it('changes the activity stamp when the decision, a comment or a score changes', async () => {
    const viewer = await addTestMember(t.database, 'viewer', 'Vic Viewer');
    const stamp = async () => {
      const response = await get(viewer, '/activity');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CandidateActivity }>().data;
    };
    const empty = await stamp();
    expect(empty).toEqual({
      reviewVersion: 0,
      commentCount: 0,
      lastCommentId: null,
      lastCommentAt: null,
      scoreCount: 0,
      lastScoreAt: null,
    });

    await patch(sam, { status: 'on_hold', baseVersion: 0 });
    const decided = await stamp();
    expect(decided).toEqual({ ...empty, reviewVersion: 1 });

    const [comment] = await t.database.db
      .insert(reviewComments)
      .values({ candidateId, memberId: sam.row.id, body: 'Look at answer 2' })
      .returning();
    const commented = await stamp();
    expect(commented).toMatchObject({
      reviewVersion: 1,
      commentCount: 1,
      lastCommentId: comment?.id,
    });
    expect(commented.lastCommentAt).not.toBeNull();

    const editedAt = new Date(Date.now() + 60_000);
    await t.database.db.update(reviewComments).set({ editedAt, body: 'Answer 3' });
    expect((await stamp()).lastCommentAt).toBe(editedAt.toISOString());

    await t.database.db
      .insert(reviewScores)
      .values({ candidateId, memberId: kim.row.id, score: 4 });
    const scored = await stamp();
    expect(scored).toMatchObject({ scoreCount: 1, commentCount: 1, reviewVersion: 1 });
    expect(scored.lastScoreAt).not.toBeNull();
  });

  it('lists every change of the decision, newest first: who, what, when', async () => {
    await patch(sam, { notes: 'First look', baseVersion: 0 });
    await patch(kim, { status: 'shortlisted', notes: 'Agreed', baseVersion: 1 });
    const viewer = await addTestMember(t.database, 'viewer', 'Vic Viewer');
    const response = await get(viewer, '/history');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ data: DecisionHistory }>().data;
    expect(
      items.map(({ actor, memberId, field, value }) => ({ actor, memberId, field, value })),
    ).toEqual([
      { actor: 'Kim Admin', memberId: kim.row.id, field: 'status', value: 'shortlisted' },
      { actor: 'Kim Admin', memberId: kim.row.id, field: 'notes', value: 'Agreed' },
      { actor: 'Sam Reviewer', memberId: sam.row.id, field: 'notes', value: 'First look' },
    ]);
    expect(Date.parse(items[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(items[2]?.at ?? ''));
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import { answers, reviewChanges, reviews } from '../../db/schema';
import type {
  ApiFailure,
  CandidateDetailBody,
  CandidateListBody,
  ReviewBody,
} from '../../test/api-bodies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { listRoles, seedCandidate, TEST_DEVICE } from './review-test-seed';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('one candidate and the decision on %s', (kind) => {
  let t: TestApp;
  let role: Role;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    role = (await listRoles(t))[0] as Role;
  });

  const detail = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/candidates/${id}`, headers: t.admin });
  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${id}/review`,
      headers: t.admin,
      payload: payload as object,
    });

  it('shows the questions as asked, answers made inert, timings, device, events and feedback', async () => {
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms).toISOString();
    const candidate = await seedCandidate(t, {
      role,
      name: 'Detail Candidate',
      email: 'detail@test.example',
      answers: ['<p>Kept</p>', undefined, '<p>Third</p>'],
      events: [
        { kind: 'paste', detail: '412 characters', occurredAt: at(1_000) },
        { kind: 'tab_hidden', occurredAt: at(2_000) },
        { kind: 'tab_returned', occurredAt: at(7_500) },
        { kind: 'blocked_key', detail: 'Ctrl+U', occurredAt: at(8_000) },
        { kind: 'tab_hidden', occurredAt: at(9_000) },
      ],
      feedback: { rating: 5, text: 'Clear questions' },
    });
    // As stored before today's sanitiser, and worded as the role read when they were asked.
    await t.database.db
      .update(answers)
      .set({
        html: '<p>Kept</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
        question: 'The question as it was worded then',
      })
      .where(and(eq(answers.candidateId, candidate.id), eq(answers.questionIndex, 0)));

    const response = await detail(candidate.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<CandidateDetailBody>().data;
    expect(response.body).not.toContain(candidate.unique);
    expect(data).toMatchObject({
      id: candidate.id,
      name: 'Detail Candidate',
      email: 'detail@test.example',
      social: 'https://profile.test.example',
      experience: '2-3',
      inviteCode: candidate.inviteCode,
      role: { id: role.id, title: role.role, company: role.company.name },
      device: TEST_DEVICE,
      feedback: { rating: 5, text: 'Clear questions' },
      review: { status: 'new', score: null, notes: '', updatedAt: null, updatedBy: null },
      video: { state: 'none', url: null, posterUrl: null },
    });
    expect(data.answers).toHaveLength(role.questions.length);
    const [first] = data.answers;
    expect(first?.question).toBe('The question as it was worded then');
    expect(first?.html).toContain('<p>Kept</p>');
    expect(first?.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(first?.savedAt).not.toBeNull();
    expect(data.answers[1]).toEqual({
      questionIndex: 1,
      question: role.questions[1],
      html: null,
      savedAt: null,
    });
    expect(data.answers[2]).toMatchObject({ question: role.questions[2], html: '<p>Third</p>' });

    expect(data.events).toEqual([
      { kind: 'paste', occurredAt: at(1_000), detail: '412 characters', durationMs: null },
      { kind: 'tab_hidden', occurredAt: at(2_000), detail: null, durationMs: 5_500 },
      { kind: 'blocked_key', occurredAt: at(8_000), detail: 'Ctrl+U', durationMs: null },
      { kind: 'tab_hidden', occurredAt: at(9_000), detail: null, durationMs: null },
    ]);

    expect(data.timing.allowedMs).toBe(20 * 60 * 1000);
    expect(data.timing.completedAt).toBeNull();
    expect(data.timing.overTime).toBe(false);
    const lastSave = Math.max(...data.answers.map((a) => Date.parse(a.savedAt ?? '0')));
    expect(data.timing.usedMs).toBe(lastSave - Date.parse(data.timing.startedAt));
    expect(data.timing.usedMs).toBeGreaterThanOrEqual(0);
  });

  it('marks a candidate who ran past the 20 minutes over time', async () => {
    const candidate = await seedCandidate(t, {
      role,
      name: 'Late Candidate',
      email: 'late@test.example',
      answers: ['<p>Late</p>'],
      overTime: true,
    });
    const { timing } = (await detail(candidate.id)).json<CandidateDetailBody>().data;
    expect(timing.overTime).toBe(true);
    expect(timing.usedMs).toBeGreaterThan(timing.allowedMs as number);
  });

  it('answers 404 for an unknown candidate and 400 for an id that is no id', async () => {
    const missing = await detail(MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiFailure>()).toEqual({
      result: false,
      status: 'There is no such candidate. They may have been deleted.',
    });
    expect((await detail('not-a-uuid')).statusCode).toBe(400);
  });

  it('saves score, notes and status, shows them in the list, and records each change once', async () => {
    const candidate = await seedCandidate(t, { role, name: 'Decided', email: 'd@test.example' });
    const first = await patch(candidate.id, { score: 4 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ReviewBody>()).toMatchObject({
      result: true,
      status: 'Saved.',
      data: { score: 4, notes: '', status: 'new', updatedBy: 'Owner' },
    });
    expect(first.json<ReviewBody>().data.updatedAt).not.toBeNull();

    const second = await patch(candidate.id, { notes: 'Strong answers', status: 'shortlisted' });
    expect(second.json<ReviewBody>().data).toMatchObject({
      score: 4,
      notes: 'Strong answers',
      status: 'shortlisted',
    });
    // The same status again changes nothing in the history; clearing the score does.
    await patch(candidate.id, { status: 'shortlisted' });
    const cleared = await patch(candidate.id, { score: null });
    expect(cleared.json<ReviewBody>().data.score).toBeNull();

    const history = await t.database.db
      .select({
        actor: reviewChanges.actor,
        field: reviewChanges.field,
        value: reviewChanges.value,
      })
      .from(reviewChanges)
      .where(eq(reviewChanges.candidateId, candidate.id))
      .orderBy(reviewChanges.id);
    expect(history).toEqual([
      { actor: 'Owner', field: 'score', value: '4' },
      { actor: 'Owner', field: 'notes', value: 'Strong answers' },
      { actor: 'Owner', field: 'status', value: 'shortlisted' },
      { actor: 'Owner', field: 'score', value: null },
    ]);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates?status=shortlisted',
      headers: t.admin,
    });
    expect(listed.json<CandidateListBody>().data.items).toMatchObject([
      { id: candidate.id, status: 'shortlisted' },
    ]);
    expect((await detail(candidate.id)).json<CandidateDetailBody>().data.review).toMatchObject({
      status: 'shortlisted',
      notes: 'Strong answers',
      score: null,
      updatedBy: 'Owner',
    });
  });

  it('refuses bad input with 400 and changes nothing; an unknown candidate is 404', async () => {
    const candidate = await seedCandidate(t, { role, name: 'Guarded', email: 'g@test.example' });
    await patch(candidate.id, { score: 3, notes: 'Before' });
    const before = await t.database.db.select().from(reviews);
    const changesBefore = await t.database.db.select().from(reviewChanges);

    const cases: [unknown, string][] = [
      [{ score: 7 }, 'The score must be a whole number from 1 to 5.'],
      [{ score: 2.5 }, 'The score must be a whole number from 1 to 5.'],
      [{ score: '4' }, 'The score must be a whole number from 1 to 5.'],
      [{ score: 4, status: 'hired' }, expect.any(String) as string],
      [{ notes: 'x'.repeat(10_001) }, 'The notes are at most 10,000 characters.'],
      [{}, 'Send a score, notes or a status to save.'],
    ];
    for (const [payload, status] of cases) {
      const response = await patch(candidate.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json<ApiFailure>()).toEqual({ result: false, status });
    }
    expect(await t.database.db.select().from(reviews)).toEqual(before);
    expect(await t.database.db.select().from(reviewChanges)).toEqual(changesBefore);

    const missing = await patch(MISSING_ID, { score: 2 });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(reviews)).toEqual(before);
  });
});

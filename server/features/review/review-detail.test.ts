import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import { answers } from '../../db/schema';
import type { ApiFailure, CandidateDetailBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { listRoles, seedCandidate, TEST_DEVICE } from './review-test-seed';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('one candidate and the decision on %s', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  const detail = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/candidates/${id}`, headers: t.admin });

  it('shows the questions as asked, answers made inert, timings, device, events and feedback', async () => {
    // A minute ago: the server keeps no event later than its own now (`docs/integrity.md`).
    const start = Date.now() - 60_000;
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
      review: { status: 'new', notes: '', updatedAt: null, updatedBy: null },
      scores: { average: null, count: 0, mine: null, byMember: [] },
      video: { state: 'none', url: null, posterUrl: null },
    });
    // The single score of before the team is not read: each member's own is in `scores`.
    expect(data.review).not.toHaveProperty('score');
    expect(data.answers).toHaveLength(role.questions.length);
    const [first] = data.answers;
    expect(first?.question).toBe('The question as it was worded then');
    expect(first?.html).toContain('<p>Kept</p>');
    expect(first?.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(first?.savedAt).not.toBeNull();
    expect(data.answers[1]).toEqual({
      questionIndex: 1,
      question: role.questions[1],
      form: { answer: { type: 'written' }, required: true },
      html: null,
      choices: null,
      unmatched: false,
      skipped: false,
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
      code: 'candidate-missing',
    });
    expect((await detail('not-a-uuid')).statusCode).toBe(400);
  });
});

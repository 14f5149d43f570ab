import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RegistrationResponse } from '../../../shared/registration.schema';
import { TEXTS } from '../../../shared/texts';
import { answers, candidateSessions, candidates, integrityEvents } from '../../db/schema';
import type { AssessmentStateBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { markVideoComplete } from './assessment.repository';

/**
 * A candidate's secret ends on the server after 168 hours, the step moves only
 * forward through what the candidate did, and a submitted assessment is read-only and shows its
 * state, not its contents, to whoever registers again with its invite and email.
 */
type Headers = Record<string, string>;
const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('assessment lifecycle on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const state = async (headers: Headers) => {
    const response = await call('GET', '/api/assessment', headers);
    expect(response.statusCode).toBe(200);
    return response.json<AssessmentStateBody>().data;
  };
  const answer = (headers: Headers, index: number, html: string) =>
    call('PUT', `/api/assessment/answers/${index}`, headers, {
      answer: html,
      sequence: Date.now(),
    });
  const progress = (headers: Headers, step: string, questionIndex = 0) =>
    call('PUT', '/api/assessment/progress', headers, { step, questionIndex });
  const register = (inviteCode: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: {
        name: 'Someone',
        email,
        social: 'https://x.example',
        company: '',
        uuid: '',
        invitecode: inviteCode,
      },
    });
  const candidateRow = async (inviteCode: string) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.inviteCode, inviteCode)))[0];
  const expectRefused = (
    response: { statusCode: number; json: () => unknown },
    code: number,
    status: string,
  ) => {
    expect(response.statusCode).toBe(code);
    expect(response.json()).toEqual({ result: false, status, code: expect.any(String) as string });
  };

  it('ends a secret 168 hours after registration, on every candidate call', async () => {
    const me = await registerTestCandidate(t);
    expect((await call('GET', '/api/assessment', me.auth)).statusCode).toBe(200);
    const old = new Date(Date.now() - 168 * HOUR_MS - 1000);
    await t.database.db.update(candidateSessions).set({ createdAt: old });
    expectRefused(
      await call('GET', '/api/assessment', me.auth),
      401,
      TEXTS.assessment.sessionInvalid,
    );
    expectRefused(await answer(me.auth, 0, '<p>late</p>'), 401, TEXTS.assessment.sessionInvalid);
    const upload = await call('POST', '/api/recordings/uploads', {
      ...me.auth,
      'tus-resumable': '1.0.0',
      'upload-defer-length': '1',
    });
    expect(upload.statusCode).toBe(401);
    const feedback = await call(
      'POST',
      '/feedback',
      {},
      { unique: me.unique, rating: 5, feedback: '' },
    );
    expect(feedback.statusCode).toBe(401);
    expect(await t.database.db.select().from(answers)).toEqual([]);

    // Registering again with the same email resumes with a new secret; the expired one still
    // admits nobody, and stays only to tell reviewers which computer was used.
    const again = await register(me.inviteCode, 'candidate@test.example');
    expect(again.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${again.json<RegistrationResponse>().unique}` };
    expect((await call('GET', '/api/assessment', fresh)).statusCode).toBe(200);
    expect(await t.database.db.select().from(candidateSessions)).toHaveLength(2);
    expectRefused(
      await call('GET', '/api/assessment', me.auth),
      401,
      TEXTS.assessment.sessionInvalid,
    );
  });

  it('keeps at most 20 secrets per candidate: registering again drops the oldest', async () => {
    const me = await registerTestCandidate(t);
    for (let i = 0; i < 20; i += 1) {
      expect((await register(me.inviteCode, 'candidate@test.example')).statusCode).toBe(200);
    }
    expect(await t.database.db.select().from(candidateSessions)).toHaveLength(20);
    expect((await call('GET', '/api/assessment', me.auth)).statusCode).toBe(401);
  });

  it('moves the step only forward, and only through what the candidate did', async () => {
    const me = await registerTestCandidate(t);
    expectRefused(await progress(me.auth, 'complete'), 409, TEXTS.assessment.completeNeedsVideo);
    expect((await progress(me.auth, 'questions', 1)).statusCode).toBe(200);
    expectRefused(await progress(me.auth, 'overview'), 409, TEXTS.assessment.noStepBack);
    expectRefused(await progress(me.auth, 'questions', 3), 400, 'Question 3 does not exist.');
    // Refusals read as sentences, not as the schema library's developer wording.
    expectRefused(
      await progress(me.auth, 'sideways'),
      400,
      'The step must be one of: overview, questions, video, complete.',
    );
    expectRefused(
      await progress(me.auth, 'questions', 51),
      400,
      'The question index must be at most 50.',
    );

    await answer(me.auth, 0, '<p>one</p>');
    await answer(me.auth, 1, '<p>   </p>');
    expectRefused(await progress(me.auth, 'video', 2), 409, TEXTS.assessment.videoNeedsAnswers);
    expect((await state(me.auth)).progress).toMatchObject({ step: 'questions', questionIndex: 1 });

    await answer(me.auth, 1, '<p>two</p>');
    await answer(me.auth, 2, '<p>three</p>');
    expect((await progress(me.auth, 'video', 2)).statusCode).toBe(200);
    expectRefused(await progress(me.auth, 'questions', 2), 409, TEXTS.assessment.noStepBack);
    expect((await state(me.auth)).progress).toMatchObject({ step: 'video', answered: 3 });

    // Once reached, the video step stays: an answer emptied afterwards does not take it away.
    await answer(me.auth, 1, '<p>   </p>');
    expect((await progress(me.auth, 'video', 2)).statusCode).toBe(200);
    expect((await state(me.auth)).progress).toMatchObject({ step: 'video', answered: 2 });
  });

  it('counts no blank answer as answered, when blank answers are all there is', async () => {
    const me = await registerTestCandidate(t);
    // Every question of the role saved, each with nothing a reader would see.
    const blanks = ['<p>   </p>', '<p><br></p>', '<p>&nbsp;</p>'];
    for (const [index, html] of blanks.entries()) {
      expect((await answer(me.auth, index, html)).statusCode).toBe(200);
    }
    expect(await t.database.db.select().from(answers)).toHaveLength(3);

    expect((await state(me.auth)).progress).toMatchObject({ answered: 0 });
    expectRefused(await progress(me.auth, 'video', 2), 409, TEXTS.assessment.videoNeedsAnswers);
    expect((await state(me.auth)).progress).toMatchObject({ step: 'overview', answered: 0 });
  });

  it('never echoes control characters of a bad question id back', async () => {
    const me = await registerTestCandidate(t);
    const url = '/api/assessment/answers/0%00';
    const response = await call('PUT', url, me.auth, { answer: '<p>x</p>', sequence: 1 });
    expectRefused(response, 400, 'This question does not exist.');
  });

  it('keeps a submitted assessment read-only, and shows its state, not its contents', async () => {
    const me = await registerTestCandidate(t);
    await answer(me.auth, 0, '<p>my answer</p>');
    const row = await candidateRow(me.inviteCode);
    await markVideoComplete(t.database.db, row?.id as string, new Date());

    expectRefused(await answer(me.auth, 0, '<p>changed</p>'), 409, TEXTS.assessment.submitted);
    expectRefused(await progress(me.auth, 'questions'), 409, TEXTS.assessment.submitted);
    expectRefused(await progress(me.auth, 'complete'), 409, TEXTS.assessment.submitted);
    const event = await call('POST', '/api/assessment/events', me.auth, { kind: 'paste' });
    expectRefused(event, 409, TEXTS.assessment.submitted);
    const [stored] = await t.database.db.select().from(answers);
    expect(stored?.html).toBe('<p>my answer</p>');
    expect(await t.database.db.select().from(integrityEvents)).toEqual([]);

    // Whoever holds the invite and the email registers again: the completed state only.
    const again = await register(me.inviteCode, 'CANDIDATE@test.example');
    expect(again.statusCode).toBe(200);
    expect(again.json<RegistrationResponse>().status).toBe(TEXTS.signup.alreadyComplete);
    const seen = await state({
      authorization: `Bearer ${again.json<RegistrationResponse>().unique}`,
    });
    expect(seen.progress).toMatchObject({ step: 'complete', videoCompleted: true, answered: 1 });
    expect(seen.answers).toEqual([]);
    expect(seen.candidate).toEqual({ name: '', email: '', social: '', company: '' });
    expect(JSON.stringify(seen)).not.toContain('my answer');
    expect((await candidateRow(me.inviteCode))?.name).toBe('Test Candidate');
    // Feedback is still welcome once the assessment is complete.
    const feedback = await call(
      'POST',
      '/feedback',
      {},
      { unique: again.json<RegistrationResponse>().unique, rating: 4, feedback: 'ok' },
    );
    expect(feedback.statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_CODES, FEEDBACK_TEXTS } from '../../../shared/feedback-texts';
import { TEXTS } from '../../../shared/texts';
import { candidates, feedback } from '../../db/schema';
import type { ApiFailure, AssessmentStateBody, CandidateDetailBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

describe.each(testDatabaseKinds())('the candidate feedback on %s', (kind) => {
  const t = useTestApp(kind);

  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/feedback', payload });

  /** What the complete page reads when it loads (again): the candidate's state. */
  async function sentAtSeenByCandidate(unique: string): Promise<string | null> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/assessment',
      headers: { authorization: `Bearer ${unique}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssessmentStateBody>().data.progress.feedbackSentAt;
  }

  /** What reviewers read on the candidate's page. */
  async function seenByReviewers(email: string) {
    const [row] = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.email, email));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${row?.id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data.feedback;
  }

  const storedRows = () =>
    t.database.db
      .select({ rating: feedback.rating, text: feedback.text, sentAt: feedback.createdAt })
      .from(feedback);

  it('keeps stars and words, and says so to the candidate and to reviewers', async () => {
    const me = await registerTestCandidate(t, 'rated@test.example');
    expect(await sentAtSeenByCandidate(me.unique)).toBeNull();
    const before = Date.now();
    const sent = await send({ unique: me.unique, feedback: '  Smooth \n', rating: 4 });
    expect(sent.json()).toEqual({ result: true, status: FEEDBACK_TEXTS.received });
    const [stored, ...more] = await storedRows();
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ rating: 4, text: 'Smooth' });

    // A reload reads the state again: the server says the feedback is sent.
    const sentAt = await sentAtSeenByCandidate(me.unique);
    expect(Date.parse(sentAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(sentAt).toBe(stored?.sentAt.toISOString());
    expect(await seenByReviewers('rated@test.example')).toEqual({
      rating: 4,
      text: 'Smooth',
      sentAt,
    });
  });

  it('keeps a form sent empty, apart from one never sent', async () => {
    const empty = await registerTestCandidate(t, 'empty@test.example');
    await registerTestCandidate(t, 'silent@test.example');
    // The form sends 0 stars as null; a client sending 0 means the same: no rating.
    expect((await send({ unique: empty.unique, feedback: '   ', rating: 0 })).statusCode).toBe(200);
    const sentAt = await sentAtSeenByCandidate(empty.unique);
    expect(sentAt).not.toBeNull();
    expect(await seenByReviewers('empty@test.example')).toEqual({ rating: null, text: '', sentAt });
    expect(await seenByReviewers('silent@test.example')).toBeNull();
  });

  it('takes a form with neither field, and a null rating, as sent empty', async () => {
    const bare = await registerTestCandidate(t, 'bare@test.example');
    const nulled = await registerTestCandidate(t, 'nulled@test.example');
    expect((await send({ unique: bare.unique })).statusCode).toBe(200);
    expect((await send({ unique: nulled.unique, rating: null, feedback: '' })).statusCode).toBe(
      200,
    );
    for (const email of ['bare@test.example', 'nulled@test.example']) {
      expect(await seenByReviewers(email)).toMatchObject({ rating: null, text: '' });
    }
  });

  it('keeps the first feedback: a second send is refused with 409 and changes nothing', async () => {
    const me = await registerTestCandidate(t, 'twice@test.example');
    expect((await send({ unique: me.unique, feedback: '', rating: null })).statusCode).toBe(200);
    const first = await storedRows();

    const again = await send({ unique: me.unique, feedback: 'Changed my mind', rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiFailure>()).toEqual({
      result: false,
      status: FEEDBACK_TEXTS.alreadySent,
      code: FEEDBACK_CODES.alreadySent,
    });
    expect(await storedRows()).toEqual(first);
    expect(await seenByReviewers('twice@test.example')).toMatchObject({ rating: null, text: '' });
  });

  it('keeps exactly one of two sends that race', async () => {
    const me = await registerTestCandidate(t, 'race@test.example');
    const answers = await Promise.all([
      send({ unique: me.unique, feedback: 'First tab', rating: 5 }),
      send({ unique: me.unique, feedback: 'Second tab', rating: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    const kept = answers[0]?.statusCode === 200 ? 'First tab' : 'Second tab';
    expect(rows[0]?.text).toBe(kept);
  });

  it('refuses bad input in the usual shape, and stores nothing', async () => {
    const me = await registerTestCandidate(t, 'bad@test.example');
    const refusals: [object, number, string][] = [
      [{ unique: me.unique, rating: 9 }, 400, 'The rating must be a number from 1 to 5.'],
      [{ unique: me.unique, rating: 2.5 }, 400, 'The rating must be a number from 1 to 5.'],
      [{ unique: me.unique, rating: '4' }, 400, 'The rating must be a number from 1 to 5.'],
      [
        { unique: me.unique, feedback: 'x'.repeat(5001) },
        400,
        'The feedback is at most 5,000 characters.',
      ],
      [{ unique: '', rating: 3 }, 400, 'Your session is no longer valid.'],
      [['not', 'an', 'object'], 400, 'The request body must be a JSON object.'],
      [{ unique: 'not-a-real-secret-value', rating: 3 }, 401, TEXTS.assessment.sessionInvalid],
    ];
    for (const [payload, status, text] of refusals) {
      const answer = await send(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(answer.json<ApiFailure>()).toMatchObject({ result: false, status: text });
    }
    expect(await storedRows()).toEqual([]);
    expect(await sentAtSeenByCandidate(me.unique)).toBeNull();
    expect(await seenByReviewers('bad@test.example')).toBeNull();
  });
});

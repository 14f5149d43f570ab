import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  AssessmentStateSchema,
  CompleteAssessmentResponseSchema,
  type AssessmentState,
} from '../../../shared/assessment.schema';
import { TEXTS } from '../../../shared/texts';
import { candidates } from '../../db/schema';
import type { ApiFailure, InvitePublicViewBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { candidateForRole, insertTestRole, inviteToRole } from '../../test/test-roles';

type Headers = Record<string, string>;
const MINUTE_MS = 60_000;

const NO_VIDEO = { video: { enabled: false } };

describe.each(testDatabaseKinds())('the candidate side follows the role settings (%s)', (kind) => {
  const t = useTestApp(kind);

  async function stateOf(headers: Headers): Promise<AssessmentState> {
    const response = await t.app.inject({ method: 'GET', url: '/api/assessment', headers });
    expect(response.statusCode, response.body).toBe(200);
    return AssessmentStateSchema.parse(response.json()).data;
  }

  const answer = (headers: Headers, questionId: number, html = '<p>An answer</p>') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${questionId}`,
      headers,
      payload: { answer: html, sequence: Date.now() },
    });

  const complete = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/assessment/complete', headers });

  /** Moves the candidate's start `minutes` into the past. */
  const startedMinutesAgo = (candidateId: string, minutes: number) =>
    t.database.db
      .update(candidates)
      .set({ startedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(candidates.id, candidateId));

  const overTimeOf = async (candidateId: string) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.id, candidateId)))[0]
      ?.overTime;

  describe('the deadline', () => {
    it('is the start plus the role version’s limit, with its questions, guidance and settings', async () => {
      await insertTestRole(t, {
        id: 'ten',
        questions: [
          { text: 'One?', guidance: '' },
          { text: 'Two?', guidance: 'Think of a real project.' },
          { text: 'Three?', guidance: '' },
          { text: 'Four?', guidance: '' },
        ],
        settings: { answerMinutes: 10, video: { maxSeconds: 60, takes: 2 }, thinkingSeconds: 30 },
      });
      const me = await candidateForRole(t, 'ten');
      const state = await stateOf(me.auth);
      expect(state.role.questions).toEqual(['One?', 'Two?', 'Three?', 'Four?']);
      expect(state.role.guidance).toEqual(['', 'Think of a real project.', '', '']);
      expect(state.role.settings).toEqual({
        answerMinutes: 10,
        video: { enabled: true, maxSeconds: 60, takes: 2 },
        thinkingSeconds: 30,
        requireComputer: false,
        // A role made before languages, or without one: its candidates read English.
        language: 'en',
      });
      expect(state.role.maxMinutes).toBe('10mins');
      expect(state.timing.allowedMinutes).toBe(10);
      const startedAt = Date.parse(state.timing.startedAt);
      expect(Date.parse(state.timing.deadlineAt ?? '') - startedAt).toBe(10 * MINUTE_MS);
      expect(state.progress.takesLeft).toBe(2);
    });

    it.each([
      [{ percent: 25 }, 13],
      [{ percent: 50 }, 15],
      [{ minutes: 7 }, 17],
    ])('adds the invite’s extra time %j: %i minutes', async (extraTime, minutes) => {
      await insertTestRole(t, { id: 'ext', settings: { answerMinutes: 10 } });
      const me = await candidateForRole(t, 'ext', { extraTime });
      const { timing } = await stateOf(me.auth);
      expect(timing.allowedMinutes).toBe(minutes);
      const allowed = Date.parse(timing.deadlineAt ?? '') - Date.parse(timing.startedAt);
      expect(allowed).toBe(minutes * MINUTE_MS);
    });

    it('marks over time only past the extra time', async () => {
      await insertTestRole(t, { id: 'ext', settings: { answerMinutes: 10 } });
      const me = await candidateForRole(t, 'ext', { extraTime: { minutes: 10 } });
      await startedMinutesAgo(me.id, 15);
      expect((await answer(me.auth, 0)).statusCode).toBe(200);
      expect(await overTimeOf(me.id)).toBe(false);
      await startedMinutesAgo(me.id, 21);
      expect((await answer(me.auth, 0)).statusCode).toBe(200);
      expect(await overTimeOf(me.id)).toBe(true);
      expect((await stateOf(me.auth)).timing.overTime).toBe(true);
    });

    it('marks over time from the first millisecond past the deadline, not at it', async () => {
      await insertTestRole(t, { id: 'ten', settings: { answerMinutes: 10 } });
      const me = await candidateForRole(t, 'ten');
      const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, me.id));
      const deadline = (row?.startedAt.getTime() ?? 0) + 10 * MINUTE_MS;
      // The server's clock, not the database's, decides: it is set to each moment in turn.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => void vi.useRealTimers());
      const saveAt = async (time: number) => {
        vi.setSystemTime(time);
        const saved = await t.app.inject({
          method: 'PUT',
          url: '/api/assessment/answers/0',
          headers: me.auth,
          payload: { answer: '<p>Last words</p>', sequence: time },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      };
      await saveAt(deadline);
      expect(await overTimeOf(me.id)).toBe(false);
      await saveAt(deadline + 1);
      expect(await overTimeOf(me.id)).toBe(true);
    });

    it('says over time in the reply to a completion past the deadline', async () => {
      await insertTestRole(t, { id: 'lat', settings: { answerMinutes: 10, ...NO_VIDEO } });
      const me = await candidateForRole(t, 'lat');
      expect((await answer(me.auth, 0)).statusCode).toBe(200);
      expect((await answer(me.auth, 1)).statusCode).toBe(200);
      // Every answer in time; the completion itself comes a minute late.
      await startedMinutesAgo(me.id, 11);
      expect(await overTimeOf(me.id)).toBe(false);
      const done = await complete(me.auth);
      expect(done.statusCode, done.body).toBe(200);
      expect(CompleteAssessmentResponseSchema.parse(done.json()).progress.overTime).toBe(true);
      expect(await overTimeOf(me.id)).toBe(true);
    });

    it('is null without a time limit, and nobody is ever over time', async () => {
      await insertTestRole(t, { id: 'nol', settings: { answerMinutes: null } });
      const me = await candidateForRole(t, 'nol', { extraTime: { percent: 50 } });
      await startedMinutesAgo(me.id, 3 * 24 * 60);
      expect((await answer(me.auth, 0)).statusCode).toBe(200);
      const { timing, role } = await stateOf(me.auth);
      expect(timing).toMatchObject({ allowedMinutes: null, deadlineAt: null, overTime: false });
      expect(role.maxMinutes).toBe('no limit');
      expect(await overTimeOf(me.id)).toBe(false);
    });
  });

  describe('the landing (GET /api/invites/:code)', () => {
    const landing = async (code: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<InvitePublicViewBody>().data;
    };

    it('shows the candidate’s own minutes, the number of questions and whether there is a video', async () => {
      await insertTestRole(t, {
        id: 'ten',
        questions: [1, 2, 3, 4].map((n) => ({ text: `Q${n}?`, guidance: '' })),
        settings: { answerMinutes: 10 },
      });
      await insertTestRole(t, { id: 'nov', settings: { answerMinutes: null, ...NO_VIDEO } });
      expect(await landing(await inviteToRole(t, 'ten'))).toMatchObject({
        allowedMinutes: 10,
        questionCount: 4,
        video: true,
      });
      expect(await landing(await inviteToRole(t, 'ten', { percent: 50 }))).toMatchObject({
        allowedMinutes: 15,
      });
      expect(await landing(await inviteToRole(t, 'nov', { minutes: 30 }))).toMatchObject({
        allowedMinutes: null,
        questionCount: 2,
        video: false,
      });
    });

    it("shows the landing page's default facts for a catalogue role", async () => {
      const roles = await t.app.inject({
        method: 'GET',
        url: '/api/admin/roles',
        headers: t.admin,
      });
      const [first] = roles.json<{ id: string }[]>();
      const view = await landing(await inviteToRole(t, first?.id ?? ''));
      expect(view).toMatchObject({
        maxMinutes: '20mins',
        allowedMinutes: 20,
        questionCount: 3,
        video: true,
      });
    });
  });

  describe('a role without video', () => {
    it('is complete after the last answer: no video step, and nothing changes after', async () => {
      await insertTestRole(t, { id: 'nov', settings: NO_VIDEO });
      const me = await candidateForRole(t, 'nov');
      expect((await stateOf(me.auth)).progress.takesLeft).toBe(0);

      // Its questions are gone through as any role's; only the video step is not there.
      const onward = await t.app.inject({
        method: 'PUT',
        url: '/api/assessment/progress',
        headers: me.auth,
        payload: { step: 'questions', questionIndex: 1 },
      });
      expect(onward.statusCode, onward.body).toBe(200);
      expect((await stateOf(me.auth)).progress).toMatchObject({
        step: 'questions',
        questionIndex: 1,
      });

      const toVideo = await t.app.inject({
        method: 'PUT',
        url: '/api/assessment/progress',
        headers: me.auth,
        payload: { step: 'video', questionIndex: 1 },
      });
      expect(toVideo.statusCode).toBe(409);
      expect(toVideo.json<ApiFailure>().status).toBe(TEXTS.assessment.noVideoStep);

      expect((await answer(me.auth, 0)).statusCode).toBe(200);
      const early = await complete(me.auth);
      expect(early.statusCode).toBe(409);
      expect(early.json<ApiFailure>()).toEqual({
        result: false,
        status: TEXTS.assessment.completeNeedsAnswers,
        code: 'complete-needs-answers',
      });
      expect((await stateOf(me.auth)).progress.completedAt).toBeNull();

      expect((await answer(me.auth, 1)).statusCode).toBe(200);
      const done = await complete(me.auth);
      expect(done.statusCode, done.body).toBe(200);
      const { progress } = CompleteAssessmentResponseSchema.parse(done.json());
      expect(progress).toMatchObject({ step: 'complete', videoCompleted: false, overTime: false });

      const state = await stateOf(me.auth);
      expect(state.progress).toMatchObject({
        step: 'complete',
        videoCompleted: false,
        completedAt: progress.completedAt,
        answered: 2,
      });
      // Submitted: its contents are the hiring team's, and no answer changes any more.
      expect(state.answers).toEqual([]);
      const late = await answer(me.auth, 0, '<p>changed</p>');
      expect(late.statusCode).toBe(409);
      expect(late.json<ApiFailure>().status).toBe(TEXTS.assessment.submitted);

      // A retry whose answer was lost: the same completion, not a new time.
      const again = await complete(me.auth);
      expect(again.statusCode).toBe(200);
      expect(CompleteAssessmentResponseSchema.parse(again.json()).progress.completedAt).toBe(
        progress.completedAt,
      );

      // Registering again with the same email shows the completed state.
      const registration = await t.app.inject({
        method: 'POST',
        url: '/now-assessment',
        payload: {
          name: 'Role Candidate',
          email: 'role-candidate@test.example',
          social: 'https://profile.test.example',
          company: '',
          uuid: '',
          invitecode: me.inviteCode,
        },
      });
      expect(registration.json<{ status: string }>().status).toBe(TEXTS.signup.alreadyComplete);
    });

    it('is refused for a role with video: the video completes it', async () => {
      await insertTestRole(t, { id: 'vid' });
      const me = await candidateForRole(t, 'vid');
      await answer(me.auth, 0);
      await answer(me.auth, 1);
      const refused = await complete(me.auth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiFailure>()).toEqual({
        result: false,
        status: TEXTS.assessment.completeNeedsVideo,
        code: 'complete-needs-video',
      });
      expect((await stateOf(me.auth)).progress.completedAt).toBeNull();
    });

    it('answers 401 without the candidate’s secret', async () => {
      const refused = await complete({ authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json<ApiFailure>().status).toBe(TEXTS.assessment.sessionInvalid);
    });
  });
});

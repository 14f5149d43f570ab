import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AssessmentStateSchema,
  SaveAnswerResponseSchema,
  SkipQuestionResponseSchema,
  type AssessmentState,
} from '../../../shared/assessment.schema';
import { errorText } from '../../../shared/error-codes';
import type { RoleInputBody } from '../../../shared/roles.schema';
import { answerFiles, answers, candidates, recordings } from '../../db/schema';
import type { ApiFailure } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { EVERY_ANSWER_TYPE } from '../../test/test-answer-types';
import { candidateForRole, insertTestRole } from '../../test/test-roles';

type Headers = Record<string, string>;

/** Optional questions beside required ones: written optional (1), choice optional (2), multiple. */
const SOME_OPTIONAL: RoleInputBody['questions'] = [
  { text: 'Required, written.', guidance: '' },
  { text: 'Optional, written.', guidance: '', required: false },
  {
    text: 'Optional, which tools?',
    guidance: '',
    required: false,
    answer: {
      type: 'choice',
      multiple: true,
      options: ['Git', 'Docker', 'Excel', 'SQL'],
      preferred: [0, 3],
    },
  },
  {
    text: 'Optional file.',
    guidance: '',
    required: false,
    answer: { type: 'file', maxMegabytes: 2 },
  },
  {
    text: 'Optional video.',
    guidance: '',
    required: false,
    answer: { type: 'video', maxSeconds: 60, takes: null },
  },
];

const NO_VIDEO = { video: { enabled: false } };

describe.each(testDatabaseKinds())('answer types on the candidate API (%s)', (kind) => {
  const t = useTestApp(kind);

  const put = (headers: Headers, questionId: number, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${questionId}`,
      headers,
      payload: body,
    });
  const skip = (headers: Headers, questionId: number, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({ method, url: `/api/assessment/answers/${questionId}/skip`, headers });
  const complete = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/assessment/complete', headers });

  async function stateOf(headers: Headers): Promise<AssessmentState> {
    const response = await t.app.inject({ method: 'GET', url: '/api/assessment', headers });
    expect(response.statusCode, response.body).toBe(200);
    return AssessmentStateSchema.parse(response.json()).data;
  }

  const rowsOf = (candidateId: string) =>
    t.database.db
      .select()
      .from(answers)
      .where(eq(answers.candidateId, candidateId))
      .orderBy(answers.questionIndex);

  function expectRefusal(
    response: { statusCode: number; json: () => unknown },
    status: number,
    code: string,
    text?: string,
  ) {
    expect(response.statusCode).toBe(status);
    const body = response.json() as ApiFailure & { code: string };
    expect(body.result).toBe(false);
    expect(body.code).toBe(code);
    if (text !== undefined) expect(body.status).toBe(text);
  }

  async function everyKind(id = 'knd', settings: object = NO_VIDEO) {
    await insertTestRole(t, { id, questions: EVERY_ANSWER_TYPE, settings });
    return candidateForRole(t, id);
  }

  async function someOptional(id = 'opt', settings: object = NO_VIDEO) {
    await insertTestRole(t, { id, questions: SOME_OPTIONAL, settings });
    return candidateForRole(t, id);
  }

  /** A recording of the question as H1's routes leave it. */
  const insertRecording = (
    candidateId: string,
    questionIndex: number,
    {
      submitted,
      status = 'processed',
    }: { submitted: boolean; status?: 'processed' | 'discarded' | 'uploaded' },
  ) =>
    t.database.db.insert(recordings).values({
      candidateId,
      uploadId: `q${questionIndex}-${status}-${submitted}`,
      status,
      questionIndex,
      media: 'video',
      submittedAt: submitted ? new Date() : null,
    });

  const insertFile = (candidateId: string, questionIndex: number) =>
    t.database.db.insert(answerFiles).values({
      candidateId,
      questionIndex,
      storageKey: `answer-files/${candidateId}/${questionIndex}`,
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1234,
    });

  describe('choice answers', () => {
    it('stores the chosen option, its text for the export, and flags one outside the preferred', async () => {
      const me = await everyKind();
      const response = await put(me.auth, 1, { choices: [1], sequence: 10 });
      expect(response.statusCode, response.body).toBe(200);
      const saved = SaveAnswerResponseSchema.parse(response.json());
      expect(saved.applied).toBe(true);
      expect(saved.answer).toMatchObject({
        questionId: 1,
        answer: '',
        choices: [1],
        skipped: false,
      });
      expect(await rowsOf(me.id)).toMatchObject([
        { questionIndex: 1, choices: [1], unmatched: true, plainText: 'Nights', hasText: true },
      ]);

      await put(me.auth, 1, { choices: [0], sequence: 11 });
      expect(await rowsOf(me.id)).toMatchObject([
        { choices: [0], unmatched: false, plainText: 'Mornings' },
      ]);
      const state = await stateOf(me.auth);
      expect(state.answers).toMatchObject([{ questionId: 1, choices: [0], skipped: false }]);
      // The candidate never sees which options the team prefers.
      expect(state.role.forms[1]).toEqual({
        answer: { type: 'choice', multiple: false, options: ['Mornings', 'Nights', 'Weekends'] },
        required: true,
      });
    });

    it('keeps several options in the order of the options, joined with "; "; none preferred flags nothing', async () => {
      await insertTestRole(t, {
        id: 'mul',
        settings: NO_VIDEO,
        questions: [
          {
            text: 'Tools?',
            guidance: '',
            answer: {
              type: 'choice',
              multiple: true,
              options: ['Git', 'Docker', 'SQL'],
              preferred: [],
            },
          },
        ],
      });
      const me = await candidateForRole(t, 'mul');
      const response = await put(me.auth, 0, { choices: [2, 0], sequence: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(await rowsOf(me.id)).toMatchObject([
        { choices: [0, 2], plainText: 'Git; SQL', unmatched: null },
      ]);
    });

    it('flags a multiple choice with any option outside the preferred ones', async () => {
      const me = await someOptional();
      await put(me.auth, 2, { choices: [0, 3], sequence: 1 });
      expect((await rowsOf(me.id))[0]).toMatchObject({ unmatched: false, plainText: 'Git; SQL' });
      await put(me.auth, 2, { choices: [0, 1], sequence: 2 });
      expect((await rowsOf(me.id))[0]).toMatchObject({ unmatched: true, plainText: 'Git; Docker' });
    });

    it('keeps the newer choice when an older save arrives late', async () => {
      const me = await everyKind();
      await put(me.auth, 1, { choices: [2], sequence: 200 });
      const late = await put(me.auth, 1, { choices: [0], sequence: 100 });
      expect(late.statusCode).toBe(200);
      const body = SaveAnswerResponseSchema.parse(late.json());
      expect(body.applied).toBe(false);
      expect(body.answer.choices).toEqual([2]);
      expect(await rowsOf(me.id)).toMatchObject([{ choices: [2], plainText: 'Weekends' }]);
    });

    it('clears the answer when no option is chosen: the question is no longer done', async () => {
      const me = await everyKind();
      await put(me.auth, 1, { choices: [0], sequence: 1 });
      expect((await stateOf(me.auth)).progress.answered).toBe(1);
      const cleared = await put(me.auth, 1, { choices: [], sequence: 2 });
      expect(cleared.statusCode).toBe(200);
      expect(await rowsOf(me.id)).toMatchObject([
        { choices: [], plainText: '', hasText: false, unmatched: null },
      ]);
      expect((await stateOf(me.auth)).progress.answered).toBe(0);
    });

    it.each([
      ['an option that is not there', { choices: [3] }, 'choice-unknown'],
      ['an option twice', { choices: [0, 0] }, 'choice-repeated'],
      ['two options to a single choice', { choices: [0, 1] }, 'choice-single'],
    ])('refuses %s with 400 and keeps the answer given before', async (_name, body, code) => {
      const me = await everyKind();
      await put(me.auth, 1, { choices: [2], sequence: 1 });
      const before = await rowsOf(me.id);
      expectRefusal(await put(me.auth, 1, { ...body, sequence: 2 }), 400, code);
      expect(await rowsOf(me.id)).toEqual(before);
    });

    it('refuses a body with both text and options with 400', async () => {
      const me = await everyKind();
      expectRefusal(
        await put(me.auth, 1, { answer: '<p>x</p>', choices: [0], sequence: 1 }),
        400,
        'invalid-input',
      );
      expect(await rowsOf(me.id)).toEqual([]);
    });
  });

  describe('an answer of the wrong kind', () => {
    it.each([
      [
        1,
        { answer: '<p>Mornings</p>' },
        'Question 2 is answered by choosing among its options, not in writing.',
      ],
      [2, { answer: '<p>Hello</p>' }, 'Question 3 is answered on video, not in writing.'],
      [3, { answer: '<p>cv</p>' }, 'Question 4 is answered with a file, not in writing.'],
      [4, { answer: '<p>hi</p>' }, 'Question 5 is answered by voice recording, not in writing.'],
      [
        0,
        { choices: [0] },
        'Question 1 is answered in writing, not by choosing among its options.',
      ],
      [2, { choices: [0] }, 'Question 3 is answered on video, not by choosing among its options.'],
    ])('to question %i is refused with 409 and stores nothing', async (questionId, body, text) => {
      const me = await everyKind();
      expectRefusal(
        await put(me.auth, questionId, { ...body, sequence: 1 }),
        409,
        'answer-type-mismatch',
        text,
      );
      expect(await rowsOf(me.id)).toEqual([]);
    });

    it('keeps taking written answers to written questions of roles from before answer types', async () => {
      const me = await everyKind();
      const response = await put(me.auth, 0, { answer: '<p>Built a bridge.</p>', sequence: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(await rowsOf(me.id)).toMatchObject([
        { questionIndex: 0, choices: null, unmatched: null, plainText: 'Built a bridge.' },
      ]);
    });
  });

  describe('skipping an optional question', () => {
    it('skips it, counts it done, and refuses answers to it until the skip is undone', async () => {
      const me = await someOptional();
      const skipped = await skip(me.auth, 1);
      expect(skipped.statusCode, skipped.body).toBe(200);
      expect(SkipQuestionResponseSchema.parse(skipped.json()).answer).toMatchObject({
        questionId: 1,
        skipped: true,
        answer: '',
      });
      const state = await stateOf(me.auth);
      expect(state.answers).toMatchObject([{ questionId: 1, skipped: true }]);
      expect(state.progress.answered).toBe(1);

      const before = await rowsOf(me.id);
      expectRefusal(
        await put(me.auth, 1, { answer: '<p>Now I answer</p>', sequence: Date.now() }),
        409,
        'question-skipped',
        'You skipped question 2. Press Answer it to answer it.',
      );
      expect(await rowsOf(me.id)).toEqual(before);

      // Skipping again answers the same.
      expect((await skip(me.auth, 1)).statusCode).toBe(200);

      const undone = await skip(me.auth, 1, 'DELETE');
      expect(undone.statusCode, undone.body).toBe(200);
      expect(SkipQuestionResponseSchema.parse(undone.json()).answer.skipped).toBe(false);
      expect((await stateOf(me.auth)).progress.answered).toBe(0);
      const answered = await put(me.auth, 1, {
        answer: '<p>Now I answer</p>',
        sequence: Date.now(),
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(await rowsOf(me.id)).toMatchObject([
        { questionIndex: 1, skipped: false, plainText: 'Now I answer' },
      ]);
    });

    it('refuses a choice to a skipped choice question', async () => {
      const me = await someOptional();
      await skip(me.auth, 2);
      expectRefusal(await put(me.auth, 2, { choices: [1], sequence: 5 }), 409, 'question-skipped');
      expect(await rowsOf(me.id)).toMatchObject([
        { questionIndex: 2, skipped: true, choices: null },
      ]);
    });

    it('undoing a skip never made answers a blank answer and stores nothing', async () => {
      const me = await someOptional();
      const undone = await skip(me.auth, 1, 'DELETE');
      expect(undone.statusCode, undone.body).toBe(200);
      expect(SkipQuestionResponseSchema.parse(undone.json()).answer).toMatchObject({
        questionId: 1,
        skipped: false,
        answer: '',
      });
      expect(await rowsOf(me.id)).toEqual([]);
    });

    it('refuses to skip a required question with 409', async () => {
      const me = await someOptional();
      expectRefusal(
        await skip(me.auth, 0),
        409,
        'question-required',
        'Question 1 needs an answer, so it cannot be skipped.',
      );
      expect(await rowsOf(me.id)).toEqual([]);
    });

    it('refuses to skip a question that does not exist with 400', async () => {
      const me = await someOptional();
      expectRefusal(await skip(me.auth, 9), 400, 'question-missing');
      expectRefusal(await skip(me.auth, 9, 'DELETE'), 400, 'question-missing');
    });

    it.each([
      ['text', 1],
      ['an option chosen', 2],
      ['a file', 3],
      ['a submitted recording', 4],
    ])(
      'refuses to skip a question that has %s with 409, and keeps it',
      async (_what, questionId) => {
        const me = await someOptional();
        if (questionId === 1) await put(me.auth, 1, { answer: '<p>Given</p>', sequence: 1 });
        if (questionId === 2) await put(me.auth, 2, { choices: [1], sequence: 1 });
        if (questionId === 3) await insertFile(me.id, 3);
        if (questionId === 4) await insertRecording(me.id, 4, { submitted: true });
        const before = await rowsOf(me.id);
        expectRefusal(
          await skip(me.auth, questionId),
          409,
          'question-answered',
          errorText('question-answered', questionId),
        );
        expect(await rowsOf(me.id)).toEqual(before);
      },
    );

    it('skips a question whose text is blank or whose recording was never submitted', async () => {
      const me = await someOptional();
      await put(me.auth, 1, { answer: '<p> </p>', sequence: 1 });
      await insertRecording(me.id, 4, { submitted: false, status: 'uploaded' });
      const blank = await skip(me.auth, 1);
      expect(blank.statusCode, blank.body).toBe(200);
      const unsubmitted = await skip(me.auth, 4);
      expect(unsubmitted.statusCode, unsubmitted.body).toBe(200);
    });

    it('refuses skips once the assessment is submitted', async () => {
      const me = await someOptional();
      await put(me.auth, 0, { answer: '<p>Done</p>', sequence: 1 });
      expect((await complete(me.auth)).statusCode).toBe(200);
      expectRefusal(await skip(me.auth, 1), 409, 'assessment-submitted');
      expectRefusal(await skip(me.auth, 1, 'DELETE'), 409, 'assessment-submitted');
    });
  });

  describe('done-ness: what completion and the video step wait for', () => {
    it('completes once every required question is done, whatever the optional ones', async () => {
      const me = await someOptional();
      expectRefusal(await complete(me.auth), 409, 'complete-needs-answers');
      await put(me.auth, 0, { answer: '<p>Required one</p>', sequence: 1 });
      const done = await complete(me.auth);
      expect(done.statusCode, done.body).toBe(200);
    });

    it('counts each kind done by its own answer: text, option, file, submitted recording', async () => {
      const me = await everyKind();
      const answered = async () => (await stateOf(me.auth)).progress.answered;
      await put(me.auth, 0, { answer: '<p>Text</p>', sequence: 1 });
      expect(await answered()).toBe(1);
      await put(me.auth, 1, { choices: [2], sequence: 1 });
      expect(await answered()).toBe(2);
      // A recording not submitted, or discarded, is not an answer.
      await insertRecording(me.id, 2, { submitted: false, status: 'uploaded' });
      await insertRecording(me.id, 4, { submitted: true, status: 'discarded' });
      expect(await answered()).toBe(2);
      expectRefusal(await complete(me.auth), 409, 'complete-needs-answers');
      await insertFile(me.id, 3);
      expect(await answered()).toBe(3);
      await t.database.db
        .update(recordings)
        .set({ submittedAt: new Date() })
        .where(eq(recordings.uploadId, 'q2-uploaded-false'));
      expect(await answered()).toBe(4);
      expectRefusal(await complete(me.auth), 409, 'complete-needs-answers');
      await insertRecording(me.id, 4, { submitted: true });
      expect(await answered()).toBe(5);
      expect((await complete(me.auth)).statusCode).toBe(200);
    });

    it('holds the video step until every required question is done, not the optional ones', async () => {
      const me = await someOptional('vid', {});
      const toVideo = () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/assessment/progress',
          headers: me.auth,
          payload: { step: 'video', questionIndex: 0 },
        });
      expectRefusal(await toVideo(), 409, 'video-needs-answers');
      await put(me.auth, 0, { answer: '<p>Required one</p>', sequence: 1 });
      const moved = await toVideo();
      expect(moved.statusCode, moved.body).toBe(200);
      const [row] = await t.database.db
        .select({ step: candidates.step })
        .from(candidates)
        .where(eq(candidates.id, me.id));
      expect(row?.step).toBe('video');
    });
  });
});

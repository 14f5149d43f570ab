import { WRITTEN_REQUIRED } from '../../../shared/question-forms.schema';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_SEQUENCE_AHEAD_MESSAGE,
  ANSWER_SEQUENCE_MAX_AHEAD_MS,
  AssessmentStateSchema,
  INTEGRITY_EVENTS_MAX_PER_CANDIDATE,
  SaveAnswerResponseSchema,
  type AssessmentState,
  type SaveAnswerResponse,
} from '../../../shared/assessment.schema';
import { DEFAULT_ROLE_SETTINGS } from '../../../shared/roles.schema';
import { TEXTS } from '../../../shared/texts';
import { answers, candidates, integrityEvents } from '../../db/schema';
import type { ApiFailure } from '../../test/api-bodies';
import { TEST_PASSKEY, type TestApp, useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

type Headers = Record<string, string>;
type Candidate = Awaited<ReturnType<typeof registerTestCandidate>> & { id: string };

const TWENTY_MINUTES_MS = 20 * 60 * 1000;
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A registered candidate with their row id, through the real API. */
async function createCandidate(t: TestApp, email?: string): Promise<Candidate> {
  const seeded = await registerTestCandidate(t, email);
  const [row] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.inviteCode, seeded.inviteCode));
  return { ...seeded, id: (row as { id: string }).id };
}

const getState = (t: TestApp, headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/assessment', headers });

async function stateOf(t: TestApp, headers: Headers): Promise<AssessmentState> {
  const response = await getState(t, headers);
  expect(response.statusCode).toBe(200);
  return AssessmentStateSchema.parse(response.json()).data;
}

const saveAnswer = (t: TestApp, headers: Headers, questionId: number | string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/assessment/answers/${questionId}`,
    headers,
    payload: body as object,
  });

const saveProgress = (t: TestApp, headers: Headers, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/assessment/progress',
    headers,
    payload: body as object,
  });

const postEvent = (t: TestApp, headers: Headers, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/assessment/events', headers, payload: body as object });

const storedAnswers = (t: TestApp, candidateId: string) =>
  t.database.db.select().from(answers).where(eq(answers.candidateId, candidateId));

async function storedCounts(t: TestApp) {
  const [answerRows] = await t.database.db.select({ n: count() }).from(answers);
  const [eventRows] = await t.database.db.select({ n: count() }).from(integrityEvents);
  return { answers: answerRows?.n, events: eventRows?.n };
}

const NOTHING_WRITTEN = { answers: 0, events: 0 };

describe.each(testDatabaseKinds())('candidate assessment API on %s', (kind) => {
  let me: Candidate;

  const t = useTestApp(kind);
  beforeEach(async () => {
    me = await createCandidate(t);
  });

  describe('authorisation', () => {
    const calls: [string, (headers: Headers) => ReturnType<typeof getState>][] = [
      ['GET /api/assessment', (headers) => getState(t, headers)],
      [
        'PUT /api/assessment/answers/0',
        (headers) => saveAnswer(t, headers, 0, { answer: '<p>x</p>', sequence: 1 }),
      ],
      [
        'PUT /api/assessment/progress',
        (headers) => saveProgress(t, headers, { step: 'questions', questionIndex: 2 }),
      ],
      ['POST /api/assessment/events', (headers) => postEvent(t, headers, { kind: 'paste' })],
    ];

    it.each(calls)(
      'refuses %s without a valid candidate bearer with 401 and writes nothing',
      async (_name, call) => {
        const refused: Headers[] = [
          {},
          { authorization: 'Bearer ' },
          { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
          { authorization: me.unique },
          { authorization: `Basic ${me.unique}` },
          { authorization: `Bearer ${sha256Hex(me.unique)}` },
          { authorization: `Bearer ${TEST_PASSKEY}` },
          t.admin,
        ];
        for (const headers of refused) {
          const response = await call(headers);
          expect(response.statusCode, JSON.stringify(headers)).toBe(401);
          expect(response.json()).toEqual({
            result: false,
            status: TEXTS.assessment.sessionInvalid,
            code: 'session-invalid',
          });
        }
        expect(await storedCounts(t)).toEqual(NOTHING_WRITTEN);
        const progress = (await stateOf(t, me.auth)).progress;
        expect(progress).toMatchObject({ step: 'overview', questionIndex: 0 });
      },
    );

    it('answers 401, not 400, to a request with neither a secret nor a valid body', async () => {
      // Who is asking is settled before what was sent: nothing of the input is judged for a stranger.
      for (const response of [
        await saveAnswer(t, {}, 'x', { answer: 7 }),
        await saveProgress(t, {}, { step: 'nonsense' }),
        await postEvent(t, {}, { kind: 'nonsense' }),
        await t.app.inject({ method: 'POST', url: '/api/assessment/video', payload: {} }),
      ]) {
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json()).toEqual({
          result: false,
          status: TEXTS.assessment.sessionInvalid,
          code: 'session-invalid',
        });
      }
    });
  });

  describe('state', () => {
    it('shows the candidate, the role with its questions, fresh progress and a 20-minute deadline', async () => {
      const before = Date.now();
      const data = await stateOf(t, me.auth);
      const after = Date.now();
      expect(data.candidate).toEqual({
        name: 'Test Candidate',
        email: 'candidate@test.example',
        social: 'https://profile.test.example',
        company: '',
      });
      expect(data.inviteCode).toBe(me.inviteCode);
      expect(data.role).toEqual({
        id: me.role.id,
        title: me.role.role,
        company: {
          name: me.role.company.name,
          url: me.role.company.url,
          logo: me.role.company.logo,
        },
        maxMinutes: '20mins',
        questions: me.role.questions,
        guidance: ['', '', ''],
        forms: [WRITTEN_REQUIRED, WRITTEN_REQUIRED, WRITTEN_REQUIRED],
        settings: DEFAULT_ROLE_SETTINGS,
      });
      expect(data.role.questions).toHaveLength(3);
      expect(data.answers).toEqual([]);
      expect(data.progress).toEqual({
        step: 'overview',
        questionIndex: 0,
        answered: 0,
        videoCompleted: false,
        completedAt: null,
        takesLeft: null,
        pendingRecording: null,
        // Written questions only: no video or audio answer to track.
        media: [],
        feedbackSentAt: null,
      });

      const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, me.id));
      const startedAt = Date.parse(data.timing.startedAt);
      expect(startedAt).toBe(row?.startedAt.getTime());
      expect(data.timing.allowedMinutes).toBe(20);
      expect(Date.parse(data.timing.deadlineAt ?? '') - startedAt).toBe(TWENTY_MINUTES_MS);
      expect(Date.parse(data.timing.serverNow)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(data.timing.serverNow)).toBeLessThanOrEqual(after + 1000);
      expect(data.timing.overTime).toBe(false);
    });
  });

  describe('answers', () => {
    const saved = async (questionId: number, answer: string, sequence: number) => {
      const response = await saveAnswer(t, me.auth, questionId, { answer, sequence });
      expect(response.statusCode).toBe(200);
      return SaveAnswerResponseSchema.parse(response.json());
    };

    it('saves an answer with its question text and shows it on the next GET', async () => {
      const body = await saved(1, '<p>My answer</p>', 1);
      expect(body.applied).toBe(true);
      expect(body.answer).toMatchObject({
        questionId: 1,
        question: me.role.questions[1],
        answer: '<p>My answer</p>',
        sequence: 1,
      });
      expect(Number.isNaN(Date.parse(body.answer.updatedAt))).toBe(false);
      expect((await stateOf(t, me.auth)).answers).toEqual([body.answer]);
      expect(await storedAnswers(t, me.id)).toMatchObject([
        { questionIndex: 1, question: me.role.questions[1], html: '<p>My answer</p>', sequence: 1 },
      ]);
    });

    it('applies a newer version with a higher sequence', async () => {
      await saved(0, '<p>first</p>', 1);
      const body = await saved(0, '<p>second</p>', 5);
      expect(body.applied).toBe(true);
      expect(body.answer).toMatchObject({ answer: '<p>second</p>', sequence: 5 });
      expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>second</p>', sequence: 5 }]);
    });

    it('keeps the newer answer when a late retry with a lower sequence arrives', async () => {
      await saved(0, '<p>new</p>', 2);
      const late = await saved(0, '<p>old</p>', 1);
      expect(late.applied).toBe(false);
      expect(late.answer).toMatchObject({ answer: '<p>new</p>', sequence: 2 });
      expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>new</p>', sequence: 2 }]);
      expect((await stateOf(t, me.auth)).answers).toMatchObject([
        { questionId: 0, answer: '<p>new</p>', sequence: 2 },
      ]);
    });

    describe('sequences bounded by the server clock', () => {
      const AHEAD = ANSWER_SEQUENCE_MAX_AHEAD_MS;

      it('refuses a sequence far ahead of the server clock, so it cannot freeze the answer', async () => {
        await saved(0, '<p>before</p>', Date.now());
        const frozen = await saveAnswer(t, me.auth, 0, {
          answer: '<p>frozen</p>',
          sequence: Number.MAX_SAFE_INTEGER,
        });
        expect(frozen.statusCode).toBe(400);
        expect(frozen.json()).toEqual({
          result: false,
          status: ANSWER_SEQUENCE_AHEAD_MESSAGE,
          code: 'answer-sequence-ahead',
        });
        expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>before</p>' }]);
        // The browser's next ordinary save still applies.
        const later = await saved(0, '<p>later</p>', Date.now() + 1);
        expect(later.applied).toBe(true);
        expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>later</p>' }]);
      });

      it('accepts a sequence a little ahead (clock drift) and refuses one past the allowance', async () => {
        const near = await saved(1, '<p>near</p>', Date.now() + AHEAD - 60_000);
        expect(near.applied).toBe(true);
        const far = await saveAnswer(t, me.auth, 2, {
          answer: '<p>far</p>',
          sequence: Date.now() + AHEAD + 60_000,
        });
        expect(far.statusCode).toBe(400);
        expect(far.json()).toEqual({
          result: false,
          status: ANSWER_SEQUENCE_AHEAD_MESSAGE,
          code: 'answer-sequence-ahead',
        });
        expect(await storedAnswers(t, me.id)).toMatchObject([{ questionIndex: 1 }]);
      });

      it('accepts a sequence exactly at the allowance and refuses one a millisecond past it', async () => {
        // The server's clock held still, so the allowance ends at a known millisecond.
        const serverNow = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: serverNow });
        try {
          const atLimit = await saved(0, '<p>at the limit</p>', serverNow + AHEAD);
          expect(atLimit.applied).toBe(true);
          const past = await saveAnswer(t, me.auth, 1, {
            answer: '<p>past it</p>',
            sequence: serverNow + AHEAD + 1,
          });
          expect(past.statusCode).toBe(400);
          expect(past.json<ApiFailure>().code).toBe('answer-sequence-ahead');
        } finally {
          vi.useRealTimers();
        }
        expect(await storedAnswers(t, me.id)).toMatchObject([
          { questionIndex: 0, html: '<p>at the limit</p>' },
        ]);
      });

      it('still lets a newer edit win over a late retry with clock-based sequences', async () => {
        const older = Date.now();
        await saved(0, '<p>newer</p>', older + 500);
        const late = await saved(0, '<p>older</p>', older);
        expect(late.applied).toBe(false);
        expect(late.answer).toMatchObject({ answer: '<p>newer</p>', sequence: older + 500 });
        expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>newer</p>' }]);
      });

      it('unfreezes an answer stored with an out-of-bounds sequence before the fix', async () => {
        await saved(0, '<p>ok</p>', 1);
        await t.database.db
          .update(answers)
          .set({ html: '<p>frozen</p>', sequence: Number.MAX_SAFE_INTEGER })
          .where(eq(answers.candidateId, me.id));
        const next = await saved(0, '<p>unfrozen</p>', Date.now());
        expect(next.applied).toBe(true);
        expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>unfrozen</p>' }]);
      });
    });

    it('ignores a different answer that comes with an equal sequence', async () => {
      await saved(0, '<p>kept</p>', 3);
      const same = await saved(0, '<p>ignored</p>', 3);
      expect(same.applied).toBe(false);
      expect(same.answer).toMatchObject({ answer: '<p>kept</p>', sequence: 3 });
      expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>kept</p>', sequence: 3 }]);
    });

    it('treats the same request sent twice as harmless', async () => {
      const first = await saved(2, '<p>twice</p>', 7);
      const second = await saved(2, '<p>twice</p>', 7);
      expect(first.applied).toBe(true);
      expect(second.answer).toMatchObject({ questionId: 2, answer: '<p>twice</p>', sequence: 7 });
      expect(await storedAnswers(t, me.id)).toMatchObject([
        { questionIndex: 2, html: '<p>twice</p>', sequence: 7 },
      ]);
      expect((await stateOf(t, me.auth)).answers).toHaveLength(1);
    });

    it('accepts an answer of exactly 100,000 characters', async () => {
      const answer = `<p>${'a'.repeat(100_000 - 7)}</p>`;
      expect((await saved(0, answer, 1)).answer.answer).toBe(answer);
    });

    it.each(['3', '-1', 'abc'])(
      'refuses question id %s with 400 naming the question and writes nothing',
      async (questionId) => {
        const response = await saveAnswer(t, me.auth, questionId, {
          answer: '<p>x</p>',
          sequence: 1,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiFailure>().result).toBe(false);
        expect(response.json<ApiFailure>().status).toMatch(/question/i);
        expect(await storedCounts(t)).toEqual(NOTHING_WRITTEN);
      },
    );

    it.each([
      [
        'an answer over 100,000 characters',
        { answer: 'a'.repeat(100_001), sequence: 1 },
        'The answer is too long: at most 100,000 characters.',
      ],
      ['a missing sequence', { answer: '<p>x</p>' }, 'The answer needs a sequence number.'],
      [
        'a fractional sequence',
        { answer: '<p>x</p>', sequence: 1.5 },
        'The sequence number must be a whole number.',
      ],
      ['a missing answer', { sequence: 1 }, 'The answer must be text.'],
      ['a body that is an array', ['<p>x</p>'], 'The request body must be a JSON object.'],
    ])('refuses %s with 400 and writes nothing', async (_label, body, status) => {
      const response = await saveAnswer(t, me.auth, 0, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: false,
        status,
        code: expect.any(String) as string,
      });
      expect(await storedCounts(t)).toEqual(NOTHING_WRITTEN);
    });
  });

  describe('sanitising', () => {
    it.each([
      {
        label: 'an image with an onerror handler',
        html: '<p>hi<img src=x onerror="alert(1)"></p>',
        keeps: ['hi'],
        drops: ['<img', 'onerror'],
      },
      {
        label: 'a javascript: link',
        html: '<a href="javascript:alert(1)">x</a>',
        keeps: ['x'],
        drops: ['javascript:'],
      },
      {
        label: 'a script before a paragraph',
        html: '<script>alert(1)</script><p>ok</p>',
        keeps: ['<p>ok</p>'],
        drops: ['<script', 'alert(1)'],
      },
      {
        label: 'bold, italic, lists and a quote',
        html: '<p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote>',
        keeps: [
          '<strong>b</strong>',
          '<em>i</em>',
          '<ul><li>x</li></ul>',
          '<ol><li>y</li></ol>',
          '<blockquote><p>q</p></blockquote>',
        ],
        drops: [],
      },
      {
        label: 'an https link',
        html: '<a href="https://example.com">l</a>',
        keeps: [
          'href="https://example.com"',
          'target="_blank"',
          'rel="noopener noreferrer nofollow"',
        ],
        drops: [],
      },
      {
        label: 'a mailto: link',
        html: '<a href="mailto:ada@example.com">m</a>',
        keeps: ['href="mailto:ada@example.com"'],
        drops: [],
      },
      {
        label: 'an ftp: link',
        html: '<a href="ftp://files.example.com/cv.pdf">f</a>',
        keeps: ['href="ftp://files.example.com/cv.pdf"'],
        drops: [],
      },
      {
        label: 'a data: link',
        html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
        keeps: ['d'],
        drops: ['data:', 'href'],
      },
    ])('stores and returns $label harmlessly', async ({ html, keeps, drops }) => {
      const response = await saveAnswer(t, me.auth, 0, { answer: html, sequence: 1 });
      expect(response.statusCode).toBe(200);
      const returned = SaveAnswerResponseSchema.parse(response.json()).answer.answer;
      const [stored] = await storedAnswers(t, me.id);
      const [shown] = (await stateOf(t, me.auth)).answers;
      // Sanitised once on the way in: the save answers exactly what every later read shows.
      expect(returned).toBe(shown?.answer);
      for (const text of [returned, stored?.html, shown?.answer]) {
        for (const piece of keeps) expect(text).toContain(piece);
        for (const piece of drops) expect(text).not.toContain(piece);
      }
    });
  });

  it('returns an answer stored before the sanitiser (straight in the table) harmlessly', async () => {
    await saveAnswer(t, me.auth, 0, { answer: '<p>mine</p>', sequence: 1 });
    await t.database.db
      .update(answers)
      .set({ html: '<p>mine</p><img src=x onerror="alert(1)"><script>alert(2)</script>' })
      .where(eq(answers.candidateId, me.id));
    const [shown] = (await stateOf(t, me.auth)).answers;
    expect(shown?.answer).toContain('<p>mine</p>');
    expect(shown?.answer).not.toMatch(/<img|onerror|<script|alert/);
  });

  describe('progress', () => {
    it('saves the step and question index and shows them on the next GET', async () => {
      const response = await saveProgress(t, me.auth, { step: 'questions', questionIndex: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: true });
      expect((await stateOf(t, me.auth)).progress).toMatchObject({
        step: 'questions',
        questionIndex: 1,
      });
    });

    it('refuses an unknown step with 400 and keeps the progress', async () => {
      await saveProgress(t, me.auth, { step: 'questions', questionIndex: 1 });
      const response = await saveProgress(t, me.auth, { step: 'nonsense', questionIndex: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiFailure>().result).toBe(false);
      expect((await stateOf(t, me.auth)).progress).toMatchObject({
        step: 'questions',
        questionIndex: 1,
      });
    });
  });

  describe('integrity events', () => {
    const storedEvents = () => t.database.db.select().from(integrityEvents);

    it.each(['paste', 'tab_hidden', 'tab_returned', 'blocked_key', 'context_menu'])(
      'records a %s event for the candidate',
      async (eventKind) => {
        const response = await postEvent(t, me.auth, {
          kind: eventKind,
          detail: 'from the editor',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ result: true });
        expect(await storedEvents()).toMatchObject([
          { candidateId: me.id, kind: eventKind, detail: 'from the editor' },
        ]);
      },
    );

    it('records an event without a detail', async () => {
      expect((await postEvent(t, me.auth, { kind: 'tab_hidden' })).statusCode).toBe(200);
      expect(await storedEvents()).toMatchObject([{ candidateId: me.id, kind: 'tab_hidden' }]);
    });

    it('records events up to the cap per candidate, then refuses with 429 and stores no more', async () => {
      // Stored straight in the table: posting them one by one would take the test's whole time.
      const earlier = Array.from({ length: INTEGRITY_EVENTS_MAX_PER_CANDIDATE - 1 }, () => ({
        candidateId: me.id,
        kind: 'blocked_key' as const,
      }));
      await t.database.db.insert(integrityEvents).values(earlier);
      const last = await postEvent(t, me.auth, { kind: 'paste' });
      expect(last.statusCode, last.body).toBe(200);
      const over = await postEvent(t, me.auth, { kind: 'paste' });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        result: false,
        status: 'Too many events recorded.',
        code: 'too-many-events',
      });
      expect(await storedCounts(t)).toEqual({
        answers: 0,
        events: INTEGRITY_EVENTS_MAX_PER_CANDIDATE,
      });
      // The summary counts the paste that was stored, not the one refused.
      const [row] = await t.database.db
        .select({ pasteCount: candidates.pasteCount })
        .from(candidates)
        .where(eq(candidates.id, me.id));
      expect(row?.pasteCount).toBe(1);
    });

    it.each([
      ['an unknown kind', { kind: 'keylogger' }],
      ['a detail over 200 characters', { kind: 'paste', detail: 'x'.repeat(201) }],
      ['a missing kind', { detail: 'no kind' }],
      ['a body that is an array', ['paste']],
    ])('refuses an event with %s with 400 and writes nothing', async (_label, body) => {
      const response = await postEvent(t, me.auth, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiFailure>().result).toBe(false);
      expect(await storedCounts(t)).toEqual(NOTHING_WRITTEN);
    });
  });

  describe('isolation', () => {
    it("reads and writes only the candidate's own data, never another candidate's", async () => {
      const other = await createCandidate(t, 'other@test.example');
      expect(other.inviteCode).not.toBe(me.inviteCode);
      await saveAnswer(t, other.auth, 0, { answer: '<p>theirs</p>', sequence: 1 });

      const mine = await saveAnswer(t, me.auth, 0, { answer: '<p>mine</p>', sequence: 1 });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<SaveAnswerResponse>().applied).toBe(true);
      await saveProgress(t, me.auth, { step: 'questions', questionIndex: 2 });
      await postEvent(t, me.auth, { kind: 'paste' });

      expect(await storedAnswers(t, me.id)).toMatchObject([{ html: '<p>mine</p>' }]);
      expect(await storedAnswers(t, other.id)).toMatchObject([{ html: '<p>theirs</p>' }]);

      const myState = await stateOf(t, me.auth);
      expect(myState.candidate.email).toBe('candidate@test.example');
      expect(myState.inviteCode).toBe(me.inviteCode);
      expect(myState.answers.map((answer) => answer.answer)).toEqual(['<p>mine</p>']);

      const theirState = await stateOf(t, other.auth);
      expect(theirState.candidate.email).toBe('other@test.example');
      expect(theirState.answers.map((answer) => answer.answer)).toEqual(['<p>theirs</p>']);
      expect(theirState.progress).toMatchObject({ step: 'overview', questionIndex: 0 });

      const events = await t.database.db.select().from(integrityEvents);
      expect(events.map((event) => event.candidateId)).toEqual([me.id]);
    });
  });

  describe('over time', () => {
    const overTimeStored = async () =>
      (await t.database.db.select().from(candidates).where(eq(candidates.id, me.id)))[0]?.overTime;
    const startedMinutesAgo = (minutes: number) =>
      t.database.db
        .update(candidates)
        .set({ startedAt: new Date(Date.now() - minutes * 60 * 1000) })
        .where(eq(candidates.id, me.id));

    it('marks no save within the 20 minutes over time, and a step taken after them does', async () => {
      await startedMinutesAgo(19);
      expect(
        (await saveAnswer(t, me.auth, 0, { answer: '<p>a</p>', sequence: 1 })).statusCode,
      ).toBe(200);
      expect(
        (await saveProgress(t, me.auth, { step: 'questions', questionIndex: 1 })).statusCode,
      ).toBe(200);
      expect(await overTimeStored()).toBe(false);
      expect((await stateOf(t, me.auth)).timing.overTime).toBe(false);

      // Past the deadline, moving on to the next question is work done late too.
      await startedMinutesAgo(21);
      expect(
        (await saveProgress(t, me.auth, { step: 'questions', questionIndex: 2 })).statusCode,
      ).toBe(200);
      expect(await overTimeStored()).toBe(true);
      expect((await stateOf(t, me.auth)).timing.overTime).toBe(true);
    });

    it('still saves answers after the 20 minutes and marks the candidate over time', async () => {
      expect((await stateOf(t, me.auth)).timing.overTime).toBe(false);

      const startedAt = new Date(Date.now() - 25 * 60 * 1000);
      await t.database.db.update(candidates).set({ startedAt }).where(eq(candidates.id, me.id));
      const response = await saveAnswer(t, me.auth, 0, { answer: '<p>late</p>', sequence: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json<SaveAnswerResponse>().applied).toBe(true);

      const { timing, answers: shown } = await stateOf(t, me.auth);
      expect(timing.overTime).toBe(true);
      expect(Date.parse(timing.startedAt)).toBe(startedAt.getTime());
      expect(Date.parse(timing.deadlineAt ?? '')).toBe(startedAt.getTime() + TWENTY_MINUTES_MS);
      expect(shown.map((answer) => answer.answer)).toEqual(['<p>late</p>']);
    });
  });
});

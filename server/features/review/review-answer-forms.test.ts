import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { RoleInputBody } from '../../../shared/roles.schema';
import type { PublicShare } from '../../../shared/shares.schema';
import { answerFiles, recordings } from '../../db/schema';
import type { CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { EVERY_ANSWER_TYPE } from '../../test/test-answer-types';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { createTestShare } from '../shares/shares-test-support';

type Headers = Record<string, string>;

/**
 * One question of each type (server/test/test-answer-types.ts: written 0, single choice preferring
 * Mornings 1, video 2, file 3, audio 4), then an optional written one (5) and a multiple choice (6).
 */
const QUESTIONS: RoleInputBody['questions'] = [
  ...EVERY_ANSWER_TYPE,
  { text: 'Anything else?', guidance: '', required: false },
  {
    text: 'Which tools?',
    guidance: '',
    answer: { type: 'choice', multiple: true, options: ['Git', 'Docker', 'SQL'], preferred: [] },
  },
];

describe.each(testDatabaseKinds())('answer types for reviewers (%s)', (kind) => {
  const t = useTestApp(kind);

  const put = (headers: Headers, questionId: number, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${questionId}`,
      headers,
      payload: { sequence: Date.now(), ...body },
    });
  const skip = (headers: Headers, questionId: number) =>
    t.app.inject({ method: 'POST', url: `/api/assessment/answers/${questionId}/skip`, headers });

  async function listed(search: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates?${search}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<CandidateListBody>();
    return { emails: data.items.map((item) => item.email).sort(), total: data.total };
  }

  /** Two candidates of the role: Ada chose outside the preferred shift, Bo within it. */
  async function seed() {
    await insertTestRole(t, {
      id: 'frm',
      questions: QUESTIONS,
      settings: { video: { enabled: false } },
    });
    const ada = await candidateForRole(t, 'frm', { email: 'ada@test.example' });
    const bo = await candidateForRole(t, 'frm', { email: 'bo@test.example' });
    await t.database.db.insert(recordings).values([
      {
        candidateId: ada.id,
        uploadId: 'ada-q2',
        status: 'processed',
        questionIndex: 2,
        media: 'video',
        durationMs: 52_400,
        submittedAt: new Date(),
      },
      {
        candidateId: ada.id,
        uploadId: 'ada-q4',
        status: 'processed',
        questionIndex: 4,
        media: 'audio',
        durationMs: 50_000,
        submittedAt: new Date(),
      },
      // Record Again threw this one away: it is no answer.
      {
        candidateId: bo.id,
        uploadId: 'bo-q2',
        status: 'discarded',
        questionIndex: 2,
        media: 'video',
        durationMs: 9_000,
        submittedAt: new Date(),
      },
    ]);
    await t.database.db.insert(answerFiles).values({
      candidateId: ada.id,
      questionIndex: 3,
      storageKey: `answer-files/${ada.id}/3`,
      fileName: 'Ada Lovelace CV.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 2048,
    });
    for (const [who, shift] of [
      [ada, 1],
      [bo, 0],
    ] as const) {
      expect((await put(who.auth, 0, { answer: '<p>Built a <b>bridge</b>.</p>' })).statusCode).toBe(
        200,
      );
      expect((await put(who.auth, 1, { choices: [shift] })).statusCode).toBe(200);
    }
    expect((await skip(ada.auth, 5)).statusCode).toBe(200);
    expect((await put(ada.auth, 6, { choices: [2, 0] })).statusCode).toBe(200);
    return { ada, bo };
  }

  it('shows each question with its form and preferred options, and the choices, flag and skip', async () => {
    const { ada } = await seed();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${ada.id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { answers } = response.json<CandidateDetailBody>().data;
    expect(answers.map((answer) => answer.form.answer.type)).toEqual([
      'written',
      'choice',
      'video',
      'file',
      'audio',
      'written',
      'choice',
    ]);
    expect(answers[1]).toMatchObject({
      question: 'Which shift suits you?',
      form: {
        answer: { type: 'choice', options: ['Mornings', 'Nights', 'Weekends'], preferred: [0] },
        required: true,
      },
      choices: [1],
      unmatched: true,
      skipped: false,
    });
    expect(answers[5]).toMatchObject({
      form: { required: false },
      skipped: true,
      unmatched: false,
    });
    expect(answers[6]).toMatchObject({ choices: [0, 2], unmatched: false });
    expect(answers[0]).toMatchObject({ choices: null, unmatched: false, skipped: false });
  });

  it('counts the answers of every type as answered, on the candidate page and in the list', async () => {
    const { ada, bo } = await seed();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${ada.id}`,
      headers: t.admin,
    });
    // Text, two choices, a video, a file and an audio answer; the skipped question is no answer.
    expect(detail.json<CandidateDetailBody>().data.answered).toBe(6);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: t.admin,
    });
    const items = response.json<CandidateListBody>().data.items;
    const answered = (id: string) => items.find((item) => item.id === id)?.answered;
    expect(answered(ada.id)).toBe(6);
    // Bo's discarded take answers nothing.
    expect(answered(bo.id)).toBe(2);
  });

  it('filters the list to those who did not match, and follows a changed answer at once', async () => {
    const { ada } = await seed();
    expect(await listed('unmatched=true')).toEqual({ emails: ['ada@test.example'], total: 1 });
    expect((await listed('unmatched=false')).total).toBe(1);
    expect((await listed('')).total).toBe(2);
    // Ada changes her mind to the preferred shift: she is no longer flagged, total included.
    expect((await put(ada.auth, 1, { choices: [0] })).statusCode).toBe(200);
    expect(await listed('unmatched=true')).toEqual({ emails: [], total: 0 });
    expect((await listed('unmatched=false')).total).toBe(2);
  });

  it('shows a share the options and the chosen ones, and the skip, but not the preferred options', async () => {
    const { ada } = await seed();
    const { token } = await createTestShare(t, { candidateId: ada.id });
    const response = await t.app.inject({ method: 'GET', url: `/api/shares/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    const [shared] = response.json<{ data: PublicShare }>().data.candidates;
    expect(shared?.answers[1]).toMatchObject({
      choice: { options: ['Mornings', 'Nights', 'Weekends'], multiple: false, chosen: [1] },
      skipped: false,
    });
    expect(shared?.answers[5]).toMatchObject({ choice: null, skipped: true });
    expect(shared?.answers[6]?.choice?.chosen).toEqual([0, 2]);
    expect(response.body).not.toContain('preferred');
    expect(response.body).not.toContain('unmatched');
  });

  it('exports one answer cell per question: text, options, recording length, file name, (skipped)', async () => {
    await seed();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv',
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows: string[][] = parse(response.body, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    });
    const [header, ...records] = rows;
    const answerCells = (email: string) => {
      const record = records.find((row) => row[header!.indexOf('Email')] === email);
      expect(record, email).toBeDefined();
      return QUESTIONS.map((_, index) => record![header!.indexOf(`Answer ${index + 1}`)]);
    };
    expect(header).toContain('Answer 7');
    expect(answerCells('ada@test.example')).toEqual([
      'Built a bridge.',
      'Nights',
      'video 0:52',
      'Ada Lovelace CV.pdf',
      'audio 0:50',
      '(skipped)',
      'Git; SQL',
    ]);
    expect(answerCells('bo@test.example')).toEqual([
      'Built a bridge.',
      'Mornings',
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});

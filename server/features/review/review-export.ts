import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import { ANSWER_FORM_TEXTS } from '../../../shared/answer-form-texts';
import { REVIEW_STATUS_LABELS, type VideoState } from '../../../shared/review.schema';
import { extraTimeAmount } from '../../../shared/time-allowance';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../shared/video-unavailable-texts';
import type { Database } from '../../db/client';
import { sanitizeAnswerHtml } from '../assessment/answer-sanitizer';
import { plainTextOf } from '../assessment/answer-text';
import { selectFileAnswersOf, selectRecordedAnswersOf } from './review-export-answers.repository';
import type { ListFilters } from './review-list-sql';
import { selectPageAfter, type PageRow } from './review-keyset';
import {
  selectAnswersOf,
  selectMostQuestions,
  selectCandidateRowsByIds,
  type CandidateListRow,
} from './review-list.repository';

/**
 * Candidates read per statement. Each statement holds PGlite's one database thread, and every
 * other request's statement waits behind it: a light request meanwhile waits for one batch at
 * most, so batches are small (100 rows held it about 15 ms at 100,000 candidates, 500 held it
 * 80 ms; docs/capacity.md, the CSV export).
 */
export const EXPORT_BATCH_SIZE = 20;

/** The columns before the questions; then `Question n` and `Answer n` for as many as asked. */
export const CSV_COLUMNS = [
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
];

/** A question and its answer per question of the longest role version among the exported. */
export function questionColumns(count: number): string[] {
  return Array.from({ length: count }, (_, index) => [
    `Question ${index + 1}`,
    `Answer ${index + 1}`,
  ]).flat();
}

type Cell = string | number | null;

/** The video column: the state as the API names it, in words where it is two. */
const CSV_VIDEO: Record<VideoState, string> = {
  none: 'none',
  uploading: 'uploading',
  waiting: 'waiting for storage',
  ready: 'ready',
  failed: 'failed',
  not_required: 'not required',
  unavailable: VIDEO_UNAVAILABLE_TEXTS.reviewer.csv,
};

/**
 * What a spreadsheet may read as the start of a formula: `= + - @`, their full-width forms
 * (`＝ ＋ － ＠`, typed by East Asian input methods) and small forms (`﹦ ﹢ ﹣ ﹫`), which spreadsheets
 * fold into the ASCII ones, behind anything a reader may not see or an import may drop: any
 * whitespace (`\s` is all of Unicode's: tab, newline, no-break and ideographic spaces, the byte
 * order mark), control and format characters (zero-width ones, the soft hyphen, U+180E, U+2061),
 * combining marks (U+034F) and the blanks that are letters or symbols (Hangul fillers, the
 * braille blank).
 */
const FORMULA_START =
  /^[\s\p{Cc}\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u2800\u3164\uffa0]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]/u;

/**
 * A cell a spreadsheet could read as a formula, or that starts with a tab or carriage return (the
 * start of one in some programs), gets a leading apostrophe, so text a candidate typed is never
 * run. The text itself is kept as typed after it.
 */
export function guardFormula(cell: Cell): Cell {
  if (typeof cell !== 'string') return cell;
  return FORMULA_START.test(cell) || /^[\t\r]/.test(cell) ? `'${cell}` : cell;
}

type SavedAnswer = Awaited<ReturnType<typeof selectAnswersOf>>[number];
type RecordedAnswer = Awaited<ReturnType<typeof selectRecordedAnswersOf>>[number];
type FileAnswer = Awaited<ReturnType<typeof selectFileAnswersOf>>[number];

/** What a batch's candidates gave beside their text and choices: recordings and files. */
export interface GivenAnswers {
  recorded: RecordedAnswer[];
  files: FileAnswer[];
}
const NOTHING_GIVEN: GivenAnswers = { recorded: [], files: [] };

/** Kept with the answer since it was saved; converted here only for an answer saved before. */
function answerPlainTextOf(answer: SavedAnswer): string {
  return answer.plainText ?? plainTextOf(sanitizeAnswerHtml(answer.html ?? ''));
}

/** `video 1:42`, `audio 0:50`; the kind alone while its length is not measured yet. */
function recordedCell(recording: RecordedAnswer): string {
  if (recording.durationMs === null) return recording.media;
  const seconds = Math.round(recording.durationMs / 1000);
  return `${recording.media} ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * One question's answer cell: the written text, the chosen options joined with "; " (kept as the
 * answer's plain text when it was saved), the recording's kind and length, the file's name, or
 * `(skipped)` for an optional question the candidate skipped.
 */
function answerCell(
  saved: SavedAnswer | undefined,
  recorded: RecordedAnswer | undefined,
  file: FileAnswer | undefined,
): string {
  if (saved?.skipped) return ANSWER_FORM_TEXTS.csvSkipped;
  if (recorded) return recordedCell(recorded);
  if (file) return file.fileName;
  return saved ? answerPlainTextOf(saved) : '';
}

function csvRecord(
  row: CandidateListRow,
  saved: SavedAnswer[],
  given: GivenAnswers,
  questions: number,
): Cell[] {
  const answerCells = Array.from({ length: questions }, (_, index) => {
    const answer = saved.find((entry) => entry.questionIndex === index);
    const question = answer?.question ?? row.roleQuestions[index] ?? '';
    const recorded = given.recorded.find((entry) => entry.questionIndex === index);
    const file = given.files.find((entry) => entry.questionIndex === index);
    return [question, answerCell(answer, recorded, file)];
  }).flat();
  const cells: Cell[] = [
    row.name,
    row.email,
    row.social,
    row.roleTitle,
    row.companyName,
    row.registeredAt.toISOString(),
    row.completedAt?.toISOString() ?? '',
    row.answered,
    CSV_VIDEO[row.video],
    row.overTime ? 'Yes' : 'No',
    // "25 %", not "+25 %": a leading + would be guarded as a formula.
    row.extraTime ? extraTimeAmount(row.extraTime) : '',
    // The list's integrity summary (`docs/integrity.md`): reloads are no time away.
    row.pasteCount,
    row.awayCount,
    Math.round(row.awayMs / 1000),
    row.candidateRating,
    row.candidateFeedback ?? '',
    // Two decimals at most: 4.333333 is 4.33.
    row.averageScore === null ? '' : Math.round(row.averageScore * 100) / 100,
    row.scoreCount,
    REVIEW_STATUS_LABELS[row.status],
    row.notes ?? '',
    ...answerCells,
  ];
  return cells.map(guardFormula);
}

/**
 * The header, then the records of every candidate the filters match, in the list's order, a batch
 * at a time: each batch is read by keyset from the last one's end (`selectPageAfter`), so the
 * first records go out as soon as the first batch is read and no statement sorts the whole list.
 * The header needs the most questions any of them was asked, so it is written here rather than by
 * the stringifier.
 */
async function* csvRecords(db: Database, filters: ListFilters): AsyncGenerator<Cell[]> {
  const questions = await selectMostQuestions(db, filters);
  yield [...CSV_COLUMNS, ...questionColumns(questions)];
  let last: PageRow | null = null;
  for (;;) {
    // A turn of the event loop before each statement: a request that came in meanwhile sends its
    // statement first, instead of behind the export's next one (docs/capacity.md, the CSV export).
    await setImmediate();
    const page = await selectPageAfter(db, filters, last, EXPORT_BATCH_SIZE);
    if (page.length === 0) return;
    last = page.at(-1) ?? null;
    const batch = page.map((entry) => entry.id);
    await setImmediate();
    const rows = await selectCandidateRowsByIds(db, batch);
    await setImmediate();
    const saved = await selectAnswersOf(db, batch);
    await setImmediate();
    const recorded = await selectRecordedAnswersOf(db, batch);
    const files = await selectFileAnswersOf(db, batch);
    yield* batchRecords(batch, rows, saved, questions, { recorded, files });
  }
}

/**
 * One batch's records in the page's order. A candidate deleted between the read of the page and
 * the read of its rows has no row: they are simply left out.
 */
export function* batchRecords(
  batch: string[],
  rows: CandidateListRow[],
  saved: SavedAnswer[],
  questions: number,
  given: GivenAnswers = NOTHING_GIVEN,
): Generator<Cell[]> {
  const rowById = new Map(rows.map((row) => [row.id, row]));
  for (const id of batch) {
    const row = rowById.get(id);
    const ofCandidate = <T extends { candidateId: string }>(entries: T[]) =>
      entries.filter((entry) => entry.candidateId === id);
    if (row)
      yield csvRecord(
        row,
        ofCandidate(saved),
        { recorded: ofCandidate(given.recorded), files: ofCandidate(given.files) },
        questions,
      );
  }
}

/**
 * RFC 4180 CSV (CRLF, quoted as needed) with a UTF-8 BOM for spreadsheet programs, streamed. A
 * cell holding any line end is quoted, not only one holding CRLF: answers over several lines hold
 * bare LFs, at which Python's csv module and spreadsheets otherwise end the record.
 */
export function candidatesCsv(db: Database, filters: ListFilters): Readable {
  const stringifier = stringify({
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  const records = Readable.from(csvRecords(db, filters));
  records.on('error', (error) => stringifier.destroy(error));
  return records.pipe(stringifier);
}

/** `candidates-2025-01-31.csv`, dated in UTC. */
export function csvFileName(now = new Date()): string {
  return `candidates-${now.toISOString().slice(0, 10)}.csv`;
}

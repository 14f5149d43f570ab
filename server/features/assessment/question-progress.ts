import { and, eq } from 'drizzle-orm';
import type { QuestionForm } from '../../../shared/question-forms.schema';
import type { Database } from '../../db/client';
import { answerFiles, recordings } from '../../db/schema';
import { submittedAnswerRecording } from '../recordings/recording-takes';
import { listAnswers, type AnswerRow } from './assessment.repository';

/**
 * Which of a candidate's questions are done (docs/product.md#answer-types): written, with text a
 * reader would see; choice, with an option chosen; file, with its file stored; video or audio,
 * with a recording submitted for it; an optional question the candidate skipped, done as it is.
 * The answer files and recordings are written by their own routes; they are read here.
 */
export async function questionsDone(
  db: Database,
  candidate: { id: string; role: { forms: readonly QuestionForm[] } },
  /** The candidate's answers when the caller holds them already (else read here). */
  answerRows?: readonly AnswerRow[],
  /** The questions with a file stored, and with a recording submitted, when already read. */
  known: { filed?: ReadonlySet<number>; recorded?: ReadonlySet<number> } = {},
): Promise<boolean[]> {
  const { forms } = candidate.role;
  const rows = answerRows ?? (await listAnswers(db, candidate.id));
  const byIndex = new Map(rows.map((row) => [row.questionIndex, row]));
  const types = new Set(forms.map((form) => form.answer.type));
  // A role of written and choice questions (most of them) costs no read beyond its answers.
  const filed =
    known.filed ??
    (types.has('file') ? await questionsWithFile(db, candidate.id) : new Set<number>());
  const recorded =
    known.recorded ??
    (types.has('video') || types.has('audio')
      ? await questionsWithSubmittedRecording(db, candidate.id)
      : new Set<number>());
  return forms.map((form, index) => {
    const row = byIndex.get(index);
    if (row?.skipped && !form.required) return true;
    switch (form.answer.type) {
      case 'written':
        return row?.hasText ?? false;
      case 'choice':
        return (row?.choices?.length ?? 0) > 0;
      case 'file':
        return filed.has(index);
      case 'video':
      case 'audio':
        return recorded.has(index);
    }
  });
}

/** How many questions are done (the candidate's progress). */
export function doneCount(done: readonly boolean[]): number {
  return done.filter(Boolean).length;
}

/** Whether every required question is done: the video step and completion wait for it. */
export function requiredDone(forms: readonly QuestionForm[], done: readonly boolean[]): boolean {
  return forms.every((form, index) => !form.required || done[index] === true);
}

async function questionsWithFile(db: Database, candidateId: string): Promise<Set<number>> {
  const rows = await db
    .select({ questionIndex: answerFiles.questionIndex })
    .from(answerFiles)
    .where(eq(answerFiles.candidateId, candidateId));
  return new Set(rows.map((row) => row.questionIndex));
}

async function questionsWithSubmittedRecording(
  db: Database,
  candidateId: string,
): Promise<Set<number>> {
  const rows = await db
    .select({ questionIndex: recordings.questionIndex })
    .from(recordings)
    .where(and(eq(recordings.candidateId, candidateId), submittedAnswerRecording()));
  return new Set(rows.flatMap((row) => (row.questionIndex === null ? [] : [row.questionIndex])));
}

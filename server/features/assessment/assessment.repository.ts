import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { answers, candidates, recordings } from '../../db/schema';
import { awaitingSubmissionOf, takesUsedBy } from '../recordings/recording-takes';

export type AnswerRow = typeof answers.$inferSelect;
type Step = (typeof candidates.$inferSelect)['step'];

const answersOfCandidate = preparedPerDatabase((db) =>
  db
    .select()
    .from(answers)
    .where(eq(answers.candidateId, sql.placeholder('candidateId')))
    .orderBy(asc(answers.questionIndex))
    .prepare('answers_of_candidate'),
);

export async function listAnswers(db: Database, candidateId: string): Promise<AnswerRow[]> {
  return answersOfCandidate(db).execute({ candidateId });
}

/** The stored version wins when it is newer (and was made under the server's clock bound). */
const answerUpsert = preparedPerDatabase((db) =>
  db
    .insert(answers)
    .values({
      candidateId: sql.placeholder('candidateId'),
      questionIndex: sql.placeholder('questionIndex'),
      question: sql.placeholder('question'),
      html: sql.placeholder('html'),
      hasText: sql.placeholder('hasText'),
      plainText: sql.placeholder('plainText'),
      // Sent as JSON text: a bound null would be stored as the JSON value null, not SQL NULL.
      choices: sql`nullif(${sql.placeholder('choicesJson')}::jsonb, 'null'::jsonb)`,
      unmatched: sql.placeholder('unmatched'),
      sequence: sql.placeholder('sequence'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoUpdate({
      target: [answers.candidateId, answers.questionIndex],
      set: {
        html: sql`excluded.html`,
        hasText: sql`excluded.has_text`,
        plainText: sql`excluded.plain_text`,
        choices: sql`excluded.choices`,
        unmatched: sql`excluded.unmatched`,
        sequence: sql`excluded.sequence`,
        question: sql`excluded.question`,
        updatedAt: sql`excluded.updated_at`,
      },
      // A skipped question takes no answer until the candidate undoes the skip.
      setWhere: sql`not ${answers.skipped} and (${answers.sequence} < excluded.sequence or ${answers.sequence} > ${sql.placeholder('latestValidSequence')})`,
    })
    .returning()
    .prepare('answer_upsert'),
);

/**
 * Stores a version of an answer unless a newer one (a larger sequence) is there already, so a
 * late retry never overwrites a newer edit, or the question is skipped. Answers the row stored now and whether this applied.
 * A stored sequence above `latestValidSequence` (only possible from before sequences were bounded
 * by the server's clock) counts as no version at all, so such a frozen answer can be saved again.
 */
export async function upsertAnswer(
  db: Database,
  row: {
    candidateId: string;
    questionIndex: number;
    question: string;
    /** Sanitised, with its text (`answerText`); '' for a choice. */
    html: string;
    hasText: boolean;
    plainText: string;
    /** A choice answer's options and flag (`choiceAnswerOf`); null for a written one. */
    choices: number[] | null;
    unmatched: boolean | null;
    sequence: number;
  },
  latestValidSequence: number,
): Promise<{ row: AnswerRow; applied: boolean }> {
  const written = await answerUpsert(db).execute({
    ...row,
    choicesJson: JSON.stringify(row.choices),
    updatedAt: new Date(),
    latestValidSequence,
  });
  if (written[0]) return { row: written[0], applied: true };
  const [current] = await db
    .select()
    .from(answers)
    .where(
      and(eq(answers.candidateId, row.candidateId), eq(answers.questionIndex, row.questionIndex)),
    );
  if (!current) throw new Error('The answer row vanished after upsert');
  return { row: current, applied: false };
}

export async function updateProgress(
  db: Database,
  candidateId: string,
  step: Step,
  questionIndex: number,
) {
  await db.update(candidates).set({ step, questionIndex }).where(eq(candidates.id, candidateId));
}

export async function markVideoComplete(
  db: Database,
  candidateId: string,
  at: Date,
): Promise<void> {
  await db
    .update(candidates)
    .set({ videoCompletedAt: at, completedAt: at, step: 'complete' })
    .where(eq(candidates.id, candidateId));
}

/**
 * A role without video: the last answer completes the assessment. Only the first completion
 * counts (a retry, or two tabs at once, keep the first time).
 */
export async function markAssessmentComplete(
  db: Database,
  candidateId: string,
  at: Date,
): Promise<void> {
  await db
    .update(candidates)
    .set({ completedAt: at, step: 'complete' })
    .where(and(eq(candidates.id, candidateId), isNull(candidates.completedAt)));
}

/** The takes the candidate used: their finished recordings (`takesUsedBy`). */
export async function countTakesUsed(db: Database, candidateId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recordings).where(takesUsedBy(candidateId));
  return row?.n ?? 0;
}

/** The finished recording that waits for Submit Recording (a reload came between), or null. */
export async function findRecordingAwaitingSubmission(
  db: Database,
  candidateId: string,
): Promise<{ uploadId: string; durationMs: number | null } | null> {
  const [row] = await db
    .select({ uploadId: recordings.uploadId, durationMs: recordings.durationMs })
    .from(recordings)
    .where(awaitingSubmissionOf(candidateId))
    .limit(1);
  return row ?? null;
}

export async function markOverTime(db: Database, candidateId: string): Promise<void> {
  await db.update(candidates).set({ overTime: true }).where(eq(candidates.id, candidateId));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answers } from '../../db/schema';
import type { AnswerRow } from './assessment.repository';

/**
 * Marks a question skipped, unless its answer has text or options chosen (checked in the same
 * statement, so an answer saved in between is never hidden by a skip). Null when refused.
 */
export async function markSkipped(
  db: Database,
  row: { candidateId: string; questionIndex: number; question: string },
): Promise<AnswerRow | null> {
  const [written] = await db
    .insert(answers)
    .values({
      ...row,
      html: '',
      hasText: false,
      plainText: '',
      sequence: 0,
      skipped: true,
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [answers.candidateId, answers.questionIndex],
      set: { skipped: true, updatedAt: new Date() },
      setWhere: sql`not ${answers.hasText} and coalesce(${answers.choices}, '[]'::jsonb) in ('[]'::jsonb, 'null'::jsonb)`,
    })
    .returning();
  return written ?? null;
}

/** Undoes a skip; answers the row as it is now, null when the question has none (never skipped). */
export async function markNotSkipped(
  db: Database,
  candidateId: string,
  questionIndex: number,
): Promise<AnswerRow | null> {
  const ofQuestion = and(
    eq(answers.candidateId, candidateId),
    eq(answers.questionIndex, questionIndex),
  );
  const [written] = await db
    .update(answers)
    .set({ skipped: false, updatedAt: new Date() })
    .where(and(ofQuestion, eq(answers.skipped, true)))
    .returning();
  if (written) return written;
  const [current] = await db.select().from(answers).where(ofQuestion);
  return current ?? null;
}

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answerFiles, candidates } from '../../db/schema';
import { isQuestionSkipped } from '../assessment/question-guards';

export type AnswerFileRow = typeof answerFiles.$inferSelect;

/** The candidate's file answers, in question order. */
export async function listAnswerFiles(db: Database, candidateId: string): Promise<AnswerFileRow[]> {
  return db
    .select()
    .from(answerFiles)
    .where(eq(answerFiles.candidateId, candidateId))
    .orderBy(asc(answerFiles.questionIndex));
}

export async function findAnswerFile(
  db: Database,
  candidateId: string,
  questionIndex: number,
): Promise<AnswerFileRow | null> {
  const [row] = await db
    .select()
    .from(answerFiles)
    .where(
      and(eq(answerFiles.candidateId, candidateId), eq(answerFiles.questionIndex, questionIndex)),
    );
  return row ?? null;
}

/** Why a file could not be saved now: the assessment was submitted, or the question skipped. */
export type SaveBlock = 'submitted' | 'skipped' | 'candidate-gone';

/**
 * Saves the file answer in place of any earlier one, unless the candidate submitted their
 * assessment or skipped the question while the file arrived: both are checked on the candidate's
 * row, locked, so a submission cannot slip in between. Answers the replaced file's key, if any.
 */
export async function saveAnswerFileRow(
  db: Database,
  row: Omit<AnswerFileRow, 'createdAt'>,
): Promise<{ replacedKey: string | null } | { blocked: SaveBlock }> {
  return db.transaction(async (tx) => {
    const state = await lockCandidate(tx, row.candidateId);
    if (state !== 'open') return { blocked: state };
    if (await isQuestionSkipped(tx, row.candidateId, row.questionIndex)) {
      return { blocked: 'skipped' as const };
    }
    const [earlier] = await tx
      .select({ storageKey: answerFiles.storageKey })
      .from(answerFiles)
      .where(
        and(
          eq(answerFiles.candidateId, row.candidateId),
          eq(answerFiles.questionIndex, row.questionIndex),
        ),
      );
    await tx
      .insert(answerFiles)
      .values({ ...row, createdAt: new Date() })
      .onConflictDoUpdate({
        target: [answerFiles.candidateId, answerFiles.questionIndex],
        set: {
          storageKey: sql`excluded.storage_key`,
          fileName: sql`excluded.file_name`,
          mimeType: sql`excluded.mime_type`,
          sizeBytes: sql`excluded.size_bytes`,
          createdAt: sql`excluded.created_at`,
        },
      });
    return { replacedKey: earlier?.storageKey ?? null };
  });
}

/**
 * Removes the file answer unless the assessment is submitted; answers the removed file's key
 * (null: there was none), or why nothing was removed.
 */
export async function deleteAnswerFileRow(
  db: Database,
  candidateId: string,
  questionIndex: number,
): Promise<{ removedKey: string | null } | { blocked: SaveBlock }> {
  return db.transaction(async (tx) => {
    const state = await lockCandidate(tx, candidateId);
    if (state !== 'open') return { blocked: state };
    const [removed] = await tx
      .delete(answerFiles)
      .where(
        and(eq(answerFiles.candidateId, candidateId), eq(answerFiles.questionIndex, questionIndex)),
      )
      .returning({ storageKey: answerFiles.storageKey });
    return { removedKey: removed?.storageKey ?? null };
  });
}

/**
 * Locks the candidate's row for the transaction: whether their assessment is still open. A file
 * save, its removal and a skip all hold it, so a skip never lands on a file just saved.
 */
export async function lockCandidate(
  tx: Database,
  candidateId: string,
): Promise<'open' | 'submitted' | 'candidate-gone'> {
  const [candidate] = await tx
    .select({ completedAt: candidates.completedAt, videoCompletedAt: candidates.videoCompletedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  if (!candidate) return 'candidate-gone';
  return candidate.completedAt || candidate.videoCompletedAt ? 'submitted' : 'open';
}

/** A page of every stored file answer, in key order after `afterKey` (to copy them elsewhere). */
export async function listAnswerFileKeys(
  db: Database,
  afterKey: string | null,
  limit: number,
): Promise<{ storageKey: string; mimeType: string }[]> {
  return db
    .select({ storageKey: answerFiles.storageKey, mimeType: answerFiles.mimeType })
    .from(answerFiles)
    .where(afterKey === null ? undefined : gt(answerFiles.storageKey, afterKey))
    .orderBy(asc(answerFiles.storageKey))
    .limit(limit);
}

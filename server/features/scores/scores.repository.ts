import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  candidates,
  invites,
  members,
  reviewChanges,
  reviewScores,
  roleVersions,
} from '../../db/schema';
import { invitedRoleVersion } from '../roles/role-columns';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ScoreRow = typeof reviewScores.$inferSelect;

/** Every member's score of the candidate with their name, oldest first. */
export function selectCandidateScores(db: Database, candidateId: string) {
  return db
    .select({
      memberId: reviewScores.memberId,
      name: members.name,
      score: reviewScores.score,
      questionScores: reviewScores.questionScores,
      updatedAt: reviewScores.updatedAt,
    })
    .from(reviewScores)
    .innerJoin(members, eq(members.id, reviewScores.memberId))
    .where(eq(reviewScores.candidateId, candidateId))
    .orderBy(asc(reviewScores.updatedAt), asc(reviewScores.memberId));
}

export type CandidateScoreRow = Awaited<ReturnType<typeof selectCandidateScores>>[number];

/** The member's score, locked until the transaction ends, or null. */
export async function lockMemberScore(
  tx: Transaction,
  candidateId: string,
  memberId: string,
): Promise<ScoreRow | null> {
  const [row] = await tx
    .select()
    .from(reviewScores)
    .where(and(eq(reviewScores.candidateId, candidateId), eq(reviewScores.memberId, memberId)))
    .for('update');
  return row ?? null;
}

export async function upsertMemberScore(
  tx: Transaction,
  values: Omit<ScoreRow, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  const { score, questionScores, updatedAt } = values;
  await tx
    .insert(reviewScores)
    .values(values)
    .onConflictDoUpdate({
      target: [reviewScores.candidateId, reviewScores.memberId],
      set: { score, questionScores, updatedAt },
    });
}

export async function deleteMemberScore(
  tx: Transaction,
  candidateId: string,
  memberId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(reviewScores)
    .where(and(eq(reviewScores.candidateId, candidateId), eq(reviewScores.memberId, memberId)))
    .returning({ memberId: reviewScores.memberId });
  return rows.length > 0;
}

export async function insertScoreChange(
  tx: Transaction,
  change: typeof reviewChanges.$inferInsert,
): Promise<void> {
  await tx.insert(reviewChanges).values(change);
}

/** How many questions the candidate was asked (their invite's role version), or null: no such candidate. */
export async function candidateQuestionCount(
  db: Database,
  candidateId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ count: sql<number>`jsonb_array_length(${roleVersions.questions})`.mapWith(Number) })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .where(eq(candidates.id, candidateId));
  return row?.count ?? null;
}

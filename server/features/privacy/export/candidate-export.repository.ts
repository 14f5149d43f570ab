import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  answerFiles,
  answers,
  candidateSessions,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
  reviewChanges,
  reviews,
  roleVersions,
} from '../../../db/schema';
import { invitedRoleVersion } from '../../roles/role-columns';

/** The candidate with the role version they were asked, or null when there is no such candidate. */
export async function findExportedCandidate(db: Database, candidateId: string) {
  const rows = await db
    .select({
      candidate: candidates,
      roleTitle: roleVersions.title,
      companyName: roleVersions.companyName,
      questions: roleVersions.questions,
      questionForms: roleVersions.questionForms,
      reviewStatus: reviews.status,
      // The invite's address and accommodation are about them; its label is the team's note.
      invite: { email: invites.email, extraTime: invites.extraTime, expiresAt: invites.expiresAt },
    })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  return rows[0] ?? null;
}

export type ExportedCandidate = NonNullable<Awaited<ReturnType<typeof findExportedCandidate>>>;

/** Every row of the candidate's own that the export carries, each table in its order. */
export async function readExportedRows(db: Database, candidateId: string) {
  const [sessionRows, answerRows, recordingRows, fileRows, eventRows, feedbackRows, decisions] =
    await Promise.all([
      // The computers they used: never the secret's hash (it opens their assessment).
      db
        .select({
          device: candidateSessions.device,
          createdAt: candidateSessions.createdAt,
          lastSeenAt: candidateSessions.lastSeenAt,
        })
        .from(candidateSessions)
        .where(eq(candidateSessions.candidateId, candidateId))
        .orderBy(asc(candidateSessions.createdAt)),
      db
        .select()
        .from(answers)
        .where(eq(answers.candidateId, candidateId))
        .orderBy(asc(answers.questionIndex)),
      // Record Again's discarded takes are gone from storage: only the kept ones are theirs now.
      db
        .select()
        .from(recordings)
        .where(and(eq(recordings.candidateId, candidateId), ne(recordings.status, 'discarded')))
        // The introduction first, then the questions in order.
        .orderBy(sql`coalesce(${recordings.questionIndex}, -1)`, asc(recordings.createdAt)),
      db
        .select()
        .from(answerFiles)
        .where(eq(answerFiles.candidateId, candidateId))
        .orderBy(asc(answerFiles.questionIndex)),
      db
        .select({
          kind: integrityEvents.kind,
          detail: integrityEvents.detail,
          occurredAt: integrityEvents.occurredAt,
        })
        .from(integrityEvents)
        .where(eq(integrityEvents.candidateId, candidateId))
        .orderBy(asc(integrityEvents.occurredAt), asc(integrityEvents.id)),
      db.select().from(feedback).where(eq(feedback.candidateId, candidateId)),
      // The decision's date: the last change of their status (not the team's notes or scores).
      db
        .select({ at: reviewChanges.createdAt })
        .from(reviewChanges)
        .where(and(eq(reviewChanges.candidateId, candidateId), eq(reviewChanges.field, 'status')))
        .orderBy(desc(reviewChanges.createdAt))
        .limit(1),
    ]);
  return {
    sessionRows,
    answerRows,
    recordingRows,
    fileRows,
    eventRows,
    feedbackRow: feedbackRows[0] ?? null,
    decidedAt: decisions[0]?.at ?? null,
  };
}

export type ExportedRows = Awaited<ReturnType<typeof readExportedRows>>;

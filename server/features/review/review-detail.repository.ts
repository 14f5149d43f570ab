import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitedRoleVersion } from '../roles/role-columns';
import {
  answers,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
  reviews,
  roleVersions,
} from '../../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;

/** The candidate with their invite, role, feedback and review, in one query; never the secret. */
export async function findCandidateRow(db: Database, candidateId: string) {
  const rows = await db
    .select({
      candidate: candidates,
      inviteLabel: invites.label,
      inviteRevokedAt: invites.revokedAt,
      extraTime: invites.extraTime,
      roleSettings: roleVersions.settings,
      roleId: roleVersions.roleId,
      roleTitle: roleVersions.title,
      roleQuestions: roleVersions.questions,
      roleQuestionForms: roleVersions.questionForms,
      companyName: roleVersions.companyName,
      feedbackRating: feedback.rating,
      feedbackText: feedback.text,
      feedbackAt: feedback.createdAt,
      review: {
        status: reviews.status,
        notes: reviews.notes,
        updatedAt: reviews.updatedAt,
        updatedBy: reviews.updatedBy,
        version: reviews.version,
      },
    })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(feedback, eq(feedback.candidateId, candidates.id))
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  return rows[0] ?? null;
}

export type CandidateDetailRow = NonNullable<Awaited<ReturnType<typeof findCandidateRow>>>;

export async function candidateExists(db: Database, candidateId: string): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return rows.length > 0;
}

export async function listCandidateAnswers(db: Database, candidateId: string) {
  return db
    .select({
      questionIndex: answers.questionIndex,
      question: answers.question,
      html: answers.html,
      hasText: answers.hasText,
      choices: answers.choices,
      unmatched: answers.unmatched,
      skipped: answers.skipped,
      updatedAt: answers.updatedAt,
    })
    .from(answers)
    .where(eq(answers.candidateId, candidateId))
    .orderBy(asc(answers.questionIndex));
}

export async function listCandidateEvents(db: Database, candidateId: string) {
  return db
    .select({
      kind: integrityEvents.kind,
      detail: integrityEvents.detail,
      occurredAt: integrityEvents.occurredAt,
    })
    .from(integrityEvents)
    .where(eq(integrityEvents.candidateId, candidateId))
    .orderBy(asc(integrityEvents.occurredAt), asc(integrityEvents.id));
}

/** The candidate's latest recording that Record Again did not throw away. */
export async function findLatestRecording(
  db: Database,
  candidateId: string,
): Promise<RecordingRow | null> {
  const rows = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        // The video introduction's; answers to questions are the detail's `media`.
        isNull(recordings.questionIndex),
        ne(recordings.status, 'discarded'),
      ),
    )
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(1);
  return rows[0] ?? null;
}

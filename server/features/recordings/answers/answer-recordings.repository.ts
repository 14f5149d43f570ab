import { and, asc, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import { formsOf, type QuestionForm } from '../../../../shared/question-forms.schema';
import type { Database } from '../../../db/client';
import { candidates, invites, recordings, roleVersions } from '../../../db/schema';
import { invitedRoleVersion } from '../../roles/role-columns';
import type { RecordingRow } from '../recordings.repository';
import { recordingFor, submittedAnswerRecording } from '../recording-takes';

/** The questions of the candidate's invite's role version, with their forms; null: no such candidate. */
export async function findQuestionFormsOf(
  db: Database,
  candidateId: string,
): Promise<{ questions: string[]; forms: QuestionForm[] } | null> {
  const [row] = await db
    .select({ questions: roleVersions.questions, questionForms: roleVersions.questionForms })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .where(eq(candidates.id, candidateId));
  if (!row) return null;
  return { questions: row.questions, forms: formsOf(row.questionForms, row.questions.length) };
}

/** What the candidate's progress needs of one recording of an answer to a question. */
export type AnswerTake = Pick<
  RecordingRow,
  'questionIndex' | 'status' | 'finishedAt' | 'submittedAt' | 'uploadId' | 'durationMs'
>;

/**
 * The candidate's recordings of answers to questions that used a take or are live (not replaced),
 * oldest first: their takes, pending and submitted recordings, in one statement.
 */
export async function listAnswerTakes(db: Database, candidateId: string): Promise<AnswerTake[]> {
  return db
    .select({
      questionIndex: recordings.questionIndex,
      status: recordings.status,
      finishedAt: recordings.finishedAt,
      submittedAt: recordings.submittedAt,
      uploadId: recordings.uploadId,
      durationMs: recordings.durationMs,
    })
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        isNotNull(recordings.questionIndex),
        or(isNotNull(recordings.finishedAt), ne(recordings.status, 'discarded')),
      ),
    )
    .orderBy(asc(recordings.createdAt), asc(recordings.id));
}

/** The candidate's submitted recordings of answers to questions (Record Again keeps one each). */
export async function listSubmittedAnswerRecordings(
  db: Database,
  candidateId: string,
): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(and(eq(recordings.candidateId, candidateId), submittedAnswerRecording()))
    .orderBy(asc(recordings.questionIndex));
}

/** The candidate's submitted recording of their answer to a question; null when none is. */
export async function findSubmittedAnswerRecording(
  db: Database,
  candidateId: string,
  questionIndex: number,
): Promise<RecordingRow | null> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        recordingFor(questionIndex),
        submittedAnswerRecording(),
      ),
    )
    .orderBy(desc(recordings.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Submits the recording as the answer to its question, unless Record Again discarded it meanwhile.
 * Answers whether it was.
 */
export async function markAnswerRecordingSubmitted(
  db: Database,
  id: string,
  submittedAt: Date,
): Promise<boolean> {
  const [row] = await db
    .update(recordings)
    .set({ submittedAt })
    .where(and(eq(recordings.id, id), ne(recordings.status, 'discarded')))
    .returning({ id: recordings.id });
  return row !== undefined;
}

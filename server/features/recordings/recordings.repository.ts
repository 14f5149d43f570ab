import { and, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { candidateSessions, candidates, invites, recordings, roleVersions } from '../../db/schema';
import { invitedRoleVersion } from '../roles/role-columns';
import { liveSessionOfSecretHash, sessionCutoff } from '../candidates/candidate-session';
import { recordingFor, takesUsedBy } from './recording-takes';
import { isPgError, PG_ERROR } from '../../db/postgres-error';
import { ANSWER_FORM_LIMITS } from '../../../shared/question-forms.schema';

export type RecordingRow = typeof recordings.$inferSelect;

export async function insertRecording(
  db: Database,
  row: typeof recordings.$inferInsert,
): Promise<RecordingRow> {
  const [inserted] = await db.insert(recordings).values(row).returning();
  if (!inserted) throw new Error('Insert returned no recording');
  return inserted;
}

/**
 * A two-int advisory lock class of our own ("rec"): one candidate's recordings for one answer (a
 * question, or the video introduction) start one at a time.
 */
const RECORDING_START_LOCK_CLASS = 0x726563;
const ONE_LIVE_RECORDING_INDEX = 'recordings_one_live_per_answer_idx';

/** What a recording replaced by a newer one left in storage. */
export type ReplacedRecording = Pick<RecordingRow, 'uploadId' | 'storageKey' | 'posterKey'>;

export type RecordingStart =
  | { started: RecordingRow; replaced: ReplacedRecording[] }
  | { refused: 'submitted' | 'answer submitted' | 'no candidate' | 'no video' | 'no takes left' };

/**
 * A recorded answer to a question, with the takes its form gives (null: as many as they like);
 * null for the role's video introduction, whose takes are the role's video settings.
 */
export type RecordedAnswer = { questionIndex: number; takes: number | null } | null;

/** The advisory lock's key within its class: the candidate's, or theirs for one question. */
function startLockKey(candidateId: string, answer: RecordedAnswer) {
  return answer === null ? candidateId : `${candidateId}/${answer.questionIndex}`;
}

/** Answers whether a second live recording of one candidate and answer was refused by the database. */
function isSecondLiveRecording(error: unknown): boolean {
  return isPgError(error, PG_ERROR.uniqueViolation, ONE_LIVE_RECORDING_INDEX);
}

/**
 * Makes `row` its candidate's one live recording for its answer (`answer`: a question, or null for
 * the video introduction), discarding the unsubmitted one before it (Record Again), in one
 * transaction holding the candidate's advisory lock for that answer: creations at the same moment,
 * on any instance, take turns, and each replaces the one before. Refused once the assessment is
 * submitted, for an introduction when the role asks for no video, and once the candidate has
 * finished as many recordings of that answer as its takes (`takesUsedBy`: one lost to a technical
 * failure is no take). The
 * live recording is locked before the takes are counted, so an upload finishing that very moment
 * is counted (its finish commits first; the count is a later statement, which sees it) instead of
 * being replaced uncounted. Behind it, a unique index refuses a second live recording whatever
 * else races (a Submit of the one being replaced): that too is answered as submitted.
 */
export async function replaceLiveRecording(
  db: Database,
  row: typeof recordings.$inferInsert,
  answer: RecordedAnswer = null,
): Promise<RecordingStart> {
  const questionIndex = answer?.questionIndex ?? null;
  const lockKey = startLockKey(row.candidateId, answer);
  try {
    return await db.transaction(async (tx): Promise<RecordingStart> => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${RECORDING_START_LOCK_CLASS}, hashtext(${lockKey}))`,
      );
      const [candidate] = await tx
        .select({
          videoCompletedAt: candidates.videoCompletedAt,
          completedAt: candidates.completedAt,
          video: sql<{
            enabled: boolean;
            takes: number | null;
          }>`${roleVersions.settings} -> 'video'`,
        })
        .from(candidates)
        .innerJoin(invites, eq(invites.code, candidates.inviteCode))
        .innerJoin(roleVersions, invitedRoleVersion)
        .where(eq(candidates.id, row.candidateId));
      if (!candidate) return { refused: 'no candidate' };
      if (candidate.videoCompletedAt || candidate.completedAt) return { refused: 'submitted' };
      if (answer === null && !candidate.video.enabled) return { refused: 'no video' };
      const takes = answer === null ? candidate.video.takes : answer.takes;
      if (takes !== null) {
        await tx
          .select({ id: recordings.id })
          .from(recordings)
          .where(
            and(
              eq(recordings.candidateId, row.candidateId),
              recordingFor(questionIndex),
              ne(recordings.status, 'discarded'),
            ),
          )
          .for('update');
        const [used] = await tx
          .select({ n: count() })
          .from(recordings)
          .where(takesUsedBy(row.candidateId, questionIndex));
        if ((used?.n ?? 0) >= takes) return { refused: 'no takes left' };
      }
      const replaced = await tx
        .update(recordings)
        .set({ status: 'discarded' })
        .where(
          and(
            eq(recordings.candidateId, row.candidateId),
            recordingFor(questionIndex),
            isNull(recordings.submittedAt),
            ne(recordings.status, 'discarded'),
          ),
        )
        .returning({
          uploadId: recordings.uploadId,
          storageKey: recordings.storageKey,
          posterKey: recordings.posterKey,
        });
      const [started] = await tx
        .insert(recordings)
        .values({ ...row, questionIndex })
        .returning();
      if (!started) throw new Error('Insert returned no recording');
      return { started, replaced };
    });
  } catch (error) {
    // Its answer's live recording is submitted: the introduction's ends the assessment.
    if (isSecondLiveRecording(error))
      return { refused: answer === null ? 'submitted' : 'answer submitted' };
    throw error;
  }
}

/** Read on every chunk of every upload (docs/capacity.md). */
const recordingByUpload = preparedPerDatabase((db) =>
  db
    .select()
    .from(recordings)
    .where(eq(recordings.uploadId, sql.placeholder('uploadId')))
    .prepare('recording_by_upload'),
);

export async function findRecordingByUpload(
  db: Database,
  uploadId: string,
): Promise<RecordingRow | null> {
  const rows = await recordingByUpload(db).execute({ uploadId });
  return rows[0] ?? null;
}

/** Read on every chunk of every upload, with the candidate's session (docs/capacity.md). */
const sessionUpload = preparedPerDatabase((db) =>
  db
    .select({
      sessionCreatedAt: candidateSessions.createdAt,
      assessmentSubmitted: sql<boolean>`(${candidates.videoCompletedAt} is not null or ${candidates.completedAt} is not null)`,
      inviteRevoked: sql<boolean>`(${invites.revokedAt} is not null)`,
      recording: {
        id: recordings.id,
        status: recordings.status,
        submittedAt: recordings.submittedAt,
      },
    })
    .from(candidateSessions)
    .innerJoin(candidates, eq(candidates.id, candidateSessions.candidateId))
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .leftJoin(
      recordings,
      and(
        eq(recordings.uploadId, sql.placeholder('uploadId')),
        eq(recordings.candidateId, candidateSessions.candidateId),
      ),
    )
    .where(liveSessionOfSecretHash)
    .prepare('session_upload'),
);

/** What a chunk of an upload needs to know of its recording. */
export type UploadState = Pick<RecordingRow, 'id' | 'status' | 'submittedAt'>;

/**
 * A live session with this secret hash, whether its candidate's assessment is submitted, and their
 * recording behind the upload (null when the upload is not theirs), in one statement; null when
 * there is no such session. Only the columns a chunk needs.
 */
export async function findSessionUpload(
  db: Database,
  secretHash: string,
  uploadId: string,
  now = new Date(),
): Promise<{
  sessionCreatedAt: Date;
  assessmentSubmitted: boolean;
  inviteRevoked: boolean;
  recording: UploadState | null;
} | null> {
  const rows = await sessionUpload(db).execute({
    secretHash,
    cutoff: sessionCutoff(now),
    uploadId,
  });
  return rows[0] ?? null;
}

/** The uploads still arriving from the candidate of this invite (none or one, in practice). */
export async function findArrivingUploadIdsOfInvite(db: Database, code: string): Promise<string[]> {
  const rows = await db
    .select({ uploadId: recordings.uploadId })
    .from(recordings)
    .innerJoin(candidates, eq(candidates.id, recordings.candidateId))
    .where(and(eq(candidates.inviteCode, code), eq(recordings.status, 'uploading')));
  return rows.map((row) => row.uploadId);
}

/**
 * Every upload's last PATCH (docs/capacity.md: 200 of them can arrive in the same second). Not for a
 * candidate whose invite was withdrawn: a chunk admitted from memory by another instance in the
 * seconds after the revoke (upload-admissions.ts) never makes a finished recording.
 */
const uploadFinished = preparedPerDatabase((db) =>
  db
    .update(recordings)
    .set({
      status: 'uploaded',
      sizeBytes: sql`${sql.placeholder('sizeBytes')}`,
      finishedAt: sql`${sql.placeholder('finishedAt')}`,
    })
    .where(
      and(
        eq(recordings.uploadId, sql.placeholder('uploadId')),
        eq(recordings.status, 'uploading'),
        sql`not exists (select 1 from ${candidates} inner join ${invites} on ${invites.code} = ${candidates.inviteCode} where ${candidates.id} = ${recordings.candidateId} and ${invites.revokedAt} is not null)`,
      ),
    )
    .returning()
    .prepare('upload_finished'),
);

/** Marks the recording of a still-arriving upload uploaded; null if there is no such recording. */
export async function markUploadFinished(
  db: Database,
  uploadId: string,
  sizeBytes: number,
  finishedAt: Date,
): Promise<RecordingRow | null> {
  const rows = await uploadFinished(db).execute({ uploadId, sizeBytes, finishedAt });
  return rows[0] ?? null;
}

export async function findRecording(db: Database, id: string): Promise<RecordingRow | null> {
  const rows = await db.select().from(recordings).where(eq(recordings.id, id));
  return rows[0] ?? null;
}

/**
 * The longest recording, in seconds, that the role of the candidate's invite asks for: its video
 * introduction's (`questionIndex` null), or the question's own form's.
 */
export async function secondsAllowed(
  db: Database,
  candidateId: string,
  questionIndex: number | null = null,
): Promise<number> {
  const maxSeconds =
    questionIndex === null
      ? sql<number>`(${roleVersions.settings} -> 'video' ->> 'maxSeconds')::int`
      : sql<number>`(${roleVersions.questionForms} -> ${questionIndex}::int -> 'answer' ->> 'maxSeconds')::int`;
  const [row] = await db
    .select({ maxSeconds })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .where(eq(candidates.id, candidateId));
  if (!row) throw new Error('The recording has no candidate');
  // A question whose form holds no length (not a recorded one): the most any form allows.
  return row.maxSeconds ?? ANSWER_FORM_LIMITS.mediaSeconds.max;
}

/**
 * Submit Recording: the recording is submitted with its timings, unless it was discarded meanwhile
 * (replaced by a newer one). Answers whether it was.
 */
export async function markRecordingSubmitted(
  db: Database,
  id: string,
  timings: { recordedMs: number; endToCompleteMs: number },
  submittedAt: Date,
): Promise<boolean> {
  const updated = await db
    .update(recordings)
    .set({ submittedAt, ...timings })
    .where(and(eq(recordings.id, id), ne(recordings.status, 'discarded')))
    .returning({ id: recordings.id });
  return updated.length > 0;
}

/**
 * Discards the recordings still arriving that started before `startedBefore`, or whose upload is
 * one of `uploadIds`; answers their upload ids. One statement: sweeps on several instances at
 * once each get a recording at most once.
 */
export async function discardAbandonedRecordings(
  db: Database,
  startedBefore: Date,
  uploadIds: string[],
): Promise<string[]> {
  const abandoned = uploadIds.length
    ? or(lt(recordings.createdAt, startedBefore), inArray(recordings.uploadId, uploadIds))
    : lt(recordings.createdAt, startedBefore);
  const rows = await db
    .update(recordings)
    .set({ status: 'discarded' })
    .where(and(eq(recordings.status, 'uploading'), abandoned))
    .returning({ uploadId: recordings.uploadId });
  return rows.map((row) => row.uploadId);
}

export async function listByStatus(
  db: Database,
  statuses: RecordingRow['status'][],
): Promise<RecordingRow[]> {
  return db.select().from(recordings).where(inArray(recordings.status, statuses));
}

export async function updateRecording(
  db: Database,
  id: string,
  changes: Partial<typeof recordings.$inferInsert>,
  onlyIfStatus?: RecordingRow['status'],
): Promise<boolean> {
  const where = onlyIfStatus
    ? and(eq(recordings.id, id), eq(recordings.status, onlyIfStatus))
    : eq(recordings.id, id);
  const updated = await db
    .update(recordings)
    .set(changes)
    .where(where)
    .returning({ id: recordings.id });
  return updated.length > 0;
}

/**
 * Counts a failed processing attempt of a recording still `uploaded`, keeping its error, and marks
 * it failed once `maxAttempts` have failed: in one statement, so instances counting at once never
 * lose an attempt. Answers the attempts so far and whether it failed for good; null when the
 * recording is no longer waiting (processed elsewhere, discarded, deleted).
 */
export async function countFailedAttempt(
  db: Database,
  id: string,
  error: string,
  maxAttempts: number,
  /** Processing refused the file itself: no later attempt is offered (a reprocess included). */
  refused = false,
): Promise<{ attempts: number; failed: boolean } | null> {
  const [row] = await db
    .update(recordings)
    .set({
      processingAttempts: sql`${recordings.processingAttempts} + 1`,
      processingError: error,
      // The store answered this attempt: whatever failed, it was not the wait for storage.
      waitingForStorageSince: null,
      processingRefused: refused,
      status: sql`case when ${recordings.processingAttempts} + 1 >= ${maxAttempts} then 'failed' else ${recordings.status} end`,
    })
    .where(and(eq(recordings.id, id), eq(recordings.status, 'uploaded')))
    .returning({ attempts: recordings.processingAttempts, status: recordings.status });
  return row ? { attempts: row.attempts, failed: row.status === 'failed' } : null;
}

/**
 * Marks a recording still `uploaded` waiting for storage, since now unless it waited already,
 * keeping the error for the operator: no attempt is counted. Answers since when it waits (the
 * database's time, so every instance paces it alike); null when it is no longer `uploaded`.
 */
export async function markWaitingForStorage(
  db: Database,
  id: string,
  error: string,
): Promise<Date | null> {
  const [row] = await db
    .update(recordings)
    .set({
      waitingForStorageSince: sql`coalesce(${recordings.waitingForStorageSince}, now())`,
      processingError: error,
    })
    .where(and(eq(recordings.id, id), eq(recordings.status, 'uploaded')))
    .returning({ since: recordings.waitingForStorageSince });
  return row?.since ?? null;
}

/**
 * A candidate's name and their recording that Record Again kept (at most one; null when none) of
 * their video introduction, or of their answer to a question; null when there is no such candidate.
 */
export async function findKeptRecordingOf(
  db: Database,
  candidateId: string,
  questionIndex: number | null = null,
): Promise<{ candidateName: string; recording: RecordingRow | null } | null> {
  const [row] = await db
    .select({ candidateName: candidates.name, recording: recordings })
    .from(candidates)
    .leftJoin(
      recordings,
      and(
        eq(recordings.candidateId, candidates.id),
        recordingFor(questionIndex),
        ne(recordings.status, 'discarded'),
      ),
    )
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row ?? null;
}

/**
 * A failed recording back to `uploaded` with its attempts unspent, its error and refusal cleared;
 * answers whether it was still failed (one of two requests at once wins).
 */
export function restartFailedRecording(db: Database, id: string): Promise<boolean> {
  return updateRecording(
    db,
    id,
    {
      status: 'uploaded',
      processingAttempts: 0,
      processingError: null,
      processingRefused: false,
      waitingForStorageSince: null,
    },
    'failed',
  );
}

/** Every recording Record Again kept, counted by state (for the metrics). */
export function countRecordingsByStatus(db: Database) {
  return db
    .select({ status: recordings.status, count: sql<number>`count(*)::int` })
    .from(recordings)
    .where(ne(recordings.status, 'discarded'))
    .groupBy(recordings.status);
}

/** Recordings whose processing waits for the store to come back (counted in `uploaded` too). */
export async function countRecordingsWaitingForStorage(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recordings)
    .where(
      and(eq(recordings.status, 'uploaded'), sql`${recordings.waitingForStorageSince} is not null`),
    );
  return Number(row?.count ?? 0);
}

import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answerFiles, recordings } from '../../db/schema';
import { submittedAnswerRecording } from '../recordings/recording-takes';

/** A batch's ids as one array parameter (see `selectCandidateRowsByIds`). */
const among = (
  column: typeof recordings.candidateId | typeof answerFiles.candidateId,
  ids: string[],
) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/**
 * The recorded answers of these candidates the export names (`video 1:42`): those submitted for a
 * question, not the introduction and not a take Record Again threw away.
 */
export function selectRecordedAnswersOf(db: Database, ids: string[]) {
  return db
    .select({
      candidateId: recordings.candidateId,
      questionIndex: recordings.questionIndex,
      media: recordings.media,
      durationMs: recordings.durationMs,
    })
    .from(recordings)
    .where(and(among(recordings.candidateId, ids), submittedAnswerRecording()));
}

/** The file answers of these candidates: the export names each file. */
export function selectFileAnswersOf(db: Database, ids: string[]) {
  return db
    .select({
      candidateId: answerFiles.candidateId,
      questionIndex: answerFiles.questionIndex,
      fileName: answerFiles.fileName,
    })
    .from(answerFiles)
    .where(among(answerFiles.candidateId, ids));
}

import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { candidateFolder, type RecordingStore } from '../recordings/recording-store';
import { deleteCandidateRows, listRecordingFiles } from './review-delete.repository';

/**
 * Deletes a candidate for good: the rows first, so their secret stops working at once and no
 * upload can go on, then every file they left: processed videos, posters, unfinished uploads and
 * their folder.
 */
export async function deleteCandidate(
  db: Database,
  files: RecordingStore,
  candidateId: string,
  now = new Date(),
): Promise<void> {
  const recordingFiles = await listRecordingFiles(db, candidateId);
  if (!(await deleteCandidateRows(db, candidateId, now))) {
    throw new AppError('candidate-missing');
  }
  for (const recording of recordingFiles) {
    await files.removeFiles(recording.storageKey, recording.posterKey);
    await files.removeUpload(recording.uploadId);
  }
  // The id is a validated uuid, so this folder holds this candidate's files and nothing else.
  await files.removeFolder(candidateFolder(candidateId));
}

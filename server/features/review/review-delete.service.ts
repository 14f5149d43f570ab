import type { Database } from '../../db/client';
import { candidateFolder, type RecordingStore } from '../recordings/stores/recording-store';
import { deleteCandidateRows, listRecordingFiles } from './review-delete.repository';

/**
 * Deletes a candidate for good: the rows first, so their secret stops working at once and no
 * upload can go on, then every file they left: processed videos, posters, unfinished uploads and
 * their folder. `alsoInTx` is saved with the deletion or not at all (its webhook event, its audit
 * entry), and reads the candidate before they are gone.
 */
export async function deleteCandidate(
  db: Database,
  files: RecordingStore,
  candidateId: string,
  alsoInTx: (tx: Database) => Promise<unknown>,
  now = new Date(),
): Promise<void> {
  const recordingFiles = await listRecordingFiles(db, candidateId);
  await deleteCandidateRows(db, candidateId, now, alsoInTx);
  for (const recording of recordingFiles) {
    await files.removeFiles(recording.storageKey, recording.posterKey);
    await files.removeUpload(recording.uploadId);
  }
  // The id is a validated uuid, so this folder holds this candidate's files and nothing else.
  await files.removeFolder(candidateFolder(candidateId));
}

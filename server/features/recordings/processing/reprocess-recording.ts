import type { Member } from '../../../../shared/team.schema';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import { recordAudit } from '../../team/audit';
import type { RecordingProcessing } from './recording-processing';
import { findKeptRecordingOf, restartFailedRecording } from '../recordings.repository';

/**
 * Processing again a candidate's failed video introduction, or their failed video or audio answer
 * to a question (`questionIndex`), at a reviewer's request (docs/product.md): the
 * recording is `uploaded` again with its attempts unspent and handed to processing. Refused (409)
 * when it has not failed, when processing refused the file itself (the same file gets the same
 * answer), and when its upload is no longer kept. The audit log keeps who asked.
 */
export async function reprocessRecording(
  db: Database,
  processor: RecordingProcessing,
  candidateId: string,
  member: Pick<Member, 'id' | 'name'>,
  questionIndex: number | null = null,
): Promise<void> {
  const found = await findKeptRecordingOf(db, candidateId, questionIndex);
  if (!found) throw new AppError('candidate-missing');
  const { recording, candidateName } = found;
  if (recording?.status !== 'failed') throw new AppError('reprocess-nothing');
  if (recording.processingRefused) throw new AppError('reprocess-refused');
  if (!(await processor.files.holdsUpload(recording.uploadId))) {
    throw new AppError('reprocess-upload-gone');
  }
  // Only one of two reviewers asking at once restarts it; the other is told there is nothing.
  if (!(await restartFailedRecording(db, recording.id))) throw new AppError('reprocess-nothing');
  await recordAudit(
    db,
    member,
    'recording.reprocess',
    candidateName,
    {
      candidateId,
      recordingId: recording.id,
      ...(questionIndex === null ? {} : { questionIndex }),
      lastError: recording.processingError,
    },
    new Date(),
    candidateId,
  );
  processor.enqueue(recording.id, { again: true });
}

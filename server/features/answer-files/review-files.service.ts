import type { ReviewAnswerFile } from '../../../shared/answer-files.schema';
import type { Database } from '../../db/client';
import { listAnswerFiles } from './answer-files.repository';

/** Where a signed-in reviewer's browser downloads a candidate's file answer. */
export const reviewFileUrl = (candidateId: string, questionIndex: number) =>
  `/api/admin/candidates/${encodeURIComponent(candidateId)}/answers/${questionIndex}/file`;

/** The candidate's file answers as reviewers see them, in question order. */
export async function listReviewFiles(
  db: Database,
  candidateId: string,
): Promise<ReviewAnswerFile[]> {
  const rows = await listAnswerFiles(db, candidateId);
  return rows.map((file) => ({
    questionIndex: file.questionIndex,
    name: file.fileName,
    sizeBytes: file.sizeBytes,
    mimeType: file.mimeType as ReviewAnswerFile['mimeType'],
    uploadedAt: file.createdAt.toISOString(),
    url: reviewFileUrl(candidateId, file.questionIndex),
  }));
}

import type { AnswerFile } from '../../../shared/answer-files.schema';
import type { AnswerFileType } from '../../../shared/question-forms.schema';
import type { Database } from '../../db/client';
import { listAnswerFiles, type AnswerFileRow } from './answer-files.repository';

/** A stored file answer as the candidate's assessment shows it. */
export function toAnswerFile(row: Omit<AnswerFileRow, 'createdAt' | 'storageKey'>): AnswerFile {
  return {
    questionId: row.questionIndex,
    name: row.fileName,
    sizeBytes: row.sizeBytes,
    mimeType: row.mimeType as AnswerFileType,
  };
}

/** The candidate's file answers, in question order (the assessment state's `files`). */
export async function listCandidateFiles(db: Database, candidateId: string): Promise<AnswerFile[]> {
  return (await listAnswerFiles(db, candidateId)).map(toAnswerFile);
}

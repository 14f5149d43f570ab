import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerFile } from '../../../shared/answer-files.schema';
import { fileLimitBytes, type FileForm } from '../../../shared/question-forms.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { noteActivity } from '../assessment/assessment.service';
import { refuseIfSkipped, requireAnswerType } from '../assessment/question-guards';
import type { AdmittedCandidate } from '../candidates/candidate-row';
import { candidateFolder, type RecordingStore } from '../recordings/stores/recording-store';
import {
  deleteAnswerFileRow,
  lockCandidate,
  saveAnswerFileRow,
  type SaveBlock,
} from './answer-files.repository';
import { toAnswerFile } from './candidate-files.service';
import { answerFileTypeOf } from './file-kind';
import { receiveBody } from './file-receiving';
import { storedFileName } from './stored-file-name';

/** A skip holds the lock a file save holds (its feature's service, not this repository, asks). */
export { lockCandidate };

/**
 * File answers (docs/product.md#answer-types): a CV, portfolio or work sample, kept in the
 * recording store beside the candidate's recordings, so it is deleted with them.
 */

/** Where a file answer's bytes are kept: a new key each time, so a replaced file never mixes in. */
function answerFileKey(candidateId: string, questionIndex: number): string {
  return path.posix.join(
    candidateFolder(candidateId),
    'answers',
    `${questionIndex}-${randomUUID()}`,
  );
}

/** Where a failed removal of bytes no row names any more is told (the request's log). */
export type RemovalLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Removes bytes the committed change left behind. A store error here is logged, never answered:
 * the save or removal is done, and what is left sits in the candidate's folder, deleted with them.
 */
async function removeLeftBytes(files: RecordingStore, log: RemovalLog, key: string | null) {
  if (key === null) return;
  try {
    await files.removeFiles(key);
  } catch (error) {
    log.warn({ err: error }, 'answer file: removing the bytes no answer names failed; kept');
  }
}

function refuse(block: SaveBlock, questionIndex: number): never {
  if (block === 'submitted') throw new AppError('assessment-submitted');
  if (block === 'skipped') throw new AppError('question-skipped', questionIndex);
  throw new AppError('session-invalid');
}

/**
 * What is checked before a byte of the body is read: the assessment is open, the question is a
 * file question the candidate has not skipped, and the declared length fits its limit. Answers
 * the question's form.
 */
export async function admitAnswerFile(
  db: Database,
  candidate: AdmittedCandidate,
  questionIndex: number,
  declaredLength: number | undefined,
): Promise<FileForm> {
  if (candidate.completedAt || candidate.videoCompletedAt) {
    throw new AppError('assessment-submitted');
  }
  const form = requireAnswerType(candidate.role, questionIndex, 'file');
  await refuseIfSkipped(db, candidate.id, questionIndex);
  if (declaredLength !== undefined && declaredLength > fileLimitBytes(form)) {
    throw new AppError('file-too-large', form.maxMegabytes);
  }
  return form;
}

/**
 * Receives the file (never more of it than the limit), finds its type from its bytes, stores it
 * and then its row, and removes the file it replaced. Nothing is kept of a refused file.
 */
export async function saveAnswerFile(
  db: Database,
  files: RecordingStore,
  candidate: AdmittedCandidate,
  questionIndex: number,
  form: FileForm,
  upload: { body: Readable; nameHeader: string | undefined },
  log: RemovalLog,
): Promise<AnswerFile> {
  const key = answerFileKey(candidate.id, questionIndex);
  const stored = await files.withWorkFolder(async (folder) => {
    const file = path.join(folder, 'upload');
    const sizeBytes = await receiveBody(upload.body, file, fileLimitBytes(form), form.maxMegabytes);
    if (sizeBytes === 0) throw new AppError('file-empty');
    const mimeType = await answerFileTypeOf(file);
    if (!mimeType) throw new AppError('file-type-refused');
    await files.putFile(key, file, mimeType);
    return { sizeBytes, mimeType };
  });
  const row = {
    candidateId: candidate.id,
    questionIndex,
    storageKey: key,
    fileName: storedFileName(upload.nameHeader, stored.mimeType),
    mimeType: stored.mimeType,
    sizeBytes: stored.sizeBytes,
  };
  let saved: Awaited<ReturnType<typeof saveAnswerFileRow>>;
  try {
    saved = await saveAnswerFileRow(db, row);
  } catch (error) {
    await files.removeFiles(key).catch(() => undefined);
    throw error;
  }
  if ('blocked' in saved) {
    // Submitted or skipped while the file arrived: it is not kept, and the refusal is the answer.
    await removeLeftBytes(files, log, key);
    refuse(saved.blocked, questionIndex);
  }
  await removeLeftBytes(files, log, saved.replacedKey);
  // A file given after the time limit is kept, and marks the candidate over time as any answer.
  await noteActivity(db, candidate, new Date());
  return toAnswerFile(row);
}

/** Removes the candidate's file answer to the question; none there is fine (a retry). */
export async function removeAnswerFile(
  db: Database,
  files: RecordingStore,
  candidate: AdmittedCandidate,
  questionIndex: number,
  log: RemovalLog,
): Promise<boolean> {
  if (candidate.completedAt || candidate.videoCompletedAt) {
    throw new AppError('assessment-submitted');
  }
  requireAnswerType(candidate.role, questionIndex, 'file');
  const removed = await deleteAnswerFileRow(db, candidate.id, questionIndex);
  if ('blocked' in removed) refuse(removed.blocked, questionIndex);
  await removeLeftBytes(files, log, removed.removedKey);
  await noteActivity(db, candidate, new Date());
  return removed.removedKey !== null;
}

import { TUS_RESUMABLE } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { refusalBody } from '../../../plugins/errors';
import { candidateFromAuthorization } from '../../candidates/candidate-auth.plugin';
import type { RecordingStore } from '../stores/recording-store';
import { findRecordingByUpload, type RecordingRow } from '../recordings.repository';

/** A recording whose upload arrived whole (its length kept), and was not discarded. */
function finishedLengthOf(row: RecordingRow | null): number | null {
  if (!row || row.status === 'uploading' || row.status === 'discarded') return null;
  return row.sizeBytes;
}

/** The length of the upload's finished recording, or null while it is not finished. */
export async function finishedUploadLength(db: Database, uploadId: string): Promise<number | null> {
  return finishedLengthOf(await findRecordingByUpload(db, uploadId));
}

/** The names `namingFunction` gives uploads; anything else is never looked up. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * Once a recording is processed, tus's files for its upload are gone (the bytes moved to the
 * processed video). A browser that asks again — its answer to the last piece was lost, or the
 * server restarted between the last piece and Submit Recording — would get 404 or 410 from tus,
 * start a new upload, and Record-Again away the finished recording. For the candidate's own
 * finished upload this answers as tus would for a complete one: HEAD 200 with the whole length as
 * the offset; a PATCH at the end 204, any other offset 409 (the client then asks with HEAD), another
 * length 400; once the assessment is submitted, any PATCH 409.
 * Answers false, touching nothing, wherever tus should answer itself.
 */
export async function answerFinishedUpload(
  db: Database,
  files: RecordingStore,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const { uploadId } = request.params as { uploadId?: string };
  if (request.method !== 'HEAD' && request.method !== 'PATCH') return false;
  if (!uploadId || !UPLOAD_ID.test(uploadId)) return false;
  // While the store holds it, the upload is tus's to answer (one look on each piece of a
  // recording). Removing an upload takes the data first, so what is left means gone.
  if (await files.holdsUpload(uploadId)) return false;
  const candidate = await candidateFromAuthorization(db, request.headers.authorization ?? null);
  if (!candidate) return false;
  const row = await findRecordingByUpload(db, uploadId);
  const finishedLength = row?.candidateId === candidate.id ? finishedLengthOf(row) : null;
  if (!row || finishedLength === null) return false;
  if (request.method === 'PATCH' && (candidate.videoCompletedAt || candidate.completedAt)) {
    await reply
      .header('tus-resumable', TUS_RESUMABLE)
      .code(409)
      .send(refusalBody('assessment-submitted'));
    return true;
  }
  const size = String(finishedLength);
  void reply.headers({
    'tus-resumable': TUS_RESUMABLE,
    'upload-offset': size,
    'cache-control': 'no-store',
  });
  if (request.method === 'HEAD') {
    await reply.header('upload-length', size).code(200).send();
    return true;
  }
  const length = request.headers['upload-length'];
  if (length !== undefined && length !== size) {
    await reply.code(400).send(refusalBody('upload-length-fixed'));
  } else if (request.headers['upload-offset'] === size) {
    await reply.code(204).send();
  } else {
    await reply.code(409).send(refusalBody('upload-complete'));
  }
  return true;
}

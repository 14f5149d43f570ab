import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { candidateFromAuthorization } from '../candidates/candidate-auth.plugin';
import type { RecordingFiles } from './recording-files';
import type { RecordingProcessor } from './recording-processor';
import {
  discardUnfinishedUpload,
  finishUpload,
  requireOwnRecording,
  startRecording,
} from './recordings.service';

export const UPLOAD_PATH = '/api/recordings/uploads';
/** Three minutes at a generous bitrate fit many times over; anything larger is refused. */
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;

interface UploadRoutesOptions {
  db: Database;
  files: RecordingFiles;
  processor: RecordingProcessor;
}

/** Our errors in the shape tus answers with, keeping the `{result:false, status}` body. */
function asTusError(error: unknown): never {
  if (error instanceof AppError) {
    throw {
      status_code: error.httpStatus,
      body: JSON.stringify({ result: false, status: error.message }),
    };
  }
  throw error;
}

/**
 * The resumable upload endpoint (tus): the browser streams each second of the recording as it
 * is made, and resumes after a dropped connection or a server restart.
 */
export async function recordingUploadRoutes(
  app: FastifyInstance,
  options: UploadRoutesOptions,
): Promise<void> {
  const { db, files, processor } = options;
  fs.mkdirSync(files.uploadsDir, { recursive: true });

  const candidateOf = async (request: Request) => {
    const candidate = await candidateFromAuthorization(db, request.headers.get('authorization'));
    if (!candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
    return candidate;
  };

  const tus = new Server({
    path: UPLOAD_PATH,
    datastore: new FileStore({ directory: files.uploadsDir }),
    maxSize: MAX_RECORDING_BYTES,
    // Our own check above answers first; this is tus's own guard behind it.
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    onIncomingRequest: async (request, uploadId) => {
      try {
        const candidate = await candidateOf(request);
        if (request.method === 'POST') return;
        if (request.method === 'GET') throw new AppError(405, 'Recordings are not served here.');
        if (request.method === 'DELETE')
          return await discardUnfinishedUpload(db, candidate, uploadId);
        await requireOwnRecording(db, candidate, uploadId);
      } catch (error) {
        asTusError(error);
      }
    },
    onUploadCreate: async (request, upload) => {
      try {
        const candidate = await candidateOf(request);
        await startRecording(db, files, candidate, {
          id: upload.id,
          mimeType: upload.metadata?.filetype ?? '',
        });
        return {};
      } catch (error) {
        return asTusError(error);
      }
    },
    onUploadFinish: async (_request, upload) => {
      try {
        const row = await finishUpload(db, files, upload.id, upload.offset);
        processor.enqueue(row.id);
        return {};
      } catch (error) {
        return asTusError(error);
      }
    },
  });

  // tus reads the request body itself: pass PATCH bodies through untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  app.route({
    method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET'],
    url: UPLOAD_PATH,
    handler: handle,
    exposeHeadRoute: false,
  });
  app.route({
    method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET'],
    url: `${UPLOAD_PATH}/:uploadId`,
    handler: handle,
    exposeHeadRoute: false,
  });
}

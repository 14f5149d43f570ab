import { randomUUID } from 'node:crypto';
import { MemoryLocker, TUS_RESUMABLE } from '@tus/server';
import type { Locker } from '@tus/utils';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { isDatabaseUnavailable } from '../../../db/database-availability';
import {
  AppError,
  DATABASE_UNAVAILABLE_TEXT,
  failureBody,
  refusalBody,
  safeErrorSummary,
  serverErrorText,
} from '../../../plugins/errors';
import { candidateFromAuthorization } from '../../candidates/candidate-auth.plugin';
import type { LinkOptions } from '../../invites/site-origin';
import { CheckedUploadStore } from './checked-upload-store';
import type { FfmpegTools } from '../processing/ffmpeg';
import { interruptedRecordingRoutes } from '../interrupted/interrupted-recordings.routes';
import { DiscardedRecordingFiles } from '../discarded-recording-files';
import { answerFinishedUpload, finishedUploadLength } from './finished-upload-answer';
import type { RecordingStore } from '../stores/recording-store';
import type { RecordingProcessing } from '../processing/recording-processing';
import {
  admitUploadChunk,
  discardUnfinishedUpload,
  finishUpload,
  keepUploadIfLive,
  requireOwnUpload,
  startRecording,
} from '../recordings.service';
import { ShapedTusServer, TUS_UNSUPPORTED_EXTENSION } from './tus-errors';
import { startAnswerRecording } from '../answers/answer-recordings.service';
import { answerTargetOf } from '../answers/answer-target';
import { candidateScope } from '../../../plugins/access-scopes';
import type { UploadAdmissions } from './upload-admissions';
import { isStorageUnavailable } from '../stores/storage-availability';
import { isDiskFull } from '../../../plugins/disk-full';

export const UPLOAD_PATH = '/api/recordings/uploads';
/**
 * Ten minutes (the longest video a role may ask for) at the recorder's 1.5 Mbit/s are about
 * 115 MB; anything larger is refused. Processing refuses a video longer than its role allows.
 */
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;

interface UploadRoutesOptions {
  db: Database;
  files: RecordingStore;
  processor: RecordingProcessing;
  links: LinkOptions;
  /** Chunks admitted a moment ago; Submit Recording forgets its upload's. */
  admissions: UploadAdmissions;
  /** Shared by every instance (PostgreSQL advisory locks); tus's in-process one by default. */
  locker?: Locker;
  /** Finds ffmpeg, to measure what a take cut short saved; none: it is not measured. */
  findTools?: () => Promise<FfmpegTools | null>;
}

/** A refusal tus answers as it stands: tus reads `status_code` and `body` off what is thrown. */
class TusRefusal extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(readonly refusal: AppError) {
    super(refusal.message);
    this.status_code = refusal.httpStatus;
    this.body = JSON.stringify(failureBody(refusal.message, refusal.code));
  }
}

/** Our errors in the shape tus answers with, keeping the `{result:false, status, code}` body. */
function asTusError(error: unknown): never {
  if (error instanceof AppError) throw new TusRefusal(error as AppError);
  throw error;
}

const CORS_HEADER = /^access-control-/i;

/**
 * The app is same-origin, so the upload endpoint answers no CORS headers at all: a page on another
 * site may not read, patch or delete uploads. tus sets them on every answer (and `*` by default);
 * they are taken out as the answer's head is written, whatever form tus hands the headers in.
 */
function withoutCorsHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const clean = (headers: unknown): unknown => {
    if (Array.isArray(headers)) {
      const kept: unknown[] = [];
      // A flat list [name, value, name, value, …] or a list of [name, value] pairs.
      if (headers.every((entry) => Array.isArray(entry))) {
        return (headers as [string, unknown][]).filter(([name]) => !CORS_HEADER.test(name));
      }
      for (let index = 0; index + 1 < headers.length; index += 2) {
        if (!CORS_HEADER.test(String(headers[index])))
          kept.push(headers[index], headers[index + 1]);
      }
      return kept;
    }
    if (headers && typeof headers === 'object') {
      return Object.fromEntries(
        Object.entries(headers as Record<string, unknown>).filter(
          ([name]) => !CORS_HEADER.test(name),
        ),
      );
    }
    return headers;
  };
  response.writeHead = (...args: unknown[]) => {
    for (const name of response.getHeaderNames()) {
      if (CORS_HEADER.test(name)) response.removeHeader(name);
    }
    return writeHead(...args.map((arg, index) => (index === 0 ? arg : clean(arg))));
  };
}

/**
 * The resumable upload endpoint (tus): the browser streams each second of the recording as it
 * is made, and resumes after a dropped connection or a server restart.
 */
export async function recordingUploadRoutes(
  app: FastifyInstance,
  options: UploadRoutesOptions,
): Promise<void> {
  const { db, files, processor, links, admissions } = options;
  const locker = options.locker ?? new MemoryLocker();
  const discarded = new DiscardedRecordingFiles(files, admissions, locker);

  const candidateOf = async (request: Request) => {
    const candidate = await candidateFromAuthorization(db, request.headers.get('authorization'));
    if (!candidate) throw new AppError('session-invalid');
    return candidate;
  };

  // The request tus is answering, for the log line and request id of a 5xx.
  const fastifyRequests = new WeakMap<IncomingMessage, FastifyRequest>();
  const fastifyRequestOf = (request: Request) =>
    fastifyRequests.get(
      (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node
        ?.req as IncomingMessage,
    );

  // A creation that a newer one replaced while tus made its files leaves nothing behind.
  const datastore = new CheckedUploadStore(
    files.uploads,
    async (uploadId) => {
      try {
        await keepUploadIfLive(db, files, uploadId);
      } catch (error) {
        asTusError(error);
      }
    },
    (uploadId) => finishedUploadLength(db, uploadId),
  );
  const tus = new ShapedTusServer({
    path: UPLOAD_PATH,
    datastore,
    locker,
    maxSize: MAX_RECORDING_BYTES,
    // Our own check above answers first; this is tus's own guard behind it.
    disableTerminationForFinishedUploads: true,
    // Same-origin only: tus's default is `Access-Control-Allow-Origin: *` for any origin.
    allowedOrigins: () => false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    // The upload's `Location`: from PUBLIC_URL, from the Host only on a loopback HOST, else a path
    // (tus-js-client resolves it against its endpoint), so a forged Host never redirects an upload.
    generateUrl: (_request, { proto, host, path, id }) => {
      const origin = links.publicUrl ?? (links.trustHostHeader ? `${proto}://${host}` : '');
      return `${origin}${path}/${id}`;
    },
    onIncomingRequest: async (request, uploadId) => {
      try {
        if (request.method === 'POST' || request.method === 'GET') {
          await candidateOf(request);
          if (request.method === 'GET') throw new AppError('recordings-not-served');
          return;
        }
        const authorization = request.headers.get('authorization');
        if (request.method === 'PATCH') {
          return await admitUploadChunk(db, admissions, authorization, uploadId);
        }
        const recording = await requireOwnUpload(db, authorization, uploadId);
        if (request.method === 'DELETE') {
          try {
            await discardUnfinishedUpload(db, recording.id);
          } finally {
            admissions.forget(uploadId);
          }
        }
      } catch (error) {
        asTusError(error);
      }
    },
    onUploadCreate: async (request, upload) => {
      try {
        const candidate = await candidateOf(request);
        const started = { id: upload.id, mimeType: upload.metadata?.filetype ?? '' };
        // An answer to a question names it; an upload that names none is the introduction.
        const target = answerTargetOf(upload.metadata);
        if (target) await startAnswerRecording(db, discarded, candidate, started, target);
        else await startRecording(db, discarded, candidate, started);
        return {};
      } catch (error) {
        return asTusError(error);
      }
    },
    // A 5xx tells the client nothing of the cause (tus would send its message: a path, a query).
    onResponseError: (request, error) => {
      // The database restarting: passing, as for every other request (plugins/errors.ts).
      if (isDatabaseUnavailable(error)) {
        const body = JSON.stringify(failureBody(DATABASE_UNAVAILABLE_TEXT, 'service-unavailable'));
        return { status_code: 503, body };
      }
      const code = 'status_code' in error ? error.status_code : 500;
      if (code < 500 || code === TUS_UNSUPPORTED_EXTENSION) return undefined;
      const fastifyRequest = fastifyRequestOf(request);
      // The data folder's disk full: what arrived before it stays, and the browser keeps the rest
      // and sends it again (docs/deploying.md, "Health checks").
      if (isDiskFull(error)) {
        (fastifyRequest?.log ?? app.log).error(
          { err: safeErrorSummary(error), method: request.method, route: UPLOAD_PATH },
          'upload request failed: the disk is full',
        );
        return { status_code: 507, body: JSON.stringify(refusalBody('storage-full')) };
      }
      // The recording store away (Record Again removing a processed take): passing, as it stands.
      if (error instanceof TusRefusal && isStorageUnavailable(error.refusal)) {
        (fastifyRequest?.log ?? app.log).warn(
          { err: safeErrorSummary(error.refusal), method: request.method, route: UPLOAD_PATH },
          'upload request refused: storage-unavailable',
        );
        return undefined;
      }
      (fastifyRequest?.log ?? app.log).error(
        { err: safeErrorSummary(error), method: request.method, route: UPLOAD_PATH },
        'upload request failed',
      );
      const status = serverErrorText(fastifyRequest?.id);
      return { status_code: code, body: JSON.stringify(failureBody(status, 'server-error')) };
    },
    onUploadFinish: async (_request, upload) => {
      try {
        // Only uploads still arriving are admitted from memory.
        admissions.forget(upload.id);
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
  // The errors Fastify answers before tus sees a request (content type, body size, rate limit)
  // still carry the header a tus client reads; tus's own answers set it themselves.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Tus-Resumable', TUS_RESUMABLE);
  });
  /**
   * A server killed after storing an upload's length but before its last bytes leaves a state
   * where tus-js-client resumes with `Upload-Length` again; tus refuses a second length (400) and
   * the browser gives up on a 4xx, so the recording would never complete. The same length again
   * tells nothing new: it is dropped, and the PATCH is an ordinary resume.
   */
  const dropRepeatedLength = async (request: FastifyRequest) => {
    const header = request.headers['upload-length'];
    const uploadId = (request.params as { uploadId?: string }).uploadId;
    if (request.method !== 'PATCH' || typeof header !== 'string' || !uploadId) return;
    const upload = await datastore.getUpload(uploadId).catch(() => undefined);
    if (upload?.size === undefined || String(upload.size) !== header.trim()) return;
    delete request.raw.headers['upload-length'];
    const raw = request.raw.rawHeaders;
    for (let index = raw.length - 2; index >= 0; index -= 2) {
      if (raw[index]?.toLowerCase() === 'upload-length') raw.splice(index, 2);
    }
  };
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await answerFinishedUpload(db, files, request, reply)) return;
    fastifyRequests.set(request.raw, request);
    await dropRepeatedLength(request);
    reply.hijack();
    withoutCorsHeaders(reply.raw);
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
  // With tus's own locker, so that Submit the saved part and a late chunk never interleave.
  const findTools = options.findTools ?? (() => Promise.resolve(null));
  let tools: Promise<FfmpegTools | null> | undefined;
  await app.register(
    candidateScope(async (candidate) => {
      await candidate.register(interruptedRecordingRoutes, {
        db,
        files,
        processor,
        admissions,
        locker,
        tools: () => (tools ??= findTools()),
      });
    }),
  );
}

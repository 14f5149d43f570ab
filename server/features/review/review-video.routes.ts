import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import { TEXTS } from '../../../shared/texts';
import { AppError } from '../../plugins/errors';
import type { RecordingFiles } from '../recordings/recording-files';
import type { ReviewRoutesOptions } from './review-options';
import { findVideoFile, type StoredFile } from './review-video.service';

const RANGE_NOT_SATISFIABLE = 'The requested part of the video does not exist.';

/**
 * Sends a stored file with HTTP Range support (206 for one range, 416 for a range past the end),
 * so seeking a long video fetches only what the player needs. Reviewers only; never cached.
 */
async function sendStoredFile(
  files: RecordingFiles,
  file: StoredFile,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const result = await send(request.raw, `/${file.key}`, {
    root: files.dataDir,
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });
  if (result.type === 'error') {
    result.stream.destroy();
    if (result.statusCode !== 416) throw new AppError(404, TEXTS.workspace.videoMissing);
    const contentRange = result.headers['Content-Range'];
    if (contentRange) reply.header('Content-Range', contentRange);
    return reply.code(416).send({ result: false, status: RANGE_NOT_SATISFIABLE });
  }
  if (result.type === 'directory') {
    result.stream.destroy();
    throw new AppError(404, TEXTS.workspace.videoMissing);
  }
  return reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('Content-Type', file.contentType)
    .header('Cache-Control', 'private, no-store')
    .send(result.stream);
}

/** The candidate's video and poster, for a signed-in reviewer's player. */
export async function reviewVideoRoutes(
  parent: FastifyInstance,
  options: ReviewRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  const schema = {
    params: CandidateIdParamsSchema,
    response: { ...API_FAILURES, 416: ApiFailureSchema },
  };

  app.get('/api/admin/candidates/:id/video', { schema }, async (request, reply) =>
    sendStoredFile(files, await findVideoFile(db, request.params.id, 'video'), request, reply),
  );

  app.get('/api/admin/candidates/:id/poster', { schema }, async (request, reply) =>
    sendStoredFile(files, await findVideoFile(db, request.params.id, 'poster'), request, reply),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import { AppError, refusalBody } from '../../plugins/errors';
import type { ByteRange, RecordingStore } from '../recordings/recording-store';
import type { ReviewRoutesOptions } from './review-options';
import { findVideoFile, type StoredFile } from './review-video.service';

/** The one range asked for; none (the whole file) for no header, a malformed one, or several. */
function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * Sends a stored file, from local disk or object storage alike, with HTTP Range support (206 for
 * one range, 416 for a range past the end), so seeking a long video fetches only what the player
 * needs. Reviewers only; never cached.
 */
export async function sendStoredFile(
  files: RecordingStore,
  file: StoredFile,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const stat = await files.statFile(file.key);
  if (!stat) throw new AppError('video-missing');
  const range = requestedRange(request.headers.range, stat.size);
  void reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, no-store');
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${stat.size}`)
      .send(refusalBody('video-range-missing'));
  }
  const stream = await files.readFile(file.key, range).catch(() => {
    throw new AppError('video-missing');
  });
  void reply.header('Content-Type', file.contentType);
  if (!range) return reply.code(200).header('Content-Length', stat.size).send(stream);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(stream);
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

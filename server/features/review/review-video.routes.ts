import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import { RecentLookups } from '../../plugins/data-changes';
import { AppError, refusalBody } from '../../plugins/errors';
import type { ByteRange, RecordingStore } from '../recordings/stores/recording-store';
import { isStorageUnavailable } from '../recordings/stores/storage-availability';
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

/** A stored file with its size, when it is known already. */
type SendableFile = StoredFile & { size?: number };

/**
 * Sends a stored file, from local disk or object storage alike, with HTTP Range support (206 for
 * one range, 416 for a range past the end), so seeking a long video fetches only what the player
 * needs. For reviewers and share visitors alike, each through its route's own check (a share's
 * lookup reused briefly by `reusedFileSender`); the browser never caches it (`no-store`).
 */
async function sendStoredFile(
  files: RecordingStore,
  file: SendableFile,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const stat = file.size === undefined ? await files.statFile(file.key) : { size: file.size };
  if (!stat) throw new AppError('video-missing');
  const range = requestedRange(request.headers.range, stat.size);
  void reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, no-store');
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${stat.size}`)
      .send(refusalBody('video-range-missing'));
  }
  const stream = await files.readFile(file.key, range).catch((error: unknown) => {
    // The store away is passing (503 with Retry-After); anything else: the file is gone.
    if (isStorageUnavailable(error)) throw error;
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

/**
 * How long the file a candidate's video or poster (or answer recording) is found in, and its size,
 * are used again without looking, at most: a player asks for a range every few seconds while it
 * plays, dozens when it seeks. Any data change ends it at once (a new take, a deletion, a share
 * revoked: `RecentLookups`).
 */
const FILE_REUSE_MS = 10_000;

/** A stored file to send, found by a route's lookup; past `until` (a share's expiry) it is not. */
type FoundFile = StoredFile & { until?: Date };

/**
 * Sends the file `find` looks up (with Range), reusing what it found for `key` lately
 * (docs/capacity.md, "Video ranges"): the lookup's queries and the file's size are made once for
 * a player's ranges. A lookup that refuses is not reused; one whose file is gone is forgotten.
 */
export function reusedFileSender(app: FastifyInstance, files: RecordingStore) {
  const recent = new RecentLookups<Required<SendableFile> & { until?: Date }>(
    app.dataChanges,
    FILE_REUSE_MS,
  );
  const lookUp = async (find: () => Promise<FoundFile>) => {
    const found = await find();
    const stat = await files.statFile(found.key);
    if (!stat) throw new AppError('video-missing');
    return { ...found, size: stat.size };
  };
  return async (
    key: string,
    find: () => Promise<FoundFile>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    let file = await recent.get(key, () => lookUp(find));
    // Time ends a share, not a data change: past its expiry it is looked up (and refused) again.
    if (file.until && file.until.getTime() <= Date.now()) {
      recent.forget(key);
      file = await recent.get(key, () => lookUp(find));
    }
    return sendStoredFile(files, file, request, reply).catch((error: unknown) => {
      // Its file is gone (removed with its candidate): looked for again next time.
      recent.forget(key);
      throw error;
    });
  };
}

/** The candidate's video and poster, for a signed-in reviewer's player. */
export async function reviewVideoRoutes(
  parent: FastifyInstance,
  options: ReviewRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  const sendFile = reusedFileSender(app, files);
  const route = {
    schema: {
      params: CandidateIdParamsSchema,
      // 503 `storage-unavailable`: the recording store away (storage-availability.ts).
      response: { ...API_FAILURES, 416: ApiFailureSchema, 503: ApiFailureSchema },
    },
    // A video is never compressed (206, or a media type): its hooks would cost each range.
    compress: false as const,
    config: { reusesSession: true },
  };

  for (const part of ['video', 'poster'] as const) {
    app.get(`/api/admin/candidates/:id/${part}`, route, async (request, reply) => {
      const { id } = request.params;
      return sendFile(`${id}/${part}`, () => findVideoFile(db, id, part), request, reply);
    });
  }
}

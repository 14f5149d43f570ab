import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../../shared/api.schema';
import { questionIndexParam } from '../../../../shared/answer-files.schema';
import { CandidateIdParamsSchema } from '../../../../shared/review.schema';
import { ShareCandidateParamsSchema } from '../../../../shared/shares.schema';
import type { Database } from '../../../db/client';
import { reusedFileSender } from '../../review/review-video.routes';
import { findSharedFile } from '../../shares/shared-candidates.service';
import type { RecordingStore } from '../stores/recording-store';
import { findAnswerMediaFile } from './answer-media.service';

const PARTS = ['recording', 'poster'] as const;

/** 416 for a range past the end, 503 `storage-unavailable` while the store is away. */
const FILE_FAILURES = { ...API_FAILURES, 416: ApiFailureSchema, 503: ApiFailureSchema };

/** A recording is never compressed (206, or a media type): its hooks would cost each range. */
const MEDIA_ROUTE = { compress: false as const };

/**
 * A candidate's video or audio answer to a question, and a video's poster, for a signed-in
 * reviewer's player: HTTP Range as the introduction's, never cached by the browser; the lookup
 * reused for the player's ranges as the introduction's (`reusedFileSender`).
 */
export async function answerMediaRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  const sendFile = reusedFileSender(app, files);
  for (const part of PARTS) {
    app.get(
      `/api/admin/candidates/:id/answers/:questionIndex/${part}`,
      {
        ...MEDIA_ROUTE,
        config: { reusesSession: true },
        schema: {
          description:
            part === 'recording'
              ? "The candidate's video or audio answer to a question (HTTP Range)."
              : "The poster of the candidate's video answer to a question.",
          params: CandidateIdParamsSchema.extend({ questionIndex: questionIndexParam }),
          response: FILE_FAILURES,
        },
      },
      async (request, reply) => {
        const { id, questionIndex } = request.params;
        const find = () => findAnswerMediaFile(db, id, questionIndex, part);
        return sendFile(`${id}/${questionIndex}/${part}`, find, request, reply);
      },
    );
  }
}

/**
 * The same for a share link's visitor, for a candidate the share shows; the share's checks (a
 * filter's list query among them) reused with the file until it expires or anything changes.
 */
export async function sharedAnswerMediaRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  const sendFile = reusedFileSender(app, files);
  for (const part of PARTS) {
    app.get(
      `/api/shares/:token/candidates/:id/answers/:questionIndex/${part}`,
      {
        ...MEDIA_ROUTE,
        schema: {
          description:
            part === 'recording'
              ? "A shared candidate's video or audio answer to a question (HTTP Range)."
              : "The poster of a shared candidate's video answer to a question.",
          params: ShareCandidateParamsSchema.extend({ questionIndex: questionIndexParam }),
          response: { ...FILE_FAILURES, 410: ApiFailureSchema },
        },
      },
      async (request, reply) => {
        const { token, id, questionIndex } = request.params;
        const find = () =>
          findSharedFile(db, token, id, () => findAnswerMediaFile(db, id, questionIndex, part));
        return sendFile(`${token}/${id}/${questionIndex}/${part}`, find, request, reply);
      },
    );
  }
}

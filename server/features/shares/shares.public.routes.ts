import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { SHARE_TEXTS } from '../../../shared/share-texts';
import {
  PublicShareResponseSchema,
  ShareCandidateParamsSchema,
  ShareFeedbackRequestSchema,
  ShareTokenParamsSchema,
} from '../../../shared/shares.schema';
import type { Database } from '../../db/client';
import type { RecordingStore } from '../recordings/stores/recording-store';
import { reusedFileSender } from '../review/review-video.routes';
import { findVideoFile } from '../review/review-video.service';
import { findSharedFile, leaveShareFeedback, viewShare } from './shared-candidates.service';

const SHARE_FAILURES = { ...API_FAILURES, 410: ApiFailureSchema };

/**
 * What a share link's visitor may do, without an account: read the shared candidates, play their
 * videos, and leave feedback when the share allows it. The token is the only key.
 */
export async function sharesPublicRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;

  app.get(
    '/api/shares/:token',
    {
      schema: {
        params: ShareTokenParamsSchema,
        response: { 200: PublicShareResponseSchema, ...SHARE_FAILURES },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return { result: true as const, data: await viewShare(db, request.params.token) };
    },
  );

  // The share's checks and the file, reused for a player's ranges until it expires or anything
  // changes (a revocation among them).
  const sendFile = reusedFileSender(app, files);
  const fileSchema = {
    params: ShareCandidateParamsSchema,
    response: { ...SHARE_FAILURES, 416: ApiFailureSchema },
  };
  for (const part of ['video', 'poster'] as const) {
    app.get(
      `/api/shares/:token/candidates/:id/${part}`,
      { schema: fileSchema },
      async (request, reply) => {
        const { token, id } = request.params;
        const find = () => findSharedFile(db, token, id, () => findVideoFile(db, id, part));
        return sendFile(`${token}/${id}/${part}`, find, request, reply);
      },
    );
  }

  app.post(
    '/api/shares/:token/feedback',
    {
      schema: {
        params: ShareTokenParamsSchema,
        body: ShareFeedbackRequestSchema,
        response: { 200: StatusResponseSchema, ...SHARE_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      await leaveShareFeedback(db, request.params.token, request.body);
      return { result: true as const, status: SHARE_TEXTS.feedbackSaved };
    },
  );
}

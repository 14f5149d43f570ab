import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { FEEDBACK_TEXTS } from '../../../shared/feedback-texts';
import { FeedbackRequestSchema } from '../../../shared/recording.schema';
import type { Database } from '../../db/client';
import { saveFeedback } from './feedback.service';

/**
 * `POST /feedback` (README's API table): the candidate's rating and words, keyed by their secret; once (a
 * second send answers 409 with `FEEDBACK_CODES.alreadySent`).
 */
export async function feedbackRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/feedback',
    {
      schema: {
        body: FeedbackRequestSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      await saveFeedback(options.db, request.body);
      return { result: true as const, status: FEEDBACK_TEXTS.received };
    },
  );
}

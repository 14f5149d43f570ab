import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, StatusResponseSchema } from '../../../shared/api.schema';
import { FeedbackRequestSchema } from '../../../shared/recording.schema';
import type { Database } from '../../db/client';
import { saveFeedback } from './feedback.service';

/** `POST /feedback` (SPEC A12): the candidate's rating and words, keyed by their secret. */
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
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      await saveFeedback(options.db, request.body);
      return { result: true as const, status: 'Thank you for your feedback.' };
    },
  );
}

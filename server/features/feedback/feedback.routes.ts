import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, StatusResponseSchema } from '../../../shared/api.schema';
import { FeedbackRequestSchema } from '../../../shared/recording.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { candidateFromSecret } from '../candidates/candidate-auth.plugin';
import { upsertFeedback } from './feedback.repository';

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
      const input = request.body;
      const candidate = await candidateFromSecret(options.db, input.unique);
      if (!candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
      await upsertFeedback(options.db, {
        candidateId: candidate.id,
        rating: input.rating ? input.rating : null,
        text: input.feedback.trim(),
      });
      return { result: true as const, status: 'Thank you for your feedback.' };
    },
  );
}

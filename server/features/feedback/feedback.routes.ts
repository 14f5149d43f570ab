import type { FastifyInstance } from 'fastify';
import { FeedbackRequestSchema } from '../../../shared/recording.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError, parseInput } from '../../plugins/errors';
import { candidateFromSecret } from '../candidates/candidate-auth.plugin';
import { upsertFeedback } from './feedback.repository';

/** `POST /feedback` (SPEC A12): the candidate's rating and words, keyed by their secret. */
export async function feedbackRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  app.post('/feedback', async (request) => {
    const input = parseInput(FeedbackRequestSchema, request.body);
    const candidate = await candidateFromSecret(options.db, input.unique);
    if (!candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
    await upsertFeedback(options.db, {
      candidateId: candidate.id,
      rating: input.rating ? input.rating : null,
      text: input.feedback.trim(),
    });
    return { result: true, status: 'Thank you for your feedback.' };
  });
}

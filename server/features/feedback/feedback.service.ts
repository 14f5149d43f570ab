import type { FeedbackRequestSchema } from '../../../shared/recording.schema';
import type { z } from 'zod';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { candidateFromSecret } from '../candidates/candidate-auth.plugin';
import { upsertFeedback } from './feedback.repository';

/** SPEC A12: the candidate's rating and words, keyed by their secret; a second one replaces it. */
export async function saveFeedback(
  db: Database,
  input: z.output<typeof FeedbackRequestSchema>,
): Promise<void> {
  const candidate = await candidateFromSecret(db, input.unique);
  if (!candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
  await upsertFeedback(db, {
    candidateId: candidate.id,
    rating: input.rating ? input.rating : null,
    text: input.feedback.trim(),
  });
}

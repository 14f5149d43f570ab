import type { z } from 'zod';
import type { FeedbackRequestSchema } from '../../../shared/recording.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { candidateFromSecret } from '../candidates/candidate-auth.plugin';
import { findFeedbackSentAt, insertFeedbackOnce } from './feedback.repository';

/**
 * The candidate's feedback (README's API table): their rating and words, keyed by their secret.
 * Stars and words are both optional: a form sent empty is kept too, so reviewers can tell it from a form never sent. The
 * first feedback wins; a second send (another tab, a replayed request) is refused with 409 and
 * changes nothing.
 */
export async function saveFeedback(
  db: Database,
  input: z.output<typeof FeedbackRequestSchema>,
): Promise<void> {
  const candidate = await candidateFromSecret(db, input.unique);
  if (!candidate) throw new AppError('session-invalid');
  const saved = await insertFeedbackOnce(db, {
    candidateId: candidate.id,
    rating: input.rating ? input.rating : null,
    text: input.feedback.trim(),
  });
  if (!saved) throw new AppError('feedback-already-sent');
}

/** For the candidate's state: when they sent their feedback (ISO time), or null. */
export async function feedbackSentAtOf(db: Database, candidateId: string): Promise<string | null> {
  return (await findFeedbackSentAt(db, candidateId))?.toISOString() ?? null;
}

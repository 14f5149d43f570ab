import {
  INTEGRITY_EVENTS_MAX_PER_CANDIDATE,
  type IntegrityEventRequest,
} from '../../../shared/assessment.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { CandidateRow } from '../candidates/candidate-row';
import { insertEventWithSummary } from './integrity-events.repository';

/**
 * When the event happened: the browser's time, but never later than the server's now (a clock
 * running fast would otherwise stretch a time away into the future; `docs/integrity.md`).
 */
function occurredAtOf(input: IntegrityEventRequest, now: Date): Date {
  if (!input.occurredAt) return now;
  const said = new Date(input.occurredAt);
  return said > now ? now : said;
}

/** Records one integrity event of a candidate still working, with the list's summary. */
export async function recordIntegrityEvent(
  db: Database,
  candidate: CandidateRow,
  input: IntegrityEventRequest,
  now = new Date(),
): Promise<void> {
  // Submitted: the assessment belongs to the team, and nothing about it changes.
  if (candidate.videoCompletedAt !== null || candidate.completedAt !== null) {
    throw new AppError('assessment-submitted');
  }
  const recorded = await insertEventWithSummary(
    db,
    {
      candidateId: candidate.id,
      kind: input.kind,
      detail: input.detail ?? null,
      occurredAt: occurredAtOf(input, now),
    },
    INTEGRITY_EVENTS_MAX_PER_CANDIDATE,
  );
  if (!recorded) throw new AppError('too-many-events');
}

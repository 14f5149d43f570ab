import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { recordings } from '../../db/schema';

/**
 * The candidate's recordings that used a take: those that were finished, their upload arrived
 * whole (`finishedAt` is set by the upload's last piece, and only then). Whatever became of them
 * later (submitted, processed, replaced by Record Again) they count. A recording discarded while
 * still arriving (a camera that froze, a reload or a lost connection mid-take) used none: a
 * technical failure must not cost the candidate a take.
 */
export function takesUsedBy(candidateId: string) {
  return and(eq(recordings.candidateId, candidateId), isNotNull(recordings.finishedAt));
}

/**
 * The candidate's finished recording that is neither submitted nor replaced: what End Recording
 * left when the page was reloaded or closed before Submit Recording. At most one (one live
 * recording per candidate).
 */
export function awaitingSubmissionOf(candidateId: string) {
  return and(
    takesUsedBy(candidateId),
    isNull(recordings.submittedAt),
    ne(recordings.status, 'discarded'),
  );
}

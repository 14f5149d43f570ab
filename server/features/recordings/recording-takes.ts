import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { recordings } from '../../db/schema';

/**
 * What a recording answers: a question (its index), or the role's video introduction (null).
 * Each has its own takes, its own Record Again and its own live recording.
 */
export function recordingFor(questionIndex: number | null) {
  return questionIndex === null
    ? isNull(recordings.questionIndex)
    : eq(recordings.questionIndex, questionIndex);
}

/**
 * A recording submitted as the answer to a question (not the introduction) and not replaced by
 * Record Again: what makes a video or audio question answered, wherever it is counted.
 */
export function submittedAnswerRecording() {
  return and(
    isNotNull(recordings.questionIndex),
    isNotNull(recordings.submittedAt),
    ne(recordings.status, 'discarded'),
  );
}

/**
 * The candidate's recordings that used a take: those that were finished, their upload arrived
 * whole (`finishedAt` is set by the upload's last piece, and only then). Whatever became of them
 * later (submitted, processed, replaced by Record Again) they count. A recording discarded while
 * still arriving (a camera that froze, a reload or a lost connection mid-take) used none: a
 * technical failure must not cost the candidate a take. Counted per answer (`recordingFor`).
 */
export function takesUsedBy(candidateId: string, questionIndex: number | null = null) {
  return and(
    eq(recordings.candidateId, candidateId),
    recordingFor(questionIndex),
    isNotNull(recordings.finishedAt),
  );
}

/**
 * The candidate's finished recording that is neither submitted nor replaced: what End Recording
 * left when the page was reloaded or closed before Submit Recording. At most one per answer (one
 * live recording per candidate and question).
 */
export function awaitingSubmissionOf(candidateId: string, questionIndex: number | null = null) {
  return and(
    takesUsedBy(candidateId, questionIndex),
    isNull(recordings.submittedAt),
    ne(recordings.status, 'discarded'),
  );
}

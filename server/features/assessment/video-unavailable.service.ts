import { allowedMinutes } from '../../../shared/time-allowance';
import type { VideoUnavailableReason } from '../../../shared/video-unavailable.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { AdmittedCandidate } from '../candidates/candidate-row';
import { questionsDone, requiredDone } from './question-progress';
import { markCompleteWithoutVideo } from './video-unavailable.repository';

/** Past the candidate's own deadline (the role version's limit and their extra time)? */
function isOverTime(candidate: AdmittedCandidate, at: Date): boolean {
  const minutes = allowedMinutes(candidate.role.settings, candidate.extraTime);
  if (minutes === null) return false;
  return at.getTime() > candidate.startedAt.getTime() + minutes * 60_000;
}

/**
 * "I can't record a video": the candidate of a role with video finishes without one, after
 * answering every required question, as a role without video completes (over time when past the
 * deadline). Refused, with nothing changed, once anything completed the assessment.
 */
export async function completeWithoutRecording(
  db: Database,
  candidate: AdmittedCandidate,
  input: { reason: VideoUnavailableReason; note: string },
  now = new Date(),
) {
  if (!candidate.role.settings.video.enabled) {
    throw new AppError('video-not-asked');
  }
  if (candidate.videoCompletedAt) {
    throw new AppError('video-submitted');
  }
  if (candidate.completedAt) throw new AppError('assessment-submitted');
  if (!requiredDone(candidate.role.forms, await questionsDone(db, candidate))) {
    throw new AppError('answers-missing');
  }
  const done = await markCompleteWithoutVideo(db, candidate.id, {
    ...input,
    at: now,
    overTime: isOverTime(candidate, now),
  });
  // A video submitted or another tab's completion came between: theirs stands.
  if (!done) throw new AppError('assessment-submitted');
  return {
    step: 'complete' as const,
    videoCompleted: false as const,
    completedAt: done.completedAt.toISOString(),
    overTime: done.overTime,
  };
}

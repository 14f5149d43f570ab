import type { MediaProgress } from '../../../../shared/assessment.schema';
import type { Role } from '../../../../shared/roles.schema';
import type { Database } from '../../../db/client';
import { listAnswerTakes, type AnswerTake } from './answer-recordings.repository';

/**
 * Where each video or audio question of the candidate's role stands (the assessment state's
 * `progress.media`): takes left by its form, the finished take awaiting Submit (a reload came
 * between), and the submitted answer. One statement for all of them.
 */
export async function mediaProgressOf(
  db: Database,
  candidateId: string,
  role: Pick<Role, 'forms'>,
): Promise<MediaProgress[]> {
  const media = role.forms.flatMap((form, questionId) =>
    form.answer.type === 'video' || form.answer.type === 'audio'
      ? [{ questionId, form: form.answer }]
      : [],
  );
  if (media.length === 0) return [];
  const takes = await listAnswerTakes(db, candidateId);
  return media.map(({ questionId, form }) => {
    const own = takes.filter((take) => take.questionIndex === questionId);
    const live = (take: AnswerTake) => take.status !== 'discarded';
    // A take used: its upload arrived whole, whatever became of it (recording-takes.ts).
    const used = own.filter((take) => take.finishedAt !== null).length;
    const pending = own.find((take) => live(take) && take.finishedAt && !take.submittedAt);
    const submitted = own.find((take) => live(take) && take.submittedAt !== null);
    return {
      questionId,
      media: form.type,
      takesLeft: form.takes === null ? null : Math.max(0, form.takes - used),
      pendingRecording: pending
        ? { uploadId: pending.uploadId, durationMs: pending.durationMs }
        : null,
      submitted: submitted ? { durationMs: submitted.durationMs } : null,
    };
  });
}

import { AppError } from '../../../plugins/errors';

/**
 * What an upload answers, from its tus metadata (docs/recordings.md#recorded-answers): a question
 * (`questionIndex`, a decimal, and `media`, `video` or `audio`), or the role's video introduction
 * (null) when it names no question, as every upload did before questions were recorded.
 */
export type AnswerTarget = { questionIndex: number; media: 'video' | 'audio' } | null;

/** The upload's answer; 400 `recording-metadata-invalid` for metadata we cannot read. */
export function answerTargetOf(metadata: Record<string, string | null> | undefined): AnswerTarget {
  const index = metadata?.questionIndex ?? null;
  const media = metadata?.media ?? null;
  if (index === null) {
    // The introduction is a video: naming another medium without a question is a mistake.
    if (media !== null && media !== 'video') throw new AppError('recording-metadata-invalid');
    return null;
  }
  if (!/^\d{1,3}$/.test(index) || (media !== 'video' && media !== 'audio')) {
    throw new AppError('recording-metadata-invalid');
  }
  return { questionIndex: Number(index), media };
}

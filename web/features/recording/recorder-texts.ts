import type { ErrorCode } from '../../../shared/error-codes';
import english from '../../../shared/messages/recorder/en';
import { defineTexts, translateKnown, type Translate } from '../../i18n/texts';
import { ApiError } from '../../lib/api-client';
import type { RecorderKey } from './lib/media-texts';

/** The recorder's words (shared/messages/recorder/): English in the assessment page's chunk. */
export const recorderTexts = defineTexts(
  'recorder',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/recorder/*.ts',
      '!../../../shared/messages/recorder/en.ts',
      '!../../../shared/messages/recorder/*.test.ts',
    ],
    {
      import: 'default',
    },
  ),
);

/**
 * The values of a length limit's phrase (`maxLengthReached`): whole minutes (`3-minute`), seconds
 * under a minute (`45-second`), else a clock (`2:30`).
 */
export function recorderLimit(seconds: number) {
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const unit = seconds % 60 === 0 ? 'minutes' : seconds < 60 ? 'seconds' : 'clock';
  return { unit, minutes: seconds / 60, seconds, clock };
}

/**
 * The server's refusals a candidate may meet while recording, by their code: said in the page's
 * language (the server answers in English).
 */
const REFUSALS: Partial<Record<ErrorCode, RecorderKey>> = {
  'takes-used-up': 'takesUsedUpRefusal',
  'not-interrupted': 'notInterrupted',
  'still-arriving': 'stillArriving',
  'nothing-saved': 'nothingSaved',
  'audio-type-refused': 'audioType',
  'recording-metadata-invalid': 'answerMetadata',
  'answers-missing': 'noVideoRefusalAnswersMissing',
  'video-submitted': 'noVideoRefusalVideoSubmitted',
  'video-type-refused': 'videoType',
  'not-a-video': 'notAVideo',
  'recording-uploading': 'recordingUploading',
  'recording-video-missing': 'recordingVideoMissing',
  'recording-replaced': 'recordingReplaced',
  'recording-missing': 'recordingMissing',
  'recording-finished': 'recordingFinished',
};

/**
 * A refusal's words: the catalogue's for a code it knows, else the server's as they came. The
 * question's index names the question a refusal about its answer is about.
 */
export function refusalText(
  t: Translate<typeof english>,
  error: unknown,
  code: string | undefined = error instanceof ApiError ? error.code : undefined,
  questionIndex?: number,
): string {
  if (code === 'answer-recording-submitted' && questionIndex !== undefined)
    return t('answerRecordingSubmitted', { number: questionIndex + 1 });
  const key = code === undefined ? undefined : REFUSALS[code as ErrorCode];
  if (key) return t(key);
  const message = error instanceof Error ? error.message : String(error);
  return translateKnown(recorderTexts, t, message);
}

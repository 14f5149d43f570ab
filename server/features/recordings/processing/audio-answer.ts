import { ANSWER_RECORDING_TEXTS } from '../../../../shared/answer-recording-texts';
import { inputArgs, timeLimitsOf, type FfmpegTools, type RecordingContainer } from './ffmpeg';
import { FfmpegFailure, runFfmpeg } from './ffmpeg-process';
import {
  CONTAINER_NAMES,
  inputDescription,
  MAX_VIDEO_MINUTES,
  MAX_VIDEO_MS,
  measuredMs,
  NOT_THAT_CONTAINER,
  OPENED,
  READ_LIMIT_SECONDS,
  RecordingRefused,
} from './recording-inspection';

/**
 * An audio answer is kept as AAC in an MP4 file (`.m4a`, `audio/mp4`): the one audio format every
 * browser reviewers use plays, Safari included (it plays Opus in WebM only from recent versions).
 * Chrome and Firefox record Opus in WebM, Safari AAC in MP4; each is encoded to the same output,
 * so reviewers get one kind of file whichever browser the candidate used (docs/recordings.md).
 */
export const AUDIO_ANSWER = { extension: 'm4a', contentType: 'audio/mp4' } as const;

/** 96 kbit/s AAC: a voice stays clear, ten minutes are about 7 MB. */
const AUDIO_BITRATE = '96k';

/** What browsers record sound in; nothing else is ever decoded. */
const AUDIO_CODECS = new Set(['opus', 'aac', 'vorbis', 'mp3']);
const AUDIO_STREAM = /^\s+Stream #0:\d+\S*: Audio: ([a-z0-9_]{1,32})/gm;

/** The codec of the first sound, or the refusal the description calls for. */
function soundOf(stderr: string): string {
  const codecs = [...inputDescription(stderr).matchAll(AUDIO_STREAM)].map(
    (stream) => stream[1] as string,
  );
  const first = codecs[0];
  if (first === undefined) throw new RecordingRefused(ANSWER_RECORDING_TEXTS.processing.noSound);
  if (!AUDIO_CODECS.has(first))
    throw new RecordingRefused(
      ANSWER_RECORDING_TEXTS.processing.codec(first === 'none' ? 'unknown' : first),
    );
  return first;
}

/**
 * Reads an audio upload once, as the container it was declared to be, copying its first sound to
 * nowhere: its length from its last packet (MediaRecorder writes no duration). Throws
 * RecordingRefused when it is not that container, has no sound, is in a codec browsers do not
 * record or is longer than we accept; an FfmpegFailure (worth another attempt) otherwise.
 */
export async function inspectAudio(
  tools: FfmpegTools,
  file: string,
  container: RecordingContainer,
): Promise<{ codec: string; durationMs: number }> {
  const limits = timeLimitsOf(tools);
  const args = [
    ...['-hide_banner', '-nostdin'],
    ...inputArgs(container, file),
    ...['-map', '0:a:0', '-c', 'copy', '-t', String(READ_LIMIT_SECONDS), '-f', 'null', '-'],
  ];
  const run = { step: 'probe', timeLimitMs: limits.probeMs, killGraceMs: limits.killGraceMs };
  try {
    const { stderr } = await runFfmpeg(tools.ffmpeg, args, { ...run, files: [file] });
    const codec = soundOf(stderr);
    const durationMs = measuredMs(stderr);
    if (durationMs === null) throw new RecordingRefused(ANSWER_RECORDING_TEXTS.processing.noSound);
    if (durationMs > MAX_VIDEO_MS)
      throw new RecordingRefused(ANSWER_RECORDING_TEXTS.processing.tooLong(MAX_VIDEO_MINUTES));
    return { codec, durationMs };
  } catch (error) {
    if (!(error instanceof FfmpegFailure) || error.timedOut || error.exitCode === null) throw error;
    const { stderr } = error.output;
    if (!OPENED.test(stderr)) {
      if (NOT_THAT_CONTAINER.test(stderr))
        throw new RecordingRefused(
          ANSWER_RECORDING_TEXTS.processing.unreadable(CONTAINER_NAMES[container]),
        );
      throw error;
    }
    // It opened the file and then failed, e.g. for want of a sound to read.
    soundOf(stderr);
    throw error;
  }
}

/**
 * Encodes the first sound of an upload to AAC in MP4 with its index first (`AUDIO_ANSWER`), so a
 * player shows its length and seeks at once. Nothing else the file may carry (a picture, more
 * streams, attachments) reaches reviewers.
 */
export async function encodeAudioAnswer(
  tools: FfmpegTools,
  input: string,
  output: string,
  container: RecordingContainer,
) {
  const limits = timeLimitsOf(tools);
  await runFfmpeg(
    tools.ffmpeg,
    [
      ...['-y', '-nostdin', '-v', 'error'],
      ...inputArgs(container, input),
      ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1'],
      ...['-c:a', 'aac', '-b:a', AUDIO_BITRATE],
      ...['-movflags', '+faststart', '-f', 'mp4', output],
    ],
    {
      step: 'encode',
      timeLimitMs: limits.remuxMs,
      killGraceMs: limits.killGraceMs,
      files: [input],
    },
  );
}

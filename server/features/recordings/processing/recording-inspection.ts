import { TEXTS } from '../../../../shared/texts';
import {
  inputArgs,
  MAX_DECODED_PIXELS,
  timeLimitsOf,
  type FfmpegTools,
  type RecordingContainer,
} from './ffmpeg';
import { FfmpegFailure, runFfmpeg } from './ffmpeg-process';

/** The largest picture accepted, on either side (4K is 3840 wide). */
export const MAX_VIDEO_SIDE_PX = 4096;
export const MAX_VIDEO_MINUTES = 15;
export const MAX_VIDEO_MS = MAX_VIDEO_MINUTES * 60_000;
/** Reading stops a minute past the limit: a three-hour file costs no more than a 16-minute one. */
export const READ_LIMIT_SECONDS = MAX_VIDEO_MINUTES * 60 + 60;
/** What browsers record video in; nothing else is ever decoded for a poster. */
const VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1', 'h264', 'hevc']);
export const CONTAINER_NAMES: Record<RecordingContainer, string> = { webm: 'WebM', mp4: 'MP4' };

/**
 * A recording processing will not take, for a reason reviewers are shown. Final: the same file
 * gets the same answer, so it is never retried.
 */
export class RecordingRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RecordingRefused';
  }
}

export interface RecordingFacts {
  width: number;
  height: number;
  codec: string;
  /** Measured from the packets, never from the header (MediaRecorder writes none). */
  durationMs: number;
}

/** ffmpeg opened the input: it describes it as "Input #0, matroska,webm, from '…'". */
export const OPENED = /^Input #0, /m;
/** What ffmpeg says when the bytes are not the container it was told to read. */
export const NOT_THAT_CONTAINER = /Invalid data found when processing input|: End of file$/m;
const VIDEO_STREAM = /^\s+Stream #0:\d+\S*: Video: ([a-z0-9_]{1,32})(.*)$/gm;
const PICTURE_SIZE = /, (\d{1,9})x(\d{1,9})(?=[\s,[]|$)/;
/** The decoder's own refusal (MAX_DECODED_PIXELS) names the size the file carries. */
const OVER_MAX_PIXELS = /Picture size (\d{1,9})x(\d{1,9}) exceeds specified max pixel count/g;
const PROGRESS_TIME = /time=\s*(-?)(\d+):(\d+):(\d+(?:\.\d+)?)/g;

/** What ffmpeg printed about its input, before the output and the progress. */
export function inputDescription(stderr: string): string {
  const start = stderr.search(OPENED);
  if (start < 0) return '';
  const end = stderr.slice(start).search(/^(Output #0|Stream mapping:)/m);
  return end < 0 ? stderr.slice(start) : stderr.slice(start, start + end);
}

/**
 * The picture's size: the widest and the tallest any video stream declares, or any frame the
 * decoder refused carries. Null when none says.
 */
function largestPicture(description: string, stderr: string) {
  const declared = [...description.matchAll(VIDEO_STREAM)].map((stream) =>
    PICTURE_SIZE.exec(stream[2] ?? ''),
  );
  const sizes = [...declared, ...stderr.matchAll(OVER_MAX_PIXELS)].filter((size) => size !== null);
  if (sizes.length === 0) return null;
  return {
    width: Math.max(...sizes.map((size) => Number(size[1]))),
    height: Math.max(...sizes.map((size) => Number(size[2]))),
  };
}

/** The last progress line's time: where the last packet read lies. */
export function measuredMs(stderr: string): number | null {
  const last = [...stderr.matchAll(PROGRESS_TIME)].at(-1);
  if (!last) return null;
  const seconds = Number(last[2]) * 3600 + Number(last[3]) * 60 + Number(last[4]);
  return last[1] === '-' ? 0 : Math.round(seconds * 1000);
}

/**
 * What a recording may run past its role's limit: the recorder stops at the limit by its own
 * clock, and the last second's chunk and the packets' times may reach a little beyond.
 */
const ROLE_LIMIT_SLACK_MS = 5_000;

/** The length a recording may have: the role's for its introduction, a question's for an answer. */
export interface LengthLimit {
  seconds: number;
  of: 'role' | 'question';
}

/**
 * Refuses a recording longer than MAX_VIDEO_MS and, when its limit is given, longer than that
 * limit and the slack, saying whose limit it is.
 */
export function refuseIfTooLong(durationMs: number, limit?: LengthLimit): void {
  if (durationMs > MAX_VIDEO_MS)
    throw new RecordingRefused(TEXTS.processing.tooLong(MAX_VIDEO_MINUTES));
  if (limit !== undefined && durationMs > limit.seconds * 1000 + ROLE_LIMIT_SLACK_MS) {
    const { longerThanRole, longerThanQuestion } = TEXTS.processing;
    const text = limit.of === 'role' ? longerThanRole : longerThanQuestion;
    throw new RecordingRefused(text(limit.seconds));
  }
}

/**
 * The picture of a run that opened the input, or the refusal it calls for. Every video stream
 * counts, not only the first: a line that looks like one may come from the file's own tags, and
 * can then add a refusal, never take one away.
 */
function pictureOf(stderr: string) {
  const description = inputDescription(stderr);
  const codecs = [...description.matchAll(VIDEO_STREAM)].map((stream) => stream[1] as string);
  if (codecs.length === 0) throw new RecordingRefused(TEXTS.processing.noPicture);
  const picture = largestPicture(description, stderr);
  if (picture && (picture.width > MAX_VIDEO_SIDE_PX || picture.height > MAX_VIDEO_SIDE_PX))
    throw new RecordingRefused(
      TEXTS.processing.tooLarge(picture.width, picture.height, MAX_VIDEO_SIDE_PX),
    );
  const refusedCodec = codecs.find((codec) => !VIDEO_CODECS.has(codec));
  if (refusedCodec !== undefined)
    throw new RecordingRefused(
      TEXTS.processing.codec(refusedCodec === 'none' ? 'unknown' : refusedCodec),
    );
  if (!picture || picture.width === 0 || picture.height === 0)
    throw new RecordingRefused(TEXTS.processing.noPicture);
  return { ...picture, codec: codecs[0] as string };
}

/** The facts of a run that read the whole input, or the refusal they call for. */
function factsOf(stderr: string): RecordingFacts {
  const picture = pictureOf(stderr);
  const durationMs = measuredMs(stderr);
  if (durationMs === null) throw new RecordingRefused(TEXTS.processing.lengthUnknown);
  refuseIfTooLong(durationMs);
  return { ...picture, durationMs };
}

/**
 * Reads an upload once, as the container it was declared to be, copying its packets to nowhere:
 * its picture size from what it declares, its length from its last packet (a header may claim
 * anything, and MediaRecorder's has none). Nothing is decoded beyond what ffmpeg needs to describe
 * it, and that within MAX_DECODED_PIXELS. Throws RecordingRefused when the file is not that
 * container, has no picture, is over the limits or in a codec browsers do not record; throws an
 * FfmpegFailure (worth another attempt) when ffmpeg failed for another reason or ran too long.
 */
export async function inspectRecording(
  tools: FfmpegTools,
  file: string,
  container: RecordingContainer,
): Promise<RecordingFacts> {
  const limits = timeLimitsOf(tools);
  const args = [
    ...['-hide_banner', '-nostdin', '-max_pixels', String(MAX_DECODED_PIXELS)],
    ...inputArgs(container, file),
    ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-t', String(READ_LIMIT_SECONDS)],
    ...['-f', 'null', '-'],
  ];
  const run = { step: 'probe', timeLimitMs: limits.probeMs, killGraceMs: limits.killGraceMs };
  try {
    const { stderr } = await runFfmpeg(tools.ffmpeg, args, { ...run, files: [file] });
    return factsOf(stderr);
  } catch (error) {
    if (!(error instanceof FfmpegFailure) || error.timedOut || error.exitCode === null) throw error;
    const { stderr } = error.output;
    if (!OPENED.test(stderr)) {
      if (NOT_THAT_CONTAINER.test(stderr))
        throw new RecordingRefused(TEXTS.processing.unreadable(CONTAINER_NAMES[container]));
      throw error;
    }
    // It opened the file and then failed, e.g. for want of a picture to read: a refusal if the
    // picture calls for one, else this failure.
    pictureOf(stderr);
    throw error;
  }
}

import { createRequire } from 'node:module';
import { FfmpegFailure, runFfmpeg } from './ffmpeg-process';

const require = createRequire(import.meta.url);

/** The containers recordings are stored in, from the type the recorder declared. */
export type RecordingContainer = 'webm' | 'mp4';

/**
 * How long each kind of run may take before it is stopped. The sum stays under the shared queue's
 * expiry (300 s), so an attempt still running is never taken for one whose instance died.
 */
export interface FfmpegTimeLimits {
  /** Reading the whole upload once, without decoding, to measure it. */
  probeMs: number;
  remuxMs: number;
  posterMs: number;
  /** Between SIGTERM and SIGKILL. */
  killGraceMs: number;
}

export const FFMPEG_TIME_LIMITS: FfmpegTimeLimits = {
  probeMs: 30_000,
  remuxMs: 120_000,
  posterMs: 60_000,
  killGraceMs: 2_000,
};

/** Looking for ffmpeg: `-version` answers at once. */
const LOOKUP_LIMITS = { timeLimitMs: 10_000, killGraceMs: 1_000 };

/**
 * The most pixels a decoder may allocate for one picture (4096 × 4096). The probe refuses larger
 * videos from what the file declares; this also holds when a file declares one size and a later
 * frame carries another.
 */
export const MAX_DECODED_PIXELS = 4096 * 4096;

/** Posters are for a page, not a cinema: wider videos are scaled down, never up. */
export const POSTER_MAX_WIDTH_PX = 1280;

export interface FfmpegTools {
  ffmpeg: string;
  /** Debian's ffmpeg comes with ffprobe; the npm fallback does not. */
  ffprobe: string | null;
  cuesToFront: boolean;
  /** Tests shorten them; otherwise FFMPEG_TIME_LIMITS. */
  timeLimits?: Partial<FfmpegTimeLimits>;
}

export function timeLimitsOf(tools: FfmpegTools): FfmpegTimeLimits {
  return { ...FFMPEG_TIME_LIMITS, ...tools.timeLimits };
}

/**
 * How every run opens a recording: with the demuxer of its declared container (never one ffmpeg
 * guesses from the bytes, so a playlist, a concat list or an image pattern dressed as a video is
 * not followed) and the local-file protocol only.
 */
export function inputArgs(container: RecordingContainer, file: string): string[] {
  return ['-protocol_whitelist', 'file', '-f', container, '-i', file];
}

async function works(command: string, args: string[]): Promise<boolean> {
  return runFfmpeg(command, args, { step: 'lookup', ...LOOKUP_LIMITS }).then(
    () => true,
    () => false,
  );
}

/**
 * The lookups made so far, by the ffmpeg asked for: what a machine has installed does not change
 * while the server runs, and each run of Debian's ffmpeg costs ~0.2 s of CPU only to load its
 * ~200 libraries, so each app built in this process (the tests build thousands) asks once at most.
 */
const lookups = new Map<string, Promise<FfmpegTools | null>>();

/**
 * ffmpeg from FFMPEG_PATH or the PATH (with its ffprobe) when there is one; otherwise the static
 * build that the optional npm package `@ffmpeg-installer/ffmpeg` ships, so a machine with only
 * Node and npm still gets seekable videos and posters.
 */
export function locateFfmpeg(configured?: string): Promise<FfmpegTools | null> {
  const key = configured ?? '';
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = findFfmpeg(configured);
    lookups.set(key, lookup);
  }
  return lookup;
}

async function findFfmpeg(configured?: string): Promise<FfmpegTools | null> {
  const candidates = [configured, 'ffmpeg'].filter(Boolean) as string[];
  try {
    candidates.push((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
  } catch {
    // The optional package is not installed: only a system ffmpeg will do.
  }
  for (const ffmpeg of candidates) {
    // One run both proves it works and says whether its WebM muxer can put the index first.
    const help = await runFfmpeg(ffmpeg, ['-hide_banner', '-h', 'muxer=webm'], {
      step: 'lookup',
      ...LOOKUP_LIMITS,
    }).catch(() => null);
    if (!help) continue;
    const probe = ffmpeg.endsWith('ffmpeg')
      ? `${ffmpeg.slice(0, -'ffmpeg'.length)}ffprobe`
      : 'ffprobe';
    const ffprobe = (await works(probe, ['-version'])) ? probe : null;
    return {
      ffmpeg,
      ffprobe,
      cuesToFront: `${help.stdout}${help.stderr}`.includes('cues_to_front'),
    };
  }
  return null;
}

/**
 * Rewrites a recording with its duration and index, so browsers show its length and can seek.
 * Only its first picture and sound are kept: nothing else a file may carry (attachments, more
 * streams) reaches reviewers.
 */
export async function remuxSeekable(
  tools: FfmpegTools,
  input: string,
  output: string,
  container: RecordingContainer,
) {
  const limits = timeLimitsOf(tools);
  const containerArgs =
    container === 'mp4'
      ? ['-movflags', '+faststart']
      : tools.cuesToFront
        ? ['-cues_to_front', '1']
        : [];
  await runFfmpeg(
    tools.ffmpeg,
    [
      ...['-y', '-nostdin', '-v', 'error'],
      ...inputArgs(container, input),
      ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
      ...containerArgs,
      ...['-f', container, output],
    ],
    { step: 'remux', timeLimitMs: limits.remuxMs, killGraceMs: limits.killGraceMs, files: [input] },
  );
}

/**
 * A still from about a second in (or the first frame of a shorter video), at most
 * POSTER_MAX_WIDTH_PX wide with the video's aspect; the decoder refuses pictures over
 * MAX_DECODED_PIXELS.
 */
export async function extractPoster(
  tools: FfmpegTools,
  input: string,
  output: string,
  durationMs: number,
  container: RecordingContainer,
) {
  const limits = timeLimitsOf(tools);
  const at = durationMs > 1500 ? '1' : '0';
  await runFfmpeg(
    tools.ffmpeg,
    [
      ...['-y', '-nostdin', '-v', 'error'],
      ...['-max_pixels', String(MAX_DECODED_PIXELS), '-ss', at],
      ...inputArgs(container, input),
      ...['-map', '0:v:0', '-frames:v', '1'],
      // -2: the height that keeps the aspect, rounded to an even number as encoders like.
      ...['-vf', `scale=w='min(${POSTER_MAX_WIDTH_PX},iw)':h=-2`],
      ...['-q:v', '3', output],
    ],
    {
      step: 'poster',
      timeLimitMs: limits.posterMs,
      killGraceMs: limits.killGraceMs,
      files: [input],
    },
  );
}

/**
 * The duration the container's header states, in milliseconds: of our own remuxed output, whose
 * muxer wrote it from the packets. An upload's header is never trusted (see recording-inspection).
 */
export async function probeDurationMs(
  tools: FfmpegTools,
  input: string,
  container: RecordingContainer = 'webm',
): Promise<number> {
  const limits = timeLimitsOf(tools);
  const run = { step: 'probe', timeLimitMs: limits.probeMs, killGraceMs: limits.killGraceMs };
  if (tools.ffprobe) {
    const { stdout } = await runFfmpeg(
      tools.ffprobe,
      [
        ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0'],
        ...inputArgs(container, input),
      ],
      run,
    );
    const seconds = Number.parseFloat(stdout.trim());
    if (Number.isFinite(seconds)) return Math.round(seconds * 1000);
  }
  // Without ffprobe: ffmpeg prints "Duration: 00:00:10.03" for its input, then fails for want of an
  // output.
  const output = await runFfmpeg(
    tools.ffmpeg,
    ['-hide_banner', '-nostdin', ...inputArgs(container, input)],
    run,
  ).then(
    (result) => result.stderr,
    (error: unknown) => {
      // Failing for want of an output is expected; being stopped or not starting is not.
      if (error instanceof FfmpegFailure && error.exitCode !== null && !error.timedOut)
        return error.output.stderr;
      throw error;
    },
  );
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(output);
  if (!match) throw new Error('ffmpeg reported no duration');
  return Math.round((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}

import { execFile } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Below the server's own priority: when the cores are busy, candidates' requests go first. */
const BACKGROUND_NICENESS = 10;

/** Post-processing: ffmpeg at a lower priority, so a queue of recordings never slows the answers. */
function runInBackground(command: string, args: string[], options: { timeout?: number } = {}) {
  const pending = run(command, args, options);
  const pid = pending.child.pid;
  if (pid !== undefined) {
    try {
      os.setPriority(pid, BACKGROUND_NICENESS);
    } catch {
      // it has ended already, or the system does not allow it: it runs at normal priority
    }
  }
  return pending;
}
const require = createRequire(import.meta.url);

export interface FfmpegTools {
  ffmpeg: string;
  /** Debian's ffmpeg comes with ffprobe; the npm fallback does not. */
  ffprobe: string | null;
  cuesToFront: boolean;
}

async function works(command: string, args: string[]): Promise<boolean> {
  return run(command, args, { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
}

/**
 * ffmpeg from FFMPEG_PATH or the PATH (with its ffprobe) when there is one; otherwise the static
 * build that the optional npm package `@ffmpeg-installer/ffmpeg` ships, so a machine with only
 * Node and npm still gets seekable videos and posters.
 */
export async function locateFfmpeg(configured?: string): Promise<FfmpegTools | null> {
  const candidates = [configured, 'ffmpeg'].filter(Boolean) as string[];
  try {
    candidates.push((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
  } catch {
    // The optional package is not installed: only a system ffmpeg will do.
  }
  for (const ffmpeg of candidates) {
    if (!(await works(ffmpeg, ['-version']))) continue;
    const probe = ffmpeg.endsWith('ffmpeg')
      ? `${ffmpeg.slice(0, -'ffmpeg'.length)}ffprobe`
      : 'ffprobe';
    const ffprobe = (await works(probe, ['-version'])) ? probe : null;
    const { stdout, stderr } = await run(ffmpeg, ['-hide_banner', '-h', 'muxer=webm']).catch(
      () => ({
        stdout: '',
        stderr: '',
      }),
    );
    return { ffmpeg, ffprobe, cuesToFront: `${stdout}${stderr}`.includes('cues_to_front') };
  }
  return null;
}

/** Rewrites a recording with its duration and index, so browsers show its length and can seek. */
export async function remuxSeekable(
  tools: FfmpegTools,
  input: string,
  output: string,
  container: 'webm' | 'mp4',
) {
  const containerArgs =
    container === 'mp4'
      ? ['-movflags', '+faststart']
      : tools.cuesToFront
        ? ['-cues_to_front', '1']
        : [];
  await runInBackground(
    tools.ffmpeg,
    ['-y', '-v', 'error', '-i', input, '-c', 'copy', ...containerArgs, '-f', container, output],
    {
      timeout: 120_000,
    },
  );
}

/** A still from about a second in (or the first frame of a shorter video). */
export async function extractPoster(
  tools: FfmpegTools,
  input: string,
  output: string,
  durationMs: number,
) {
  const at = durationMs > 1500 ? '1' : '0';
  await runInBackground(
    tools.ffmpeg,
    ['-y', '-v', 'error', '-ss', at, '-i', input, '-frames:v', '1', '-q:v', '3', output],
    {
      timeout: 60_000,
    },
  );
}

/** The container's duration in milliseconds. */
export async function probeDurationMs(tools: FfmpegTools, input: string): Promise<number> {
  if (tools.ffprobe) {
    const { stdout } = await runInBackground(tools.ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      input,
    ]);
    const seconds = Number.parseFloat(stdout.trim());
    if (Number.isFinite(seconds)) return Math.round(seconds * 1000);
  }
  // Without ffprobe: ffmpeg prints "Duration: 00:00:10.03" for its input, then fails for want of an output.
  const output = await runInBackground(tools.ffmpeg, ['-hide_banner', '-i', input]).then(
    (result) => result.stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(output);
  if (!match) throw new Error('ffmpeg reported no duration');
  return Math.round((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}

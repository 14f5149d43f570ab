import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** Below the server's own priority: when the cores are busy, candidates' requests go first. */
const BACKGROUND_NICENESS = 10;
/**
 * What is kept of a run's messages: its start (ffmpeg describes its input there) and its end (the
 * outcome). A hostile file can make ffmpeg print a warning per packet; memory must not follow.
 */
const KEPT_START_CHARS = 64 * 1024;
const KEPT_END_CHARS = 8 * 1024;

export interface FfmpegRunOptions {
  /** Named in errors: "ffmpeg's poster step took longer than 60 s". */
  step: string;
  /** Past this the process gets SIGTERM, and SIGKILL `killGraceMs` later if it is still there. */
  timeLimitMs: number;
  killGraceMs: number;
  /** Work files named by their base name only in errors (reviewers read them). */
  files?: string[];
}

export interface FfmpegOutput {
  stdout: string;
  /** The start and the end of what it printed, each whole when short. */
  stderr: string;
}

/** An ffmpeg or ffprobe run that failed, ran too long, or could not start. */
export class FfmpegFailure extends Error {
  constructor(
    message: string,
    readonly output: FfmpegOutput,
    readonly exitCode: number | null,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'FfmpegFailure';
  }
}

/** Keeps the first and the last characters of a stream of text. */
function boundedText() {
  let start = '';
  let end = '';
  let dropped = false;
  return {
    add(chunk: string) {
      if (start.length < KEPT_START_CHARS) {
        const room = KEPT_START_CHARS - start.length;
        start += chunk.slice(0, room);
        chunk = chunk.slice(room);
      }
      if (!chunk) return;
      end += chunk;
      if (end.length > KEPT_END_CHARS) {
        end = end.slice(-KEPT_END_CHARS);
        dropped = true;
      }
    },
    text: () => (dropped ? `${start}\n…\n${end}` : start + end),
  };
}

/** The last thing it said, which is what went wrong when it fails. */
function lastLine(text: string, files: string[]): string {
  const lines = text.split(/[\r\n]+/).filter((line) => line.trim() !== '');
  let line = (lines.at(-1) ?? '').trim().slice(0, 300);
  for (const file of files) line = line.split(file).join(path.basename(file));
  return line;
}

/**
 * Runs ffmpeg (or ffprobe) at a lower priority, within a time limit: past it the process is sent
 * SIGTERM, then SIGKILL after a grace, and the step fails with a clear error. Resolves with what
 * it printed; rejects with an FfmpegFailure when it exits with an error, by a signal or too late.
 */
export function runFfmpeg(
  command: string,
  args: string[],
  options: FfmpegRunOptions,
): Promise<FfmpegOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout = boundedText();
    const stderr = boundedText();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => stdout.add(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.add(chunk));
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, BACKGROUND_NICENESS);
      } catch {
        // it has ended already, or the system does not allow it: it runs at normal priority
      }
    }
    let timedOut = false;
    let killTimer: ReturnType<typeof setTimeout> | undefined;
    const limitTimer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => {
        child.kill('SIGKILL');
        // Whatever it started and left holding its output must not keep the step waiting.
        child.stdout.destroy();
        child.stderr.destroy();
      }, options.killGraceMs);
    }, options.timeLimitMs);
    const output = () => ({ stdout: stdout.text(), stderr: stderr.text() });
    const settle = (error: FfmpegFailure | null) => {
      clearTimeout(limitTimer);
      clearTimeout(killTimer);
      if (error) reject(error);
      else resolve(output());
    };
    child.on('error', (error) => {
      const message = `ffmpeg's ${options.step} step could not start: ${error.message}`;
      settle(new FfmpegFailure(message, output(), null, false));
    });
    child.on('close', (code, signal) => {
      if (timedOut) {
        const seconds = Math.round(options.timeLimitMs / 100) / 10;
        const message = `ffmpeg's ${options.step} step took longer than ${seconds} s and was stopped`;
        settle(new FfmpegFailure(message, output(), code, true));
      } else if (code !== 0) {
        const said = lastLine(stderr.text(), options.files ?? []);
        const how = signal ? `was ended by ${signal}` : `failed (exit code ${code})`;
        const message = `ffmpeg's ${options.step} step ${how}${said ? `: ${said}` : ''}`;
        settle(new FfmpegFailure(message, output(), code, false));
      } else settle(null);
    });
  });
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  jpegSize,
  writeHlsPlaylist,
  writeLiveWebm,
  writeTestVideo,
} from '../../../test/test-video';
import { extractPoster, probeDurationMs, remuxSeekable, type FfmpegTools } from './ffmpeg';
import { FfmpegFailure } from './ffmpeg-process';
import { inspectRecording } from './recording-inspection';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The path a machine with only Node and npm takes: the static ffmpeg from npm, and no ffprobe. */
const tools: FfmpegTools = {
  ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
  ffprobe: null,
  cuesToFront: false,
};
const workFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-ffmpeg-'));

describe("recording post-processing with npm's ffmpeg alone", () => {
  it('makes a live WebM seekable, reads its duration and takes a poster', async () => {
    const dir = workFolder();
    const live = await writeLiveWebm(tools.ffmpeg, 4);
    const { stderr } = await run(tools.ffmpeg, ['-hide_banner', '-i', live]).catch(
      (error: { stderr: string }) => error,
    );
    expect(stderr).toContain('Duration: N/A');

    const seekable = path.join(dir, 'seekable.webm');
    await remuxSeekable(tools, live, seekable, 'webm');
    const durationMs = await probeDurationMs(tools, seekable);
    expect(Math.abs(durationMs - 4000)).toBeLessThan(300);
    await extractPoster(tools, seekable, path.join(dir, 'poster.jpg'), durationMs, 'webm');
    const poster = fs.readFileSync(path.join(dir, 'poster.jpg'));
    expect(poster.length).toBeGreaterThan(500);
    // Narrower than a poster may be: kept as it is, never enlarged.
    expect(jpegSize(poster)).toEqual({ width: 320, height: 240 });
  });

  it('takes a poster at most 1280 px wide from a wider video, keeping its aspect', async () => {
    const dir = workFolder();
    const video = await writeTestVideo(tools.ffmpeg, {
      source: 'testsrc',
      width: 1920,
      height: 1080,
      seconds: 1,
      rate: 5,
    });
    await extractPoster(tools, video, path.join(dir, 'poster.jpg'), 1000, 'webm');
    expect(jpegSize(fs.readFileSync(path.join(dir, 'poster.jpg')))).toEqual({
      width: 1280,
      height: 720,
    });
  });

  it('decodes no picture over 4096 × 4096 px for a poster, whatever it was asked', async () => {
    const dir = workFolder();
    const huge = await writeTestVideo(tools.ffmpeg, { width: 4200, height: 4200, seconds: 1 });
    const poster = path.join(dir, 'poster.jpg');
    await expect(extractPoster(tools, huge, poster, 1000, 'webm')).rejects.toThrow(
      /poster step failed/,
    );
    expect(fs.existsSync(poster)).toBe(false);
  });

  it('does not follow an HLS playlist that names a local file: it is read as the WebM it claims to be', async () => {
    const dir = workFolder();
    const playlist = writeHlsPlaylist(await writeLiveWebm(tools.ffmpeg, 1), false);
    const output = path.join(dir, 'video.webm');
    await expect(remuxSeekable(tools, playlist, output, 'webm')).rejects.toThrow(
      /remux step failed \(exit code 1\): playlist\.webm: Invalid data found/,
    );
    // The error names the file, not where the server keeps it.
    await expect(remuxSeekable(tools, playlist, output, 'webm')).rejects.not.toThrow(dir);
    expect(fs.existsSync(output)).toBe(false);
  });
});

describe('time limits on ffmpeg', () => {
  /** An "ffmpeg" that ignores SIGTERM and never ends; it notes its process id. */
  function stuckFfmpeg() {
    const dir = workFolder();
    const pidFile = path.join(dir, 'pid');
    const script = path.join(dir, 'ffmpeg');
    // An ignored signal stays ignored across exec: sleep is the process, and it ignores SIGTERM.
    fs.writeFileSync(script, `#!/bin/sh\necho $$ > '${pidFile}'\ntrap '' TERM\nexec sleep 30\n`, {
      mode: 0o755,
    });
    const stuck: FfmpegTools = {
      ffmpeg: script,
      ffprobe: null,
      cuesToFront: false,
      timeLimits: { probeMs: 200, remuxMs: 200, posterMs: 200, killGraceMs: 200 },
    };
    return { tools: stuck, dir, pid: () => Number(fs.readFileSync(pidFile, 'utf8')) };
  }

  const isRunning = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it.each([
    ['probe', (t: FfmpegTools, dir: string) => inspectRecording(t, path.join(dir, 'in'), 'webm')],
    [
      'remux',
      (t: FfmpegTools, dir: string) =>
        remuxSeekable(t, path.join(dir, 'in'), path.join(dir, 'out.webm'), 'webm'),
    ],
    [
      'poster',
      (t: FfmpegTools, dir: string) =>
        extractPoster(t, path.join(dir, 'in'), path.join(dir, 'poster.jpg'), 3000, 'webm'),
    ],
    ['probe', (t: FfmpegTools, dir: string) => probeDurationMs(t, path.join(dir, 'in'), 'webm')],
  ])(
    'kills a %s step that runs past its limit (SIGKILL after SIGTERM is ignored) and fails it',
    async (step, runStep) => {
      const stuck = stuckFfmpeg();
      const failure = await runStep(stuck.tools, stuck.dir).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(FfmpegFailure);
      expect((failure as Error).message).toBe(
        `ffmpeg's ${step} step took longer than 0.2 s and was stopped`,
      );
      expect(isRunning(stuck.pid())).toBe(false);
    },
  );
});

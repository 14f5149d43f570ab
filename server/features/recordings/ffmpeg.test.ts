import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writeLiveWebm } from '../../test/test-video';
import { extractPoster, probeDurationMs, remuxSeekable, type FfmpegTools } from './ffmpeg';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The path a machine with only Node and npm takes: the static ffmpeg from npm, and no ffprobe. */
describe("recording post-processing with npm's ffmpeg alone", () => {
  it('makes a live WebM seekable, reads its duration and takes a poster', async () => {
    const tools: FfmpegTools = {
      ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
      ffprobe: null,
      cuesToFront: false,
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-ffmpeg-'));
    const live = await writeLiveWebm(tools.ffmpeg, 4);
    const { stderr } = await run(tools.ffmpeg, ['-hide_banner', '-i', live]).catch(
      (error: { stderr: string }) => error,
    );
    expect(stderr).toContain('Duration: N/A');

    const seekable = path.join(dir, 'seekable.webm');
    await remuxSeekable(tools, live, seekable, 'webm');
    const durationMs = await probeDurationMs(tools, seekable);
    expect(Math.abs(durationMs - 4000)).toBeLessThan(300);
    await extractPoster(tools, seekable, path.join(dir, 'poster.jpg'), durationMs);
    expect(fs.statSync(path.join(dir, 'poster.jpg')).size).toBeGreaterThan(500);
  });
});

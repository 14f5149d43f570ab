import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../../../shared/texts';
import {
  claimDuration,
  writeHlsPlaylist,
  writeLiveWebm,
  writeTestVideo,
} from '../../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from './ffmpeg';
import { FfmpegFailure } from './ffmpeg-process';
import { inspectRecording, RecordingRefused } from './recording-inspection';

const require = createRequire(import.meta.url);
/** npm's ffmpeg (a 2018 build, without ffprobe), and the machine's where it has one. */
const npmFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const machineFfmpeg = await locateFfmpeg();
const ffmpegs: [string, FfmpegTools][] = [
  ["npm's ffmpeg", { ffmpeg: npmFfmpeg, ffprobe: null, cuesToFront: false }],
  ...(machineFfmpeg && machineFfmpeg.ffmpeg !== npmFfmpeg
    ? [["the machine's ffmpeg", machineFfmpeg] as [string, FfmpegTools]]
    : []),
];

/** The reason a refusal gives, or what else it threw. */
async function refusalOf(inspecting: Promise<unknown>): Promise<string> {
  const error = await inspecting.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RecordingRefused)) throw new Error(`not refused: ${String(error)}`);
  return error.message;
}

describe.each(ffmpegs)('inspecting an upload before processing it, with %s', (_name, tools) => {
  it('measures a WebM without a duration in its header (as MediaRecorder writes) from its packets', async () => {
    const live = await writeLiveWebm(tools.ffmpeg, 2);
    const facts = await inspectRecording(tools, live, 'webm');
    expect(facts).toMatchObject({ width: 320, height: 240, codec: 'vp8' });
    expect(Math.abs(facts.durationMs - 2000)).toBeLessThan(300);
  });

  it('measures an MP4 as Safari records it', async () => {
    const mp4 = await writeTestVideo(tools.ffmpeg, {
      source: 'testsrc',
      width: 640,
      height: 480,
      seconds: 2,
      rate: 10,
      codec: 'libx264',
      format: 'mp4',
    });
    const facts = await inspectRecording(tools, mp4, 'mp4');
    expect(facts).toMatchObject({ width: 640, height: 480, codec: 'h264' });
    // The last packet read, in decoding order: B-frames put it a few frames before the end.
    expect(Math.abs(facts.durationMs - 2000)).toBeLessThan(500);
  });

  it('accepts 4096 px on either side', async () => {
    const wide = await writeTestVideo(tools.ffmpeg, { width: 4096, height: 16, seconds: 1 });
    expect(await inspectRecording(tools, wide, 'webm')).toMatchObject({ width: 4096, height: 16 });
    const tall = await writeTestVideo(tools.ffmpeg, { width: 16, height: 4096, seconds: 1 });
    expect(await inspectRecording(tools, tall, 'webm')).toMatchObject({ width: 16, height: 4096 });
  });

  it.each([
    [4098, 16],
    [16, 4098],
  ])('refuses a %i×%i picture, naming its size', async (width, height) => {
    const video = await writeTestVideo(tools.ffmpeg, { width, height, seconds: 1 });
    expect(await refusalOf(inspectRecording(tools, video, 'webm'))).toBe(
      TEXTS.processing.tooLarge(width, height, 4096),
    );
  });

  it('refuses a picture too large for the decoder to open, naming its size', async () => {
    // Over 4096 × 4096 pixels: the decoder refuses it while describing it, so no size is listed.
    const video = await writeTestVideo(tools.ffmpeg, { width: 4200, height: 4200, seconds: 1 });
    expect(await refusalOf(inspectRecording(tools, video, 'webm'))).toBe(
      TEXTS.processing.tooLarge(4200, 4200, 4096),
    );
  });

  it('refuses a 16-minute video whose header claims it lasts 1 s', async () => {
    const video = await writeTestVideo(tools.ffmpeg, { width: 16, height: 16, seconds: 960 });
    claimDuration(video, 1000);
    expect(await refusalOf(inspectRecording(tools, video, 'webm'))).toBe(
      TEXTS.processing.tooLong(15),
    );
  });

  it('accepts 15 minutes', async () => {
    const video = await writeTestVideo(tools.ffmpeg, { width: 16, height: 16, seconds: 900 });
    const facts = await inspectRecording(tools, video, 'webm');
    expect(facts.durationMs).toBeLessThanOrEqual(900_000);
  });

  it.each([
    ['behind WebM magic bytes', true],
    ['as it is', false],
  ])('refuses an HLS playlist naming a local file, %s, as not a WebM', async (_case, webmMagic) => {
    const playlist = writeHlsPlaylist(await writeLiveWebm(tools.ffmpeg, 1), webmMagic);
    expect(await refusalOf(inspectRecording(tools, playlist, 'webm'))).toBe(
      TEXTS.processing.unreadable('WebM'),
    );
  });

  it('reads a recording as the container its type declared: a WebM declared as MP4 is refused', async () => {
    const live = await writeLiveWebm(tools.ffmpeg, 1);
    expect(await refusalOf(inspectRecording(tools, live, 'mp4'))).toBe(
      TEXTS.processing.unreadable('MP4'),
    );
  });

  it('refuses a picture in a codec browsers do not record', async () => {
    const mjpeg = await writeTestVideo(tools.ffmpeg, {
      width: 64,
      height: 48,
      seconds: 1,
      codec: 'mjpeg',
      format: 'matroska',
    });
    expect(await refusalOf(inspectRecording(tools, mjpeg, 'webm'))).toBe(
      TEXTS.processing.codec('mjpeg'),
    );
  });

  it('takes a file that is not there for a failure worth another attempt, not a refusal', async () => {
    const missing = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-')), 'gone');
    await expect(inspectRecording(tools, missing, 'webm')).rejects.toBeInstanceOf(FfmpegFailure);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../server/features/recordings/processing/ffmpeg';
import type { SampleVideo } from './seed-rows';

const run = promisify(execFile);
const SAMPLE_SECONDS = 20;
/** Relative to the data folder, like every recording key. */
const SAMPLE_FOLDER = path.join('recordings', 'seed-sample');

/**
 * One 20-second test-pattern video with sound and its poster, made once per data folder with
 * ffmpeg; every seeded processed recording points at it. Answers null when there is no ffmpeg.
 */
export async function ensureSampleVideo(
  dataDir: string,
  ffmpegPath?: string,
): Promise<SampleVideo | null> {
  const storageKey = path.join(SAMPLE_FOLDER, 'sample.webm');
  const posterKey = path.join(SAMPLE_FOLDER, 'sample.jpg');
  const video = path.join(dataDir, storageKey);
  const poster = path.join(dataDir, posterKey);
  if (!fs.existsSync(video) || !fs.existsSync(poster)) {
    const tools = await locateFfmpeg(ffmpegPath);
    if (!tools) return null;
    fs.mkdirSync(path.dirname(video), { recursive: true });
    const encode = ['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'];
    const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(SAMPLE_SECONDS)];
    const codecs = ['-c:v', 'libvpx', '-b:v', '600k', '-c:a', 'libopus'];
    // Seekable like a processed recording: the index first, when this ffmpeg can do it.
    const muxer = [...(tools.cuesToFront ? ['-cues_to_front', '1'] : []), '-f', 'webm'];
    await run(tools.ffmpeg, [...encode, ...sound, ...codecs, ...muxer, `${video}.part`], {
      timeout: 120_000,
    });
    fs.renameSync(`${video}.part`, video);
    const still = ['-y', '-v', 'error', '-ss', '1', '-i', video, '-frames:v', '1', '-q:v', '3'];
    await run(tools.ffmpeg, [...still, poster], { timeout: 60_000 });
  }
  return {
    storageKey,
    posterKey,
    sizeBytes: fs.statSync(video).size,
    durationMs: SAMPLE_SECONDS * 1000,
  };
}

/**
 * Gives each seeded processed recording its own video and poster: hard links to the sample (a
 * copy where the file system cannot link), so they take no extra room.
 */
export function linkSampleFiles(
  dataDir: string,
  sample: SampleVideo,
  recordings: { storageKey?: string | null; posterKey?: string | null }[],
): void {
  const place = (from: string, key: string) => {
    const target = path.join(dataDir, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(dataDir, from), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
      fs.copyFileSync(path.join(dataDir, from), target);
    }
  };
  for (const recording of recordings) {
    if (recording.storageKey) place(sample.storageKey, recording.storageKey);
    if (recording.posterKey) place(sample.posterKey, recording.posterKey);
  }
}

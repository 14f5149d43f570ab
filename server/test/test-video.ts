import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Writes a real VP8 WebM with no duration in its header, as a browser's MediaRecorder makes. */
export async function writeLiveWebm(ffmpeg: string, seconds: number): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-video-')), 'live.webm');
  await run(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15',
    '-t',
    String(seconds),
    '-c:v',
    'libvpx',
    '-f',
    'webm',
    '-live',
    '1',
    file,
  ]);
  return file;
}

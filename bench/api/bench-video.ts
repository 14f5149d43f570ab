import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../../server/features/recordings/processing/ffmpeg';

const run = promisify(execFile);

/**
 * A 30-second WebM with sound at about 64 KiB a second (what a browser's recorder makes at the
 * product's bitrate), so the uploads are real recordings that ffmpeg post-processes.
 */
export async function makeBenchVideo(seconds = 30): Promise<Buffer> {
  const tools = await locateFfmpeg(process.env.FFMPEG_PATH);
  if (!tools) throw new Error('The API benchmark needs ffmpeg (apt-get install -y ffmpeg).');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-video-')), 'intro.webm');
  const video = ['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25,noise=alls=12:allf=t'];
  const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)];
  // Constant bitrate (a test pattern alone compresses far below it); the noise keeps it honest.
  const rate = ['-b:v', '460k', '-minrate', '460k', '-maxrate', '460k', '-bufsize', '920k'];
  const codecs = ['-c:v', 'libvpx', ...rate, '-c:a', 'libopus', '-b:a', '48k'];
  await run(
    tools.ffmpeg,
    ['-y', '-v', 'error', ...video, ...sound, ...codecs, '-f', 'webm', file],
    {
      timeout: 120_000,
    },
  );
  const bytes = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return bytes;
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../features/recordings/processing/ffmpeg';

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

export interface TestVideoOptions {
  /** lavfi source: `color` encodes in no time at any size, `testsrc` gives a real picture. */
  source?: 'color' | 'testsrc';
  width: number;
  height: number;
  seconds: number;
  rate?: number;
  /** ffmpeg's name for the codec: `libvpx` (VP8) unless a test wants another. */
  codec?: string;
  /** Without a duration in its header, as MediaRecorder writes; otherwise the muxer writes one. */
  live?: boolean;
  /** WebM for VP8; Matroska (with WebM's magic bytes) takes other codecs; MP4 as Safari writes. */
  format?: 'webm' | 'matroska' | 'mp4';
}

/** Writes a small Matroska/WebM video of any picture size, length and codec. */
export async function writeTestVideo(ffmpeg: string, options: TestVideoOptions): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-video-'));
  const format = options.format ?? 'webm';
  const file = path.join(dir, format === 'mp4' ? 'video.mp4' : 'video.webm');
  const source = `${options.source ?? 'color'}=size=${options.width}x${options.height}:rate=${options.rate ?? 1}`;
  const codec = options.codec ?? 'libvpx';
  await run(ffmpeg, [
    ...['-v', 'error', '-f', 'lavfi', '-i', source, '-t', String(options.seconds)],
    ...['-c:v', codec, ...(codec === 'libvpx' ? ['-deadline', 'realtime', '-cpu-used', '8'] : [])],
    ...['-pix_fmt', 'yuv420p', '-f', format, ...(options.live ? ['-live', '1'] : [])],
    file,
  ]);
  return file;
}

/**
 * A live WebM of three frames, the last stamped ten hours in: a reading that stops a minute past
 * the limit never reaches it.
 */
export async function writeJumpingWebm(ffmpeg: string): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-video-')), 'jump.webm');
  await run(ffmpeg, [
    ...['-v', 'error', '-t', '3', '-f', 'lavfi', '-i', 'color=size=16x16:rate=1'],
    ...['-vf', "setpts='if(eq(N,2),36000/TB,PTS)'", '-vsync', 'passthrough'],
    ...['-c:v', 'libvpx', '-f', 'webm', '-live', '1', file],
  ]);
  return file;
}

/** Rewrites the duration a WebM's header states (in ms, at the default timescale): a liar. */
export function claimDuration(file: string, durationMs: number): void {
  const bytes = fs.readFileSync(file);
  // The Duration element: id 0x4489, size 8, a big-endian double.
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (at < 0 || at > 4096) throw new Error('no duration in the header to rewrite');
  bytes.writeDoubleBE(durationMs, at + 3);
  fs.writeFileSync(file, bytes);
}

/**
 * An HLS playlist whose segment is a copy of a local video beside it (as a `.mkv`, an extension
 * ffmpeg's HLS reader allows); with `webmMagic`, behind the four bytes that make the upload check
 * take it for a WebM.
 */
export function writeHlsPlaylist(localVideo: string, webmMagic: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-playlist-'));
  fs.copyFileSync(localVideo, path.join(dir, 'segment.mkv'));
  const file = path.join(dir, 'playlist.webm');
  const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nsegment.mkv\n#EXT-X-ENDLIST\n';
  const magic = webmMagic ? Buffer.from([0x1a, 0x45, 0xdf, 0xa3]) : Buffer.alloc(0);
  fs.writeFileSync(file, Buffer.concat([magic, Buffer.from(playlist)]));
  return file;
}

/** A JPEG's picture size, from its start-of-frame segment. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < jpeg.length) {
    const marker = jpeg[at + 1] as number;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('not a JPEG with a frame header');
}

/** The bytes of such a recording, made with the ffmpeg the server itself would find. */
export async function liveWebmBytes(seconds: number): Promise<Buffer> {
  const tools = await locateFfmpeg();
  if (!tools) throw new Error('No ffmpeg found: the tests need one to make a recording');
  return fs.readFileSync(await writeLiveWebm(tools.ffmpeg, seconds));
}

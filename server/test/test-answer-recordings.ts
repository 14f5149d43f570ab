import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from './test-app';

const run = promisify(execFile);
const TUS = { 'tus-resumable': '1.0.0' };

/**
 * A recording as each browser's MediaRecorder makes it: Chrome's Opus in WebM (live: no duration
 * in its header) and Safari's AAC in fragmented MP4, for sound alone or with a picture (H.264).
 */
export async function writeBrowserRecording(
  ffmpeg: string,
  options: { media: 'video' | 'audio'; format: 'webm' | 'mp4'; seconds: number },
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-answer-'));
  const file = path.join(dir, `recording.${options.format}`);
  const seconds = String(options.seconds);
  const sound = ['-f', 'lavfi', '-t', seconds, '-i', 'sine=frequency=440:sample_rate=48000'];
  const picture = ['-f', 'lavfi', '-t', seconds, '-i', 'testsrc=size=160x120:rate=10'];
  const inputs = options.media === 'video' ? [...picture, ...sound] : sound;
  const codecs =
    options.format === 'webm'
      ? [
          ...(options.media === 'video' ? ['-c:v', 'libvpx', '-deadline', 'realtime'] : []),
          ...['-c:a', 'libopus', '-f', 'webm', '-live', '1'],
        ]
      : [
          ...(options.media === 'video' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] : []),
          ...['-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'],
        ];
  await run(ffmpeg, ['-v', 'error', ...inputs, ...codecs, file]);
  return file;
}

/** What ffmpeg says of a stored file's streams ("Audio: aac", "Video: vp8"). */
export async function describeStreams(ffmpeg: string, file: string): Promise<string> {
  const said = await run(ffmpeg, ['-hide_banner', '-i', file]).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
  );
  return said.stderr;
}

/** tus metadata: each value base64, as tus-js-client sends it. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A tus client for one candidate, as the recorder uses the upload endpoint. */
export function answerUploads(t: TestApp, auth: Record<string, string>) {
  const create = (metadata: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...TUS,
        ...auth,
        'upload-defer-length': '1',
        'upload-metadata': tusMetadata(metadata),
      },
    });
  const idOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers.location).split('/').pop() as string;
  /** Sends the bytes in 64 KiB PATCHes, the last with the final length; answers the last status. */
  const send = async (uploadId: string, bytes: Buffer) => {
    const step = 64 * 1024;
    let status = 0;
    for (let offset = 0; offset < bytes.length; offset += step) {
      const final = offset + step >= bytes.length;
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: {
          ...TUS,
          ...auth,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          ...(final ? { 'upload-length': String(bytes.length) } : {}),
        },
        payload: bytes.subarray(offset, offset + step),
      });
      status = response.statusCode;
      if (status !== 204) return status;
    }
    return status;
  };
  /** Creates an upload answering `questionIndex` and sends it whole; answers its id. */
  const record = async (
    questionIndex: number,
    media: 'video' | 'audio',
    filetype: string,
    bytes: Buffer,
  ) => {
    const created = await create({ filetype, questionIndex: String(questionIndex), media });
    if (created.statusCode !== 201) throw new Error(`upload refused: ${created.body}`);
    const uploadId = idOf(created);
    const sent = await send(uploadId, bytes);
    if (sent !== 204) throw new Error(`upload not finished: ${sent}`);
    return uploadId;
  };
  const submit = (questionIndex: number, uploadId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessment/answers/${questionIndex}/recording`,
      headers: auth,
      payload: { uploadId },
    });
  return { create, idOf, send, record, submit };
}

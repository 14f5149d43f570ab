import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { AppError } from '../../plugins/errors';

/**
 * Writes a request body to `file` as it arrives, counting its bytes, and gives up the moment it
 * passes `limitBytes` (413 `file-too-large`, `limitMegabytes` in its text): whatever the request
 * declared (a chunked body declares nothing; a Content-Length may lie), no more than the limit
 * and one chunk is ever read or written. The body is left paused, not destroyed, so the refusal
 * can still be answered on its connection (which the route then closes). Answers the size.
 */
export function receiveBody(
  body: Readable,
  file: string,
  limitBytes: number,
  limitMegabytes: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    let size = 0;
    let settled = false;
    const stopReading = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', fail);
      body.off('close', onClose);
      body.pause();
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopReading();
      out.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) return fail(new AppError('file-too-large', limitMegabytes));
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => {
          if (!settled) body.resume();
        });
      }
    };
    const onEnd = () => {
      stopReading();
      out.end();
    };
    // The client went away before the whole body came.
    const onClose = () => {
      if (!body.readableEnded) fail(new Error('The upload ended before the whole file arrived.'));
    };
    out.once('error', fail);
    out.once('finish', () => {
      if (settled) return;
      settled = true;
      resolve(size);
    });
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', fail);
    body.once('close', onClose);
  });
}

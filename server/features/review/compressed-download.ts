import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long compressed bytes may wait in the compressor before they are sent. */
const FLUSH_EVERY_MS = 250;

/** Brotli as the compression plugin sets it for answers (quality 4: quick, about gzip's size). */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/**
 * A long download compressed here rather than by the compression plugin, as the request accepts
 * (brotli, then gzip), so that it can be flushed: a compressor holds its output until it has a
 * block's worth, which made the export's first byte wait seconds (docs/capacity.md, the CSV
 * export). The first chunk goes out at once, then the compressed bytes at least every 250 ms.
 * A failure of `body` fails the download.
 */
export function compressedDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Readable,
): Readable {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return body;
  reply.header('Content-Encoding', encoding);
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
  // The compressor is destroyed with the error of either stream, which fails the reply.
  const compressed = pipeline(body, compressor, () => undefined);
  // After the pipe's own listener, so each flush follows the write of its chunk.
  let flushedAt = Number.NEGATIVE_INFINITY;
  body.on('data', () => {
    const now = performance.now();
    if (now - flushedAt < FLUSH_EVERY_MS) return;
    flushedAt = now;
    compressor.flush();
  });
  return compressed;
}

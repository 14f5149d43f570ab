import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, the CSV export) with brotli or gzip, as the request accepts.
 * The built web app is compressed at build time instead (see web-app.ts): a file already carrying
 * a `Content-Encoding` passes through. Ranged answers (206, the review videos) and media types
 * are left alone, and hijacked replies (the tus uploads) never reach the hook.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    // Request bodies stay as sent: nothing of ours sends a compressed body, and inflating one
    // would let a small upload grow past the body limit's intent.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
});

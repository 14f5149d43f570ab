import http from 'node:http';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { compressionPlugin } from '../../plugins/compression';
import { compressedDownload } from './compressed-download';

const FIRST = `Name,Email\r\n${'Ada,ada@test.example\r\n'.repeat(50)}`;

/** A server whose download is `body`, behind the app's compression plugin. */
async function serve(body: PassThrough) {
  // Connections closed with the server: a failed test leaves its download open.
  const app = Fastify({ forceCloseConnections: true });
  await app.register(compressionPlugin);
  app.get('/file.csv', (request, reply) => {
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    return reply.send(compressedDownload(request, reply, body));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}/file.csv` };
}

/** The response once its headers arrive, the bytes received so far, and all of them at the end. */
function download(url: string, acceptEncoding: string) {
  return new Promise<{
    response: http.IncomingMessage;
    received: () => Buffer;
    all: Promise<Buffer>;
  }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const all = new Promise<Buffer>((done) =>
          response.on('end', () => done(Buffer.concat(chunks))),
        );
        resolve({ response, received: () => Buffer.concat(chunks), all });
      })
      .on('error', reject);
  });
}

describe('a long download, compressed as it is written', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it.each([
    ['br', (bytes: Buffer) => zlib.brotliDecompressSync(bytes)],
    ['gzip', (bytes: Buffer) => zlib.gunzipSync(bytes)],
  ])(
    'sends its first %s bytes before the file ends, the whole file once decoded',
    async (encoding, decode) => {
      const body = new PassThrough();
      const { app, url } = await serve(body);
      close = () => app.close();
      body.write(FIRST);
      // The file is not finished: the first bytes must come anyway, and decode to what was written.
      const { response, received, all } = await download(url, `${encoding}, identity`);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const soFar = () =>
        (encoding === 'br'
          ? zlib.brotliDecompressSync(received(), {
              finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
            })
          : zlib.gunzipSync(received(), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
        ).toString();
      await expect.poll(soFar, { timeout: 2000 }).toBe(FIRST);
      body.end('Bob,bob@test.example\r\n');
      expect(decode(await all).toString()).toBe(`${FIRST}Bob,bob@test.example\r\n`);
    },
  );

  it('is sent as it is to a client that accepts no compression', async () => {
    const body = new PassThrough();
    const { app, url } = await serve(body);
    close = () => app.close();
    body.end(FIRST);
    const { response, all } = await download(url, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((await all).toString()).toBe(FIRST);
  });
});

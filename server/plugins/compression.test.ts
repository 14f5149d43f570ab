import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.schema';
import { recordings } from '../db/schema';
import { locateFfmpeg, type FfmpegTools } from '../features/recordings/processing/ffmpeg';
import { listRoles, seedCandidate, submitRecording } from '../features/review/review-test-seed';
import { useTestApp } from '../test/test-app';
import { writeLiveWebm } from '../test/test-video';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const BROTLI_AND_GZIP = 'gzip, deflate, br, zstd';
const EXTENSIONS: Record<string, string> = { br: '.br', gzip: '.gz', '': '' };

/** A folder shaped like `npm run build`'s output: each file with its `.br` and `.gz` beside it. */
function writeBuiltWebDir(): { dir: string; script: Buffer; page: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-web-compressed-'));
  const page = Buffer.from(
    `<!doctype html><title>Prescreen</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
  );
  const script = Buffer.from(`console.log(${JSON.stringify('a'.repeat(50))});\n`.repeat(200));
  const files = { 'index.html': page, 'assets/index-abc123.js': script };
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
  }
  return { dir, script, page };
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

describe('compression on the wire', () => {
  const built = writeBuiltWebDir();

  const t = useTestApp('pglite', { webDir: built.dir }, { resetBeforeEach: false });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('the built web app, compressed at build time', () => {
    it.each([
      [BROTLI_AND_GZIP, 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ])('serves an asset to Accept-Encoding "%s" as %s', async (acceptEncoding, expected) => {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The very bytes written at build time, not a compression made per request.
      const file = path.join(built.dir, 'assets', `index-abc123.js${EXTENSIONS[expected ?? '']}`);
      expect(response.rawPayload.equals(fs.readFileSync(file))).toBe(true);
      expect(response.headers['content-length']).toBe(String(fs.statSync(file).size));
      expect(decoded(response.rawPayload, expected).equals(built.script)).toBe(true);
    });

    it('serves the page from the not-found handler precompressed too, never cached', async () => {
      for (const [acceptEncoding, expected] of [
        [BROTLI_AND_GZIP, 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await get('/invite/abc/signup', { 'accept-encoding': acceptEncoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['content-encoding']).toBe(expected);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        const file = path.join(built.dir, `index.html${EXTENSIONS[expected ?? '']}`);
        expect(response.rawPayload.equals(fs.readFileSync(file))).toBe(true);
        expect(decoded(response.rawPayload, expected).equals(built.page)).toBe(true);
      }
    });
  });

  describe('API answers', () => {
    it(`compresses JSON over ${COMPRESSION_THRESHOLD_BYTES} bytes as the request accepts`, async () => {
      const plain = await get('/api/admin/roles', t.admin);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      for (const encoding of ['br', 'gzip']) {
        const response = await get('/api/admin/roles', {
          ...t.admin,
          'accept-encoding': encoding === 'br' ? BROTLI_AND_GZIP : 'gzip',
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoded(response.rawPayload, encoding).equals(plain.rawPayload)).toBe(true);
      }
    });

    it('sends a small JSON answer as it is', async () => {
      const response = await get('/api/health', { 'accept-encoding': BROTLI_AND_GZIP });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toMatchObject({ result: true });
    });
  });

  describe('what must stay byte for byte', () => {
    let role: Role;
    let stored: Buffer;
    let candidateId: string;

    beforeAll(async () => {
      const tools = (await locateFfmpeg()) as FfmpegTools;
      const video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3));
      role = (await listRoles(t))[0] as Role;
      const candidate = await seedCandidate(t, {
        role,
        name: 'Compressed Candidate',
        email: 'compressed@test.example',
        answers: ['<p>One</p>'],
      });
      // The tus upload as a browser sends it, accepting compressed answers.
      await submitRecording(
        t,
        { ...candidate.auth, 'accept-encoding': BROTLI_AND_GZIP } as typeof candidate.auth,
        video,
      );
      const [row] = await t.database.db
        .select()
        .from(recordings)
        .where(eq(recordings.candidateId, candidate.id));
      if (!row?.storageKey) throw new Error('the recording was not processed');
      stored = fs.readFileSync(path.join(t.dataDir, row.storageKey));
      candidateId = candidate.id;
    });

    it('answers a video Range request with 206 and the exact bytes, uncompressed', async () => {
      const url = `/api/admin/candidates/${candidateId}/video`;
      const headers = { ...t.admin, 'accept-encoding': BROTLI_AND_GZIP };

      const part = await get(url, { ...headers, range: 'bytes=100-1099' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-encoding']).toBeUndefined();
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
      expect(part.headers['content-length']).toBe('1000');
      expect(part.rawPayload.equals(stored.subarray(100, 1100))).toBe(true);

      const whole = await get(url, headers);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-encoding']).toBeUndefined();
      expect(whole.headers['content-length']).toBe(String(stored.length));
      expect(whole.rawPayload.equals(stored)).toBe(true);
    });

    it('answers tus with its own headers and no Content-Encoding', async () => {
      const candidate = await seedCandidate(t, {
        role,
        name: 'Uploading Candidate',
        email: 'uploading@test.example',
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/recordings/uploads',
        headers: {
          ...candidate.auth,
          'accept-encoding': BROTLI_AND_GZIP,
          'tus-resumable': '1.0.0',
          'upload-defer-length': '1',
          'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
        },
      });
      expect(created.statusCode).toBe(201);
      expect(created.headers['content-encoding']).toBeUndefined();
      const body = stored.subarray(0, 5000);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: {
          ...candidate.auth,
          'accept-encoding': BROTLI_AND_GZIP,
          'tus-resumable': '1.0.0',
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
        },
        payload: body,
      });
      expect(patched.statusCode).toBe(204);
      expect(patched.headers['content-encoding']).toBeUndefined();
      expect(patched.headers['upload-offset']).toBe(String(body.length));
    });

    it('exports the CSV compressed, the same rows once decoded', async () => {
      const url = '/api/admin/export/candidates.csv';
      const plain = await get(url, t.admin);
      const compressed = await get(url, { ...t.admin, 'accept-encoding': BROTLI_AND_GZIP });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('Compressed Candidate');
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(decoded(compressed.rawPayload, 'br').equals(plain.rawPayload)).toBe(true);
    });
  });
});

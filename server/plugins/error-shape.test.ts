import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '../test/api-bodies';
import { useTestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';

/**
 * Every error, from every layer (router, HTTP parser, body parser, tus), answers
 * `{result:false, status}` as JSON with the right code; tus errors keep `Tus-Resumable`.
 */
const TUS = { 'tus-resumable': '1.0.0' };
const UPLOADS = '/api/recordings/uploads';
const WEBM = `filetype ${Buffer.from('video/webm').toString('base64')}`;

function expectShape(response: LightMyRequestResponse, code: number, status: string | RegExp) {
  expect(response.statusCode, response.body).toBe(code);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toMatch(/no-store/);
  const body = response.json<ApiFailure>();
  expect(body).toEqual({
    result: false,
    status: expect.any(String) as string,
    code: expect.any(String) as string,
  });
  expect(body.status).toMatch(status);
}

function expectTusShape(response: LightMyRequestResponse, code: number, status: string | RegExp) {
  expectShape(response, code, status);
  expect(response.headers['tus-resumable']).toBe('1.0.0');
}

describe('every error answers in the one shape', () => {
  let auth: { authorization: string };
  const t = useTestApp('pglite', {}, { resetBeforeEach: false });
  beforeAll(async () => {
    auth = (await registerTestCandidate(t)).auth;
  });

  const createUpload = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: UPLOADS, headers: { ...TUS, ...auth, ...headers } });
  const uploadPathOf = async (length: number) => {
    const created = await createUpload({
      'upload-length': String(length),
      'upload-metadata': WEBM,
    });
    expect(created.statusCode, created.body).toBe(201);
    return `${UPLOADS}/${String(created.headers.location).split('/').pop()}`;
  };
  const patch = (url: string, headers: Record<string, string>, payload: string | Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...TUS, ...auth, 'content-type': 'application/offset+octet-stream', ...headers },
      payload,
    });

  it('a parameter longer than the router allows is a 414', async () => {
    const response = await t.app.inject({ url: `/api/invites/${'a'.repeat(300)}` });
    expectShape(response, 414, 'The address is too long.');
  });

  it.each(['/api/invites/%E0%A4%A', '/api/admin/candidates/%zz', '/api/no/such/%E0%A4%A'])(
    'a malformed address (%s) is a 400',
    async (url) => {
      expectShape(await t.app.inject({ url, headers: t.admin }), 400, 'The address is not valid.');
    },
  );

  it('an unknown API path is a 404, whatever the method', async () => {
    expectShape(await t.app.inject({ url: '/api/nothing' }), 404, /^There is no GET/);
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expectShape(post, 404, /^There is no POST/);
  });

  it('tus refuses an upload larger than the limit with a 413', async () => {
    const tooLarge = await createUpload({ 'upload-length': String(300 * 1024 * 1024) });
    expectTusShape(tooLarge, 413, 'The upload is too large.');
    const longerThanDeclared = await patch(
      await uploadPathOf(10),
      { 'upload-offset': '0' },
      'x'.repeat(20),
    );
    expectTusShape(longerThanDeclared, 413, 'The upload is too large.');
  });

  it('tus protocol errors: a missing Tus-Resumable, bad headers, a wrong offset', async () => {
    const noVersion = await t.app.inject({
      method: 'POST',
      url: UPLOADS,
      headers: { ...auth, 'upload-length': '10' },
    });
    expectTusShape(noVersion, 412, /Tus-Resumable: 1\.0\.0/);
    expectTusShape(await createUpload({ 'upload-length': 'abc' }), 400, /upload-length/);
    expectTusShape(await createUpload({ 'upload-metadata': WEBM }), 400, /Upload-Length/);
    // tus answers 501 for an extension it lacks: a request our client never makes, so a 400.
    const concat = await createUpload({ 'upload-concat': 'partial', 'upload-length': '10' });
    expectTusShape(concat, 400, 'Uploads cannot be sent in parallel parts.');
    const url = await uploadPathOf(10);
    expectTusShape(await patch(url, { 'upload-offset': '5' }, 'abc'), 409, /resume/);
    const textBody = await patch(url, { 'upload-offset': '0', 'content-type': 'text/plain' }, 'a');
    expectTusShape(textBody, 400, /content-type/);
  });

  it('our own refusals on the tus routes are JSON too', async () => {
    const url = await uploadPathOf(10);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: 'a',
    });
    expectTusShape(anonymous, 401, /session/);
    const unknown = await patch(`${UPLOADS}/nope`, { 'upload-offset': '0' }, 'a');
    expectTusShape(unknown, 404, 'There is no such recording.');
    const get = await t.app.inject({ url, headers: { ...TUS, ...auth } });
    expectTusShape(get, 405, 'Recordings are not served here.');
  });

  it('errors Fastify answers before tus sees the request keep Tus-Resumable', async () => {
    const url = await uploadPathOf(10);
    const image = await patch(url, { 'upload-offset': '0', 'content-type': 'image/png' }, 'a');
    expectTusShape(image, 415, 'This content type is not accepted.');
    const hugeJson = await t.app.inject({
      method: 'POST',
      url: UPLOADS,
      headers: { ...TUS, ...auth, 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    });
    expectTusShape(hugeJson, 413, 'The request body is too large.');
  });

  it('a tus 500 tells nothing of the server (no path, no message) and names the request', async () => {
    const url = await uploadPathOf(10);
    // An upload file turned into a symlink loop: the store's stat fails with ELOOP and its path.
    const file = path.join(t.dataDir, 'uploads', url.split('/').pop() as string);
    fs.rmSync(file);
    fs.symlinkSync(file, file);
    const response = await patch(url, { 'upload-offset': '0' }, 'abc');
    expectTusShape(response, 500, /^Something went wrong on our side \(request .+\)\.$/);
    expect(response.body).not.toContain(t.dataDir);
    expect(response.body).not.toMatch(/ELOOP/);
  });

  it('a request the HTTP parser refuses is a 400 in the shape', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      result: false,
      status: 'The request is not valid HTTP.',
      code: 'invalid-http',
    });
  });
});

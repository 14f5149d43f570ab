import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { answerFiles } from '../../db/schema';
import { samplePdf } from '../../test/sample-files';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

interface Sent {
  status: number;
  body: { code?: string };
  connection: string | undefined;
  /** Bytes of the body the client had written when the answer came. */
  written: number;
}

/**
 * A PUT of a file over a real connection, as a browser sends it: with a Content-Length, or
 * chunked. The client writes until the server answers (or `bodyBytes` are written), and says how
 * much it had written by then: what the server could at most have read.
 */
function putFile(
  origin: string,
  authorization: string,
  headers: Record<string, string>,
  bodyBytes: number,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(`${origin}/api/assessment/answers/0/file`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/octet-stream', ...headers },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as Sent['body'],
          connection: response.headers.connection,
          written,
        });
        request.destroy();
      });
    });
    // The server closing the connection on us mid-write is what it should do.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.flushHeaders();
    const write = () => {
      while (!answered && written < bodyBytes) {
        const chunk =
          written === 0
            ? Buffer.concat([samplePdf(), Buffer.alloc(CHUNK, 0x20)])
            : Buffer.alloc(CHUNK, 0x20);
        written += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    if (bodyBytes > 0) setImmediate(write);
  });
}

describe.each(testDatabaseKinds())('a file over its limit, on a real connection (%s)', (kind) => {
  const t: TestApp = useTestApp(kind);
  let origin = '';
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const candidate = async () => {
    await insertTestRole(t, {
      id: 'big',
      questions: [{ text: 'Your CV', guidance: '', answer: { type: 'file', maxMegabytes: 1 } }],
    });
    return candidateForRole(t, 'big');
  };

  it('is refused from its Content-Length before a byte of it is sent, and the connection closes', async () => {
    const me = await candidate();
    const sent = await putFile(
      origin,
      me.auth.authorization,
      { 'content-length': String(50 * MB) },
      0,
    );
    expect(sent).toMatchObject({ status: 413, body: { code: 'file-too-large' }, written: 0 });
    expect(sent.connection).toBe('close');
    expect(await t.database.db.select().from(answerFiles)).toEqual([]);
  });

  it('is refused as a chunked body passes the limit, long before the sender has sent it all', async () => {
    const me = await candidate();
    const sent = await putFile(
      origin,
      me.auth.authorization,
      { 'transfer-encoding': 'chunked' },
      64 * MB,
    );
    expect(sent).toMatchObject({ status: 413, body: { code: 'file-too-large' } });
    expect(sent.connection).toBe('close');
    // The limit (1 MB) and what the connection's buffers hold on the way: far from 64 MB.
    expect(sent.written).toBeLessThan(12 * MB);
    expect(await t.database.db.select().from(answerFiles)).toEqual([]);
  });
});

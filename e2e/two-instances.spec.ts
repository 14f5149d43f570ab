import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import {
  locateFfmpeg,
  probeDurationMs,
  type FfmpegTools,
} from '../server/features/recordings/processing/ffmpeg';
import type { CandidateDetailBody, CandidateListBody } from '../server/test/api-bodies';
import { writeLiveWebm } from '../server/test/test-video';
import { createInvite, registerCandidate } from './support/api';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';
import { startSharedDeployment, type SharedDeployment } from './support/shared-deployment';

const TUS = { 'tus-resumable': '1.0.0' };
const UPLOADS = '/api/recordings/uploads';
/** Smaller than the browser's 64 KiB, so a short video makes many pieces to spread around. */
const CHUNK = 16 * 1024;
const admin = { authorization: `Bearer ${E2E_PASSKEY}` };

/** A PATCH whose body is cut off halfway while its instance is SIGKILLed. */
async function patchCutOffByKill(
  server: RunningServer,
  uploadId: string,
  offset: number,
  chunk: Buffer,
  auth: Record<string, string>,
) {
  const request = http.request(`${server.url}${UPLOADS}/${uploadId}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...auth,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(chunk.length),
    },
  });
  const ended = new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.on('response', () => resolve());
  });
  request.write(chunk.subarray(0, chunk.length / 2));
  // The kill under test comes while the piece is on its way: no sign from the server marks that
  // moment, so the half piece gets a short real time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await server.stop('SIGKILL');
  request.destroy();
  await ended;
}

async function patch(
  server: RunningServer,
  uploadId: string,
  offset: number,
  chunk: Buffer,
  headers: Record<string, string>,
) {
  const response = await fetch(`${server.url}${UPLOADS}/${uploadId}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...headers,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    body: new Uint8Array(chunk),
  });
  expect(response.status, await response.text()).toBe(204);
  return Number(response.headers.get('upload-offset'));
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(async () => (value = await check()) !== undefined, { message: what, timeout: 60_000 })
    .toBe(true);
  return value as T;
}

test.describe('two instances on PostgreSQL and S3', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'Needs a PostgreSQL (TEST_DATABASE_URL)');
  let deployment: SharedDeployment | null = null;
  const servers: RunningServer[] = [];
  test.afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await deployment?.close();
  });

  test('keeps a candidate whose requests alternate between instances, through a SIGKILL mid-upload, and processes the video once', async () => {
    const shared = await startSharedDeployment('two_instances');
    if (!shared) throw new Error('TEST_DATABASE_URL names no PostgreSQL');
    deployment = shared;
    const env = { ...shared.env, LOG_LEVEL: 'info' };
    const first = await startServer({ env });
    const second = await startServer({ env });
    servers.push(first, second);

    // Invited on one instance, registered on the other; each answer saved on another instance.
    const { code } = await createInvite(first.url);
    const unique = await registerCandidate(second.url, code, 'two.instances@test.example');
    const auth = { authorization: `Bearer ${unique}` };
    const texts = ['<p>First, on one</p>', '<p>Second, on two</p>', '<p>Third, on one</p>'];
    for (const [index, server] of [first, second, first].entries()) {
      const saved = await fetch(`${server.url}/api/assessment/answers/${index}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ answer: texts[index], sequence: 1 }),
      });
      expect(saved.status).toBe(200);
    }

    const tools = (await locateFfmpeg()) as FfmpegTools;
    const video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 6));
    const created = await fetch(`${second.url}${UPLOADS}`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...auth,
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const uploadId = String(created.headers.get('location')).split('/').pop() as string;

    // The first half alternates between the instances.
    let offset = 0;
    for (let index = 0; offset < video.length / 2; index += 1) {
      const server = index % 2 === 0 ? first : second;
      offset = await patch(server, uploadId, offset, video.subarray(offset, offset + CHUNK), auth);
    }
    // The first instance dies with a piece half received; the browser asks the other where to go on.
    await patchCutOffByKill(first, uploadId, offset, video.subarray(offset, offset + CHUNK), auth);
    const head = await fetch(`${second.url}${UPLOADS}/${uploadId}`, {
      method: 'HEAD',
      headers: { ...TUS, ...auth },
    });
    expect(head.status).toBe(200);
    offset = Number(head.headers.get('upload-offset'));
    const restarted = await startServer({ env });
    servers.push(restarted);
    for (let index = 0; offset < video.length; index += 1) {
      const server = index % 2 === 0 ? restarted : second;
      const chunk = video.subarray(offset, offset + CHUNK);
      const last = offset + chunk.length === video.length;
      const length: Record<string, string> = last ? { 'upload-length': String(video.length) } : {};
      offset = await patch(server, uploadId, offset, chunk, { ...auth, ...length });
    }
    const submitted = await fetch(`${restarted.url}/api/assessment/video`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadId, recordedMs: 6000, endToCompleteMs: 40 }),
    });
    expect(submitted.status, await submitted.text()).toBe(200);

    // The team sees it all, from either instance.
    const list = (await (
      await fetch(`${second.url}/api/admin/candidates`, { headers: admin })
    ).json()) as CandidateListBody;
    const candidateId = list.data.items[0]?.id as string;
    const detail = await until('the video is processed', async () => {
      const response = await fetch(`${restarted.url}/api/admin/candidates/${candidateId}`, {
        headers: admin,
      });
      const body = (await response.json()) as CandidateDetailBody;
      return body.data.video.state === 'ready' ? body.data : undefined;
    });
    expect(detail.video.sizeBytes).toBe(video.length);
    const played = await fetch(`${second.url}${detail.video.url}`, { headers: admin });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-')), 'v.webm');
    fs.writeFileSync(file, Buffer.from(await played.arrayBuffer()));
    expect(Math.abs((await probeDurationMs(tools, file)) - 6000)).toBeLessThan(500);

    // Every answer is kept, whichever instance saved it (the candidate's view empties once submitted).
    expect(detail.answers.map((answer) => answer.html)).toEqual(texts);

    // Processed exactly once, by one of the instances alive at the time.
    const processedLines = servers
      .map((server) => server.output().split('\n'))
      .flat()
      .filter((line) => line.includes('"recording processed"'));
    expect(processedLines).toHaveLength(1);
    // The log says how long the job waited in the shared queue, as it does in one process.
    const processed = JSON.parse(processedLines[0] as string) as { queuedMs?: unknown };
    expect(processed.queuedMs).toBeGreaterThanOrEqual(0);
    const database = new pg.Client({ connectionString: shared.databaseUrl });
    await database.connect();
    try {
      const jobs = await database.query(
        "select state from pgboss.job where name = 'recording-processing'",
      );
      expect(jobs.rows).toEqual([{ state: 'completed' }]);
    } finally {
      await database.end();
    }
  });
});

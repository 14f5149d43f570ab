import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppOnDatabase, type TestApp } from '../../../test/test-app';
import { registerTestCandidate } from '../../../test/test-candidates';
import { giveBackTestDatabase, takeTestDatabase } from '../../../test/test-databases';
import { mountSmallDisk, type SmallDisk } from '../../../test/small-disk';
import { startUpload } from '../../review/review-test-seed';

const CHUNK = 64 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const disk = mountSmallDisk(1);

/**
 * The embedded store's disk full while a candidate records: a clear refusal the browser retries
 * (docs/errors.md, `storage-full`), the take resumed once there is room, and readiness saying
 * why meanwhile. On a real 1 MiB tmpfs; skipped where mounting is refused (not root).
 */
describe.skipIf(disk === null)('an upload when the data folder’s disk is full', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await takeTestDatabase('pglite');
    const app = await createAppOnDatabase(database, (disk as SmallDisk).dir);
    t = {
      ...app,
      close: async () => {
        await app.close();
        await giveBackTestDatabase(database);
      },
    };
  });
  afterAll(async () => {
    await t.close();
    disk?.close();
  });

  it('answers 507 storage-full, keeps what arrived, and takes the rest once there is room', async () => {
    const candidate = await registerTestCandidate(t);
    const id = await startUpload(t, candidate.auth);
    const video = Buffer.alloc(2 * 1024 * 1024, 7);
    const patch = (offset: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/recordings/uploads/${id}`,
        headers: {
          ...TUS,
          ...candidate.auth,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        payload: video.subarray(offset, offset + CHUNK),
      });
    let offset = 0;
    let refused;
    while (offset < video.length) {
      const answer = await patch(offset);
      if (answer.statusCode !== 204) {
        refused = answer;
        break;
      }
      offset = Number(answer.headers['upload-offset']);
    }
    expect(refused?.statusCode).toBe(507);
    expect(refused?.json()).toEqual({
      result: false,
      code: 'storage-full',
      status: 'The server has no room to save this just now. Please try again in a while.',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      checks: { disk: expect.stringMatching(/^Only 0 MiB free on the disk of /) as string },
    });

    // The operator makes room; the browser asks where the server stopped and carries on.
    (disk as SmallDisk).grow(8);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${id}`,
      headers: { ...TUS, ...candidate.auth },
    });
    offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    while (offset < video.length) {
      const answer = await patch(offset);
      expect(answer.statusCode).toBe(204);
      offset = Number(answer.headers['upload-offset']);
    }
    expect(offset).toBe(video.length);
  });
});

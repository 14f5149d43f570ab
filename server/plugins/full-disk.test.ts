import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/client';
import { loadCatalogue } from '../features/roles/roles.service';
import { createAppOnDatabase, type TestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { mountSmallDisk, type SmallDisk } from '../test/small-disk';

const disk = mountSmallDisk(96);

/**
 * The embedded database's disk full while a candidate types: PGlite answers PostgreSQL's
 * `disk_full` and keeps running; the save is refused as `storage-full` (507, passing: the page
 * keeps the answer and sends it again), not as a 500. On a real tmpfs; skipped where mounting is
 * refused (not root).
 */
describe.skipIf(disk === null)('an answer save when the embedded database’s disk is full', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  const filler = () => path.join((disk as SmallDisk).dir, 'filler');
  beforeAll(async () => {
    const { dir } = disk as SmallDisk;
    database = await openPglite(path.join(dir, 'db'));
    await loadCatalogue(database.db);
    t = await createAppOnDatabase(database, dir);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    disk?.close();
  });

  it('answers 507 storage-full, and saves again once there is room', async () => {
    const candidate = await registerTestCandidate(t);
    const free = fs.statfsSync((disk as SmallDisk).dir);
    fs.writeFileSync(filler(), Buffer.alloc(free.bavail * free.bsize));
    const save = (sequence: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/assessment/answers/0',
        headers: candidate.auth,
        // Incompressible text, so that each save takes new pages of its own.
        payload: { answer: `<p>${randomBytes(12_000).toString('base64')}</p>`, sequence },
      });
    let refused;
    for (let sequence = 1; sequence <= 400 && !refused; sequence += 1) {
      const answer = await save(sequence);
      if (answer.statusCode !== 200) refused = answer;
    }
    expect(refused?.statusCode).toBe(507);
    expect(refused?.json()).toEqual({
      result: false,
      code: 'storage-full',
      status: 'The server has no room to save this just now. Please try again in a while.',
    });
    fs.rmSync(filler());
    expect((await save(1000)).statusCode).toBe(200);
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateDeletions, candidates } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { LocalRecordingStore } from '../../recordings/stores/local-recording-store';
import { seedEverything } from './deletion-test-seed';

const here = import.meta.dirname;
const source = (file: string) => JSON.stringify(path.resolve(here, file));

/**
 * A deletion in a process of its own, which prints `committed` when the rows are gone and the
 * files are next, and then hangs there, for the test to kill it between the two.
 */
function deletionProcess(connectionString: string, dataDir: string, candidateId: string) {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-delete-')), 'a.mjs');
  fs.writeFileSync(
    script,
    `import { openPostgres } from ${source('../../../db/client.ts')};
    import { LocalRecordingStore } from ${source('../../recordings/stores/local-recording-store.ts')};
    import { deleteCandidateForGood } from ${source('./candidate-deletion.service.ts')};
    const database = await openPostgres(${JSON.stringify(connectionString)});
    const files = new LocalRecordingStore(${JSON.stringify(dataDir)});
    const stuck = Object.assign(Object.create(files), {
      removeFiles: () => { console.log('committed'); return new Promise(() => {}); },
    });
    const log = { error: () => {}, info: () => {}, warn: () => {} };
    await deleteCandidateForGood(
      { db: database.db, files: stuck, log,
        webhooks: { queueCandidateEvent: async () => 0, relay: { wake: () => {} } },
        mail: { enabled: false, origin: '', wake: () => {} } },
      ${JSON.stringify(candidateId)},
      { reason: 'team', actor: { id: null, name: 'Test' } },
    );`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<string | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const committed = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('committed')) resolve();
    });
    void exited.then(() => reject(new Error('the deletion process exited early')));
  });
  return { child, committed, exited };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a deletion killed between rows and files', () => {
  const t = useTestApp('postgres');

  it('leaves the files to the job, whose next run removes them', async () => {
    const files = new LocalRecordingStore(t.dataDir);
    const person = await seedEverything(t, files, 'zka');
    const deletion = deletionProcess(t.database.connectionString as string, t.dataDir, person.id);
    await deletion.committed;
    deletion.child.kill('SIGKILL');
    expect(await deletion.exited).toBe('SIGKILL');

    const gone = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, person.id));
    expect(gone).toEqual([]);
    for (const key of person.keys) expect(await files.statFile(key), key).not.toBeNull();
    const [pending] = await t.database.db
      .select()
      .from(candidateDeletions)
      .where(eq(candidateDeletions.candidateId, person.id));
    expect(pending?.files).not.toBeNull();

    expect(await t.app.retention.runOnce()).toMatchObject({ filesFinished: 1, failed: 0 });
    for (const key of person.keys) expect(await files.statFile(key), key).toBeNull();
    for (const upload of person.uploads) expect(await files.holdsUpload(upload)).toBe(false);
    expect(await files.listTombstones()).toContain(person.id);
  });
});

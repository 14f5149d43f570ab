import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

/**
 * Starting a thread creates a database in WASM memory (initdb): about a second on an idle machine,
 * over 20 s (the test timeout) with two cores shared by several test runs. So the tests that need
 * no folder of their own share one thread, started in `beforeAll` under the hook timeout, and each
 * test's own time is its queries. The folder test creates and opens a database twice; it gets the
 * two minutes `startPgliteThread` itself allows a new folder.
 */
const NEW_FOLDER_TIMEOUT_MS = 120_000;

describe('PGlite on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread(null, MIGRATIONS_FOLDER);
  });
  afterAll(() => thread.close());
  const folders: string[] = [];
  const newFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    folders.push(folder);
    return path.join(folder, 'db');
  };
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('leaves the event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await thread.pool.query('select pg_sleep(0.5)');
    clearInterval(timer);
    // On the main thread the WASM Postgres would hold the loop for the whole half second.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it(
    'keeps what a new folder was given, and opens it again',
    async () => {
      const folder = newFolder();
      const first = await startPgliteThread(folder, MIGRATIONS_FOLDER);
      // A new folder comes with the schema: its migrations ran in the process that made it.
      const applied = await first.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = fs.readFileSync(
        path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'),
        'utf8',
      );
      expect(applied.rows).toEqual([
        { n: (JSON.parse(journal) as { entries: unknown[] }).entries.length },
      ]);
      await first.pool.query('select count(*) from candidates');
      await first.pool.query('create table kept (word text)');
      await first.pool.query("insert into kept values ('still here')");
      await first.close();

      const again = await startPgliteThread(folder, MIGRATIONS_FOLDER);
      try {
        const { rows } = await again.pool.query<{ word: string }>('select word from kept');
        expect(rows).toEqual([{ word: 'still here' }]);
      } finally {
        await again.close();
      }
    },
    NEW_FOLDER_TIMEOUT_MS,
  );

  it('keeps a transaction whole: what another statement sees waits for its end', async () => {
    await thread.pool.query('create table moves (n int)');
    const client = await thread.pool.connect();
    await client.query('begin');
    await client.query('insert into moves values (1)');
    const outside = thread.pool.query<{ count: string }>('select count(*) from moves');
    await client.query('rollback');
    client.release();
    expect((await outside).rows[0]?.count).toBe('0');
  });

  it('gives a new connection a clean session: its statements can be prepared again', async () => {
    const named = { name: 'answer_of_everything', text: 'select 42 as n' };
    expect((await thread.pool.query<{ n: number }>(named)).rows).toEqual([{ n: 42 }]);
    // node-postgres drops the client after a failed query and connects again.
    await expect(thread.pool.query('select 1 / 0')).rejects.toThrow('division by zero');
    expect((await thread.pool.query<{ n: number }>(named)).rows).toEqual([{ n: 42 }]);
  });
});

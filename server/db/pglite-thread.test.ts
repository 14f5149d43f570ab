import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import { startPgliteThread } from './pglite-thread';

describe('PGlite on its own thread', () => {
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
    const thread = await startPgliteThread(null, MIGRATIONS_FOLDER);
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      await thread.pool.query('select pg_sleep(0.5)');
      clearInterval(timer);
      // On the main thread the WASM Postgres would hold the loop for the whole half second.
      expect(ticks).toBeGreaterThanOrEqual(10);
    } finally {
      await thread.close();
    }
  });

  it('keeps what a new folder was given, and opens it again', async () => {
    const folder = newFolder();
    const first = await startPgliteThread(folder, MIGRATIONS_FOLDER);
    // A new folder comes with the schema: its migrations ran in the process that made it.
    const applied = await first.pool.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const journal = fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
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
  });

  it('keeps a transaction whole: what another statement sees waits for its end', async () => {
    const thread = await startPgliteThread(null, MIGRATIONS_FOLDER);
    try {
      await thread.pool.query('create table moves (n int)');
      const client = await thread.pool.connect();
      await client.query('begin');
      await client.query('insert into moves values (1)');
      const outside = thread.pool.query<{ count: string }>('select count(*) from moves');
      await client.query('rollback');
      client.release();
      expect((await outside).rows[0]?.count).toBe('0');
    } finally {
      await thread.close();
    }
  });

  it('gives a new connection a clean session: its statements can be prepared again', async () => {
    const thread = await startPgliteThread(null, MIGRATIONS_FOLDER);
    try {
      const named = { name: 'answer_of_everything', text: 'select 42 as n' };
      expect((await thread.pool.query<{ n: number }>(named)).rows).toEqual([{ n: 42 }]);
      // node-postgres drops the client after a failed query and connects again.
      await expect(thread.pool.query('select 1 / 0')).rejects.toThrow('division by zero');
      expect((await thread.pool.query<{ n: number }>(named)).rows).toEqual([{ n: 42 }]);
    } finally {
      await thread.close();
    }
  });
});

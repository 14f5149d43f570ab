import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client';
import { keepPgliteTidy, TIDY_EVERY_MS } from './pglite-maintenance';
import { openTestDatabase } from '../test/test-databases';

describe('PGlite kept tidy without autovacuum', () => {
  afterEach(() => vi.useRealTimers());

  it('runs VACUUM every ten minutes from a minute after opening, with ANALYZE every 36th', async () => {
    vi.useFakeTimers();
    const statements: string[] = [];
    const tidying = keepPgliteTidy((statement) => Promise.resolve(statements.push(statement)));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(statements).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statements).toEqual(['vacuum (analyze)']);
    await vi.advanceTimersByTimeAsync(35 * TIDY_EVERY_MS);
    expect(statements).toHaveLength(36);
    expect(new Set(statements.slice(1))).toEqual(new Set(['vacuum']));
    await vi.advanceTimersByTimeAsync(TIDY_EVERY_MS);
    expect(statements.at(-1)).toBe('vacuum (analyze)');
    tidying.stop();
    await vi.advanceTimersByTimeAsync(10 * TIDY_EVERY_MS);
    expect(statements).toHaveLength(37);
  });

  it('runs one at a time: a run asked for while one is under way is that run', async () => {
    let finish = () => {};
    const statements: string[] = [];
    const tidying = keepPgliteTidy((statement) => {
      statements.push(statement);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const first = tidying.runOnce();
    expect(tidying.runOnce()).toBe(first);
    finish();
    await first;
    void tidying.runOnce();
    expect(statements).toEqual(['vacuum (analyze)', 'vacuum']);
    finish();
    tidying.stop();
  });

  describe('on a real PGlite database', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase('pglite');
    });
    afterAll(() => database.close());

    /** The first row of `execute`, whose result type Drizzle leaves to the client library. */
    const rowOf = async <Row>(query: ReturnType<typeof sql>): Promise<Row | undefined> => {
      const result: unknown = await database.db.execute(query);
      return (result as { rows: Row[] }).rows[0];
    };

    it('marks written pages all-visible (index-only counts) and gathers the planner’s statistics', async () => {
      await database.db.execute(
        sql`insert into members (name, email, role)
            select 'Member ' || n, 'member' || n || '@test.example', 'viewer'
            from generate_series(1, 2000) n`,
      );
      const visible = () =>
        rowOf<{ pages: number; stats: number }>(
          sql`select relallvisible as pages,
                (select count(*)::int from pg_stats where tablename = 'members') as stats
              from pg_class where relname = 'members'`,
        );
      expect(await visible()).toEqual({ pages: 0, stats: 0 });
      await database.tidyUp?.();
      const after = await visible();
      expect(after?.pages).toBeGreaterThan(0);
      expect(after?.stats).toBeGreaterThan(0);
    });
  });
});

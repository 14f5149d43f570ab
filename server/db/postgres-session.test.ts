import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-databases';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the app’s PostgreSQL connections', () => {
  it('plan without JIT, which compiled a small team’s candidate list for seconds', async () => {
    const database = await openTestDatabase('postgres');
    try {
      // Estimated far over PostgreSQL's jit_above_cost (100,000), as that list was.
      const plan = await database.db.execute(
        sql`explain (format json) select count(*) from generate_series(1, 10000000) a
            cross join generate_series(1, 100) b`,
      );
      expect(JSON.stringify((plan as { rows: unknown[] }).rows)).not.toContain('"JIT"');
    } finally {
      await database.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_TABLES, openTestDatabase, testDatabaseKinds } from '../../test/test-databases';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../client';
import { journalEntries, snapshotAfter } from './migration-rules';
import { NON_ROLLABLE_MIGRATIONS } from './non-rollable-migrations';
import { previousReleaseInserts } from './previous-release-writes';

/** Every release since the last one a rolling upgrade could not pass, the newest excluded. */
function releasesStillRollable(): string[] {
  const tags = journalEntries(MIGRATIONS_FOLDER).map((entry) => entry.tag);
  const lastBreak = Math.max(...tags.map((tag, i) => (tag in NON_ROLLABLE_MIGRATIONS ? i : -1)));
  return tags.slice(lastBreak, -1);
}

/**
 * Each insert on its own, undone at once (a savepoint), in one transaction that is rolled back: foreign keys
 * off, as the made-up values point nowhere; every table emptied first, so seeded rows collide
 * with none. What fails is what the old release's insert would meet: a missing column, a type,
 * a NOT NULL without a default, a check, a trigger.
 */
async function refusedInserts(database: DatabaseHandle, inserts: string[]): Promise<string[]> {
  const refused: string[] = [];
  await database.db
    .transaction(async (tx) => {
      // Replica mode turns off the foreign keys' triggers; the schema's own triggers are turned
      // back on (until the rollback), since they run inside the old release's inserts too.
      const triggers = (await tx.execute(
        sql`select tgrelid::regclass::text as tbl, tgname as name from pg_trigger
            where not tgisinternal`,
      )) as { rows: { tbl: string; name: string }[] };
      for (const { tbl, name } of triggers.rows) {
        await tx.execute(sql.raw(`alter table ${tbl} enable always trigger "${name}"`));
      }
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of SCHEMA_TABLES) await tx.delete(table);
      for (const insert of inserts) {
        await tx.execute(sql`savepoint one_insert`);
        try {
          await tx.execute(sql.raw(insert));
        } catch (error) {
          const cause = (error as { cause?: Error }).cause?.message ?? String(error);
          refused.push(`${insert}: ${cause}`);
        }
        await tx.execute(sql`rollback to savepoint one_insert`);
      }
      throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back') throw error;
    });
  return refused;
}

describe.each(testDatabaseKinds())("earlier releases' writes on this schema, on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it.each(releasesStillRollable())(
    'takes every insert of release %s, naming all the columns it declares',
    async (release) => {
      const inserts = previousReleaseInserts(snapshotAfter(MIGRATIONS_FOLDER, release));
      expect(inserts.length).toBeGreaterThan(60);
      expect(await refusedInserts(database, inserts)).toEqual([]);
    },
  );

  it('refuses the inserts of the release before 0016 (declared not rollable)', async () => {
    const inserts = previousReleaseInserts(snapshotAfter(MIGRATIONS_FOLDER, '0015_candidate_role'));
    const refused = await refusedInserts(database, inserts);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((line) => line.includes('null value in column "has_text"'))).toBe(true);
  });
});

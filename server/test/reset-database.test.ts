import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { candidateListVersion } from '../db/schema';
import { createTestApp } from './test-app';
import { registerTestCandidate } from './test-candidates';
import {
  giveBackTestDatabase,
  openTestDatabase,
  resetDatabase,
  SCHEMA_TABLES,
  testDatabaseKinds,
} from './test-databases';

const nameOf = (table: PgTable) => getTableConfig(table).name;

/** A value the column takes, unique per call where it is text; within a `varchar`'s length. */
function valueFor(column: PgColumn): unknown {
  switch (column.dataType) {
    case 'number':
      // 1 is inside every score range the schema checks (1 to 5).
      return 1;
    case 'bigint':
      return 1n;
    case 'boolean':
      return false;
    case 'date':
      return new Date();
    case 'json':
      return {};
    case 'array':
      return [];
    case 'buffer':
    case 'custom':
      return Buffer.from('x');
    default:
      if (column.columnType === 'PgUUID') return randomUUID();
      if (column.enumValues?.length) return column.enumValues[0];
      return randomUUID().slice(0, Math.min(8, (column as { length?: number }).length ?? 8));
  }
}

/**
 * One row in every table of the schema, each column without a default filled with a value of its
 * type. Foreign keys are not checked while it runs (`session_replication_role = replica` skips
 * their triggers), so no table needs its parents first.
 */
async function insertOneRowEach(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of SCHEMA_TABLES) {
      // Its one row (a check allows no other) is what the reset puts back.
      if (table === candidateListVersion) continue;
      const row: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(table) as [string, unknown][]) {
        if (!isColumn(column) || column.hasDefault || column.generatedIdentity) continue;
        if (column.notNull) row[key] = valueFor(column);
      }
      await tx.insert(table).values(row);
    }
  });
}

function isColumn(value: unknown): value is PgColumn {
  return typeof value === 'object' && value !== null && 'columnType' in value && 'notNull' in value;
}

/** The rows of `execute`, whose result type Drizzle leaves to the client library (PGlite, node-postgres). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SCHEMA_TABLES) {
    const result = await handle.db.execute(sql`select count(*)::int as n from ${table}`);
    counts[nameOf(table)] = Number(rowsOf<{ n: number }>(result)[0]?.n);
  }
  return counts;
}

/**
 * `resetDatabase` is what keeps the API tests apart: a table it forgot would carry one test's rows
 * into the next. It empties what the Drizzle schema declares, so the schema must be all there is.
 */
describe.each(testDatabaseKinds())('emptying the database between tests on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('knows every table the migrations create', async () => {
    const result = await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const created = rowsOf<{ name: string }>(result)
      .map((row) => row.name)
      .sort();
    expect(created).toEqual(SCHEMA_TABLES.map(nameOf).sort());
  });

  it('leaves no row behind in any table, only the owner and the catalogue it loads again', async () => {
    await resetDatabase(database);
    const afterReset = await rowCounts(database);

    await insertOneRowEach(database);
    const filled = await rowCounts(database);
    for (const table of SCHEMA_TABLES.map(nameOf)) {
      const added = table === nameOf(candidateListVersion) ? 0 : 1;
      expect(filled[table], table).toBe((afterReset[table] ?? 0) + added);
    }
    expect(afterReset[nameOf(candidateListVersion)]).toBe(1);

    await resetDatabase(database);
    expect(await rowCounts(database)).toEqual(afterReset);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('emptying on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('goes through while a transaction the last test left open still reads the tables', async () => {
    await resetDatabase(database);
    const before = await rowCounts(database);
    // As a background job of the last test's app: it read candidates and settings, and has not
    // finished. A truncate would wait for it (and could deadlock with it); the deletes do not.
    const other = new pg.Client({ connectionString: database.connectionString });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select 1 from candidates limit 1');
      await other.query('select 1 from settings limit 1');
      await resetDatabase(database);
      expect(await rowCounts(database)).toEqual(before);
      await other.query('commit');
    } finally {
      await other.end();
    }
  });
});

/**
 * An embedded database a test app gave back serves the next app (a later file's, in the same
 * worker), emptied as between tests; one a test closed is not handed out again.
 */
describe('an embedded database kept for the next test app', () => {
  it('comes back with no row the last app left, only the owner and the catalogue', async () => {
    // A new embedded database, given back so that the first app below takes it.
    const opened = await openTestDatabase('pglite');
    await giveBackTestDatabase(opened);
    const fresh = await rowCounts(opened);
    const first = await createTestApp('pglite');
    await registerTestCandidate(first);
    expect((await rowCounts(first.database)).candidates).toBe(1);
    await first.close();

    const next = await createTestApp('pglite');
    try {
      expect(next.database).toBe(first.database);
      expect(await rowCounts(next.database)).toEqual(fresh);
    } finally {
      await next.close();
    }
  });

  it('opens a new one where the kept one was closed', async () => {
    const first = await createTestApp('pglite');
    await first.app.close();
    await first.database.close();
    await giveBackTestDatabase(first.database);

    const next = await createTestApp('pglite');
    try {
      expect(next.database).not.toBe(first.database);
      expect(await next.database.ping()).toBe(true);
    } finally {
      await next.close();
    }
  });
});

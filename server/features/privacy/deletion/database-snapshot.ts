import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Every row of every table of the schema, as a backup holds them (tests). */
export type DatabaseSnapshot = { table: string; columns: string[]; rows: string }[];

/** Takes a copy of every table's rows: what a backup made now would hold. */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const columns = await db.execute(sql`
    select table_name, string_agg(quote_ident(column_name), ',' order by ordinal_position) as names
    from information_schema.columns
    where table_schema = 'public' and is_generated = 'NEVER'
    group by table_name order by table_name`);
  const snapshot: DatabaseSnapshot = [];
  for (const row of (columns as { rows: { table_name: string; names: string }[] }).rows) {
    const table = `"${row.table_name}"`;
    const rows = await db.execute(
      sql`select coalesce(json_agg(t), '[]')::text as rows from ${sql.raw(table)} t`,
    );
    snapshot.push({
      table,
      columns: row.names.split(','),
      rows: (rows as { rows: { rows: string }[] }).rows[0]?.rows ?? '[]',
    });
  }
  return snapshot;
}

/**
 * Puts every table back as the snapshot had it, in one transaction with the foreign keys' and
 * triggers' checks off: the database as restored from that backup.
 */
export async function restoreDatabase(db: Database, snapshot: DatabaseSnapshot): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { table, columns, rows } of snapshot) {
      const names = sql.raw(columns.join(','));
      await tx.execute(sql`delete from ${sql.raw(table)}`);
      await tx.execute(sql`insert into ${sql.raw(table)} (${names}) overriding system value
        select ${names} from json_populate_recordset(null::${sql.raw(table)}, ${rows}::json)`);
    }
  });
}

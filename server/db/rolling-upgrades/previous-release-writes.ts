import type { MigrationSnapshot, SnapshotColumn } from './migration-rules';

/** A value of the column's type, as a SQL literal (foreign keys are off where these go in). */
function valueOf(column: SnapshotColumn & { typeSchema?: string }, snapshot: MigrationSnapshot) {
  if (column.typeSchema) {
    const values = snapshot.enums[`${column.typeSchema}.${column.type}`]?.values ?? [];
    return `'${values[0] ?? ''}'`;
  }
  if (column.type === 'uuid') return 'gen_random_uuid()';
  if (column.type === 'text' || column.type.startsWith('varchar')) return `'x'`;
  if (['integer', 'bigint', 'smallint', 'double precision', 'real'].includes(column.type))
    return '1';
  if (column.type === 'boolean') return 'true';
  if (column.type.startsWith('timestamp')) return 'now()';
  if (column.type === 'date') return 'current_date';
  if (column.type === 'jsonb' || column.type === 'json') return `'{}'`;
  if (column.type === 'bytea') return `'\\x00'`;
  throw new Error(`no test value for type ${column.type}`);
}

/**
 * The inserts an instance of the release whose schema is `snapshot` makes, two per table: Drizzle
 * names every column it declares, with a value, or `default` for one it leaves to the database
 * (a generated or identity column, or one with a default it does not set). The first gives a value
 * to every column it may; the second only to the NOT NULL ones without a default, and null to the
 * rest.
 */
export function previousReleaseInserts(snapshot: MigrationSnapshot): string[] {
  return Object.values(snapshot.tables).flatMap((table) => {
    const { name } = table as unknown as { name: string };
    const columns = Object.values(table.columns);
    const names = columns.map((column) => `"${column.name}"`).join(', ');
    const filled = (column: SnapshotColumn) =>
      column.generated !== undefined || column.identity !== undefined;
    const full = columns.map((column) => (filled(column) ? 'default' : valueOf(column, snapshot)));
    const least = columns.map((column) => {
      if (filled(column) || column.default !== undefined) return 'default';
      return column.notNull ? valueOf(column, snapshot) : 'null';
    });
    return [full, least].map(
      (values) => `insert into "${name}" (${names}) values (${values.join(', ')})`,
    );
  });
}

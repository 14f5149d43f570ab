import fs from 'node:fs';
import path from 'node:path';

/** What a Drizzle snapshot (`migrations/meta/NNNN_snapshot.json`) says of a column. */
export interface SnapshotColumn {
  name: string;
  type: string;
  notNull: boolean;
  default?: unknown;
  generated?: unknown;
  identity?: unknown;
}

/** The part of a Drizzle snapshot the rules read: the whole schema after one migration. */
export interface MigrationSnapshot {
  tables: Record<string, { columns: Record<string, SnapshotColumn> }>;
  enums: Record<string, { values: string[] }>;
}

/** `varchar(120)` → 120; `text` and an unbounded `varchar` hold any length. */
function lengthOf(type: string): number | null {
  if (type === 'text' || type === 'varchar') return Number.POSITIVE_INFINITY;
  const match = /^varchar\((\d+)\)$/.exec(type);
  return match ? Number(match[1]) : null;
}

/** Whatever the previous release writes into a column of type `before` still fits `after`. */
function typeStillTakes(before: string, after: string): boolean {
  if (before === after) return true;
  const [was, is] = [lengthOf(before), lengthOf(after)];
  return was !== null && is !== null && is >= was;
}

/** Drizzle leaves a generated or identity column out of its inserts; the database fills it. */
const filledByDatabase = (column: SnapshotColumn) =>
  column.generated !== undefined || column.identity !== undefined;

/**
 * What an instance of the release before a migration could no longer do on the schema after it,
 * by the rules of expand/contract (docs/deploying.md, Upgrading): every table and column it
 * knows is still there with a type that takes what it writes, no column became NOT NULL or lost
 * the default the old inserts relied on, none stopped or started being filled by the database,
 * no enum value it writes went, and a new NOT NULL column fills itself (a default, generated or
 * identity). Drizzle names every column it declares in each insert, so any of these fails the
 * old release's writes or reads. An empty list: the migration is rollable.
 */
export function rollingUpgradeBreaks(
  previous: MigrationSnapshot,
  next: MigrationSnapshot,
): string[] {
  const breaks: string[] = [];
  for (const [tableName, table] of Object.entries(previous.tables)) {
    const after = next.tables[tableName];
    if (!after) {
      breaks.push(`table ${tableName} dropped or renamed`);
      continue;
    }
    for (const [name, column] of Object.entries(table.columns)) {
      const now = after.columns[name];
      const where = `${tableName}.${name}`;
      if (!now) breaks.push(`column ${where} dropped or renamed`);
      else breaks.push(...columnBreaks(where, column, now));
    }
    for (const [name, column] of Object.entries(after.columns)) {
      if (table.columns[name] || !column.notNull) continue;
      if (column.default === undefined && !filledByDatabase(column)) {
        breaks.push(`new column ${tableName}.${name} is NOT NULL without a default`);
      }
    }
  }
  for (const [enumName, values] of Object.entries(previous.enums)) {
    const after = next.enums[enumName];
    if (!after) breaks.push(`enum ${enumName} dropped or renamed`);
    for (const value of after ? values.values : []) {
      if (!after?.values.includes(value)) breaks.push(`enum ${enumName} lost '${value}'`);
    }
  }
  return breaks;
}

function columnBreaks(where: string, before: SnapshotColumn, after: SnapshotColumn): string[] {
  const breaks: string[] = [];
  if (!typeStillTakes(before.type, after.type)) {
    breaks.push(`column ${where} changed type ${before.type} → ${after.type}`);
  }
  if (filledByDatabase(before) !== filledByDatabase(after)) {
    breaks.push(
      `column ${where} ${filledByDatabase(before) ? 'no longer' : 'now'} filled by the database`,
    );
  } else if (!before.notNull && after.notNull) {
    breaks.push(`column ${where} became NOT NULL`);
  }
  if (after.notNull && before.default !== undefined && after.default === undefined) {
    breaks.push(`column ${where} lost its default`);
  }
  return breaks;
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** The migrations of `folder`, in order, as its journal lists them. */
export function journalEntries(folder: string): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The schema after migration `tag` (`0008_roles_in_versions` → meta/0008_snapshot.json). */
export function snapshotAfter(folder: string, tag: string): MigrationSnapshot {
  const file = path.join(folder, 'meta', `${tag.slice(0, 4)}_snapshot.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as MigrationSnapshot;
}

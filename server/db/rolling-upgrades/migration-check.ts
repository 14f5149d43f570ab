import fs from 'node:fs';
import path from 'node:path';
import { journalEntries, rollingUpgradeBreaks, snapshotAfter } from './migration-rules';
import {
  BEFORE_ROLLING_UPGRADES,
  COLUMNS_KEPT_IN_DATABASE,
  NON_ROLLABLE_MIGRATIONS,
} from './non-rollable-migrations';

/** Statements that take away what an older release may use; one a match, outside comments. */
const DESTRUCTIVE =
  /\b(DROP TABLE|DROP COLUMN|RENAME|SET NOT NULL|DROP DEFAULT|DROP EXPRESSION|SET DATA TYPE|DROP TYPE)\b/i;
const DROPPED_COLUMN = /ALTER TABLE "([^"]+)" DROP COLUMN (?:IF EXISTS )?"([^"]+)"/i;

/**
 * A migration's SQL statements that take something away. The snapshots miss a hand-written
 * (`--custom`) migration's; dropping a column kept in the database by an earlier migration is the
 * contract half of expand/contract, and not counted.
 */
function destructiveStatements(folder: string, tag: string, keptEarlier: Set<string>): string[] {
  const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
  return text
    .split('\n')
    .map((line) => line.replace(/--.*$/, '').trim())
    .filter((line) => DESTRUCTIVE.test(line))
    .filter((line) => {
      const [, table, column] = DROPPED_COLUMN.exec(line) ?? [];
      return !(table && column && keptEarlier.has(`public.${table}.${column}`));
    });
}

/**
 * Every migration of `folder` held to the rules of expand/contract (`rollingUpgradeBreaks`, and
 * the SQL itself): what breaks them undeclared, what is declared but breaks nothing, and a column
 * said to be kept that its migration drops. An empty list: the declarations are the truth.
 */
export function undeclaredMigrationProblems(folder: string): string[] {
  const problems: string[] = [];
  const entries = journalEntries(folder);
  const keptSoFar = new Set<string>();
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    const kept = COLUMNS_KEPT_IN_DATABASE.filter((item) => item.migration === entry.tag);
    const breaks = [
      ...(previous
        ? rollingUpgradeBreaks(
            snapshotAfter(folder, previous.tag),
            snapshotAfter(folder, entry.tag),
          )
        : []
      ).filter((line) => !kept.some((item) => line === `column ${item.column} dropped or renamed`)),
      ...destructiveStatements(folder, entry.tag, keptSoFar).map((line) => `SQL: ${line}`),
    ];
    for (const item of kept) {
      const [, table, column] = item.column.split('.');
      const dropped = new RegExp(`"${table}" DROP COLUMN (IF EXISTS )?"${column}"`, 'i');
      if (dropped.test(fs.readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8'))) {
        problems.push(`${entry.tag} drops ${item.column}, which it is declared to keep`);
      }
      keptSoFar.add(item.column);
    }
    const early = (BEFORE_ROLLING_UPGRADES as readonly string[]).includes(entry.tag);
    const declared = entry.tag in NON_ROLLABLE_MIGRATIONS;
    if (breaks.length > 0 && !declared && !early) {
      problems.push(`${entry.tag} is not rollable but not declared: ${breaks.join('; ')}`);
    }
    if (breaks.length === 0 && declared) {
      problems.push(`${entry.tag} is declared not rollable but breaks no rule`);
    }
  });
  for (const tag of Object.keys(NON_ROLLABLE_MIGRATIONS)) {
    if (!entries.some((entry) => entry.tag === tag)) problems.push(`${tag} is no migration`);
  }
  return problems;
}

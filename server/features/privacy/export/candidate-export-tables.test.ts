import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { candidates } from '../../../db/schema';
import { SCHEMA_TABLES } from '../../../test/test-databases';
import { EXPORTED_TABLES, TABLES_LEFT_OUT } from './candidate-export-tables';

/** Every table of the schema with a candidate's id in it: a reference to them, or `candidate_id`. */
function candidateTables(): string[] {
  return SCHEMA_TABLES.filter((table) => {
    const config = getTableConfig(table);
    const references = config.foreignKeys.some((key) => {
      const reference = key.reference();
      return (
        reference.foreignTable === candidates &&
        reference.foreignColumns.some((column) => column.name === 'id')
      );
    });
    return references || config.columns.some((column) => column.name === 'candidate_id');
  })
    .map((table) => getTableConfig(table).name)
    .sort();
}

const names = (tables: readonly PgTable[]) => tables.map((table) => getTableConfig(table).name);

describe("the candidate's export covers every table about them (docs/privacy.md)", () => {
  // A new table with a candidate's id fails here until it is exported or left out with a reason.
  it('lists each such table as exported or left out on purpose, and no other', () => {
    const decided = [...names(EXPORTED_TABLES), ...names(TABLES_LEFT_OUT)].sort();
    expect(new Set(decided).size, 'a table in both lists, or twice').toBe(decided.length);
    expect(candidateTables()).toEqual(decided.filter((name) => name !== 'candidates'));
  });

  it('finds the tables by their columns (the ones the export reads among them)', () => {
    expect(candidateTables()).toEqual(
      expect.arrayContaining(['answers', 'recordings', 'answer_files', 'review_scores']),
    );
    expect(candidateTables()).not.toContain('invites');
  });
});

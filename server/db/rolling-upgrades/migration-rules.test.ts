import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../client';
import { undeclaredMigrationProblems } from './migration-check';
import {
  journalEntries,
  rollingUpgradeBreaks,
  snapshotAfter,
  type MigrationSnapshot,
} from './migration-rules';
import { NON_ROLLABLE_MIGRATIONS } from './non-rollable-migrations';

const latest = journalEntries(MIGRATIONS_FOLDER).at(-1)?.tag as string;

/** A copy of the migrations folder with one more migration: its SQL, and its schema after. */
function withNextMigration(sqlText: string, change: (snapshot: MigrationSnapshot) => void): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-rules-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_next`;
  journal.entries.push({ idx, tag, when: Date.now() });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const snapshot = snapshotAfter(MIGRATIONS_FOLDER, latest);
  change(snapshot);
  fs.writeFileSync(
    path.join(folder, `meta/${tag.slice(0, 4)}_snapshot.json`),
    JSON.stringify(snapshot),
  );
  fs.writeFileSync(path.join(folder, `${tag}.sql`), sqlText);
  return folder;
}

const tableOf = (snapshot: MigrationSnapshot, name: string) =>
  snapshot.tables[`public.${name}`] as MigrationSnapshot['tables'][string];

describe('migrations and rolling upgrades (expand/contract)', () => {
  it('declares every migration since the first PostgreSQL release that the previous release cannot run beside, and no other', () => {
    expect(undeclaredMigrationProblems(MIGRATIONS_FOLDER)).toEqual([]);
    expect(Object.keys(NON_ROLLABLE_MIGRATIONS)).toEqual([
      '0008_roles_in_versions',
      '0009_team',
      '0016_answer_plain_text',
    ]);
  });

  it('finds what breaks the previous release in 0008, 0009 and 0016', () => {
    const breaksOf = (tag: string) => {
      const entries = journalEntries(MIGRATIONS_FOLDER);
      const index = entries.findIndex((entry) => entry.tag === tag);
      return rollingUpgradeBreaks(
        snapshotAfter(MIGRATIONS_FOLDER, entries[index - 1]?.tag as string),
        snapshotAfter(MIGRATIONS_FOLDER, tag),
      );
    };
    expect(breaksOf('0008_roles_in_versions')).toContain(
      'table public.companies dropped or renamed',
    );
    expect(breaksOf('0008_roles_in_versions')).toContain(
      'column public.roles.title dropped or renamed',
    );
    expect(breaksOf('0009_team')).toEqual([
      'new column public.admin_sessions.member_id is NOT NULL without a default',
    ]);
    expect(breaksOf('0016_answer_plain_text')).toEqual([
      'column public.answers.has_text no longer filled by the database',
    ]);
  });

  it('fails a next migration that drops a column without being declared', () => {
    const folder = withNextMigration('ALTER TABLE "notes" DROP COLUMN "body";', (snapshot) => {
      delete tableOf(snapshot, 'app_instances').columns.release;
    });
    expect(undeclaredMigrationProblems(folder)).toEqual([
      expect.stringMatching(
        /^\d{4}_next is not rollable but not declared: column public\.app_instances\.release dropped or renamed; SQL: ALTER TABLE "notes" DROP COLUMN "body";$/,
      ),
    ]);
  });

  it('fails a hand-written migration whose drop the snapshots do not show', () => {
    const folder = withNextMigration(
      'ALTER TABLE "members" RENAME COLUMN "name" TO "label";',
      () => undefined,
    );
    expect(undeclaredMigrationProblems(folder)).toHaveLength(1);
  });

  it('fails a new NOT NULL column without a default, a tightened column and a narrower type', () => {
    const folder = withNextMigration('SELECT 1;', (snapshot) => {
      const instances = tableOf(snapshot, 'app_instances');
      instances.columns.host = { name: 'host', type: 'text', notNull: true };
      instances.columns.release = { name: 'release', type: 'varchar(40)', notNull: true };
      tableOf(snapshot, 'admin_devices').columns.member_id = {
        name: 'member_id',
        type: 'uuid',
        notNull: true,
      };
    });
    const [problem] = undeclaredMigrationProblems(folder);
    expect(problem).toContain(
      'column public.app_instances.release changed type varchar(120) → varchar(40)',
    );
    expect(problem).toContain('column public.admin_devices.member_id became NOT NULL');
    expect(problem).toContain('new column public.app_instances.host is NOT NULL without a default');
  });

  it('passes what only adds, and the contract half of a column kept for a release', () => {
    const folder = withNextMigration('ALTER TABLE "reviews" DROP COLUMN "score";', (snapshot) => {
      const instances = tableOf(snapshot, 'app_instances');
      instances.columns.host = { name: 'host', type: 'text', notNull: true, default: "''" };
      instances.columns.note = { name: 'note', type: 'text', notNull: false };
    });
    expect(undeclaredMigrationProblems(folder)).toEqual([]);
  });
});

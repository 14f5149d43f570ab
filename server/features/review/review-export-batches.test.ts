import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CandidateListQuerySchema } from '../../../shared/review.schema';
import type { Role } from '../../../shared/roles.schema';
import { candidates } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { batchRecords, candidatesCsv, CSV_COLUMNS, EXPORT_BATCH_SIZE } from './review-export';
import { selectAnswersOf, selectCandidateRowsByIds } from './review-list.repository';
import { listRoles, seedCandidate } from './review-test-seed';

/** Many batches: the export reads `EXPORT_BATCH_SIZE` candidates at a time. */
const BULK = 520;

/**
 * The export of more candidates than one read holds, and what happens to it when the data changes
 * or the database fails while it is being written.
 */
describe.each(testDatabaseKinds())('the CSV export, batch by batch, on %s', (kind) => {
  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  const everyone = CandidateListQuerySchema.parse({});

  beforeAll(async () => {
    await t.reset();
    const role = (await listRoles(t))[0] as Role;
    const first = await seedCandidate(t, { role, name: 'First', email: 'first@test.example' });
    // The rest copied in SQL from the first one's invite, each registered a second earlier.
    await t.database.db.execute(sql`
      insert into invites (code, role_id, role_version, expires_at)
      select 'bulk' || lpad(n::text, 18, '0'), role_id, role_version, expires_at
      from invites, generate_series(1, ${BULK}) as n where code = ${first.inviteCode}`);
    await t.database.db.execute(sql`
      insert into candidates (invite_code, name, email, social, company, created_at)
      select 'bulk' || lpad(n::text, 18, '0'), 'Bulk ' || n, 'bulk' || n || '@test.example',
        '', '', now() - n * interval '1 second'
      from generate_series(1, ${BULK}) as n`);
  });

  /** The emails of the file's records, in order; `whileWriting` runs once the header is out. */
  async function exportedEmails(whileWriting?: () => Promise<void>): Promise<string[]> {
    let text = '';
    for await (const chunk of candidatesCsv(t.database.db, everyone)) {
      if (!text && whileWriting) await whileWriting();
      text += String(chunk);
    }
    const rows: string[][] = parse(text, { bom: true });
    const [header, ...records] = rows;
    const email = (header ?? []).indexOf('Email');
    return records.map((record) => record[email] as string);
  }

  it('holds each of more than 500 candidates once, newest first', async () => {
    const emails = await exportedEmails();
    expect(emails).toHaveLength(BULK + 1);
    expect(new Set(emails).size).toBe(BULK + 1);
    expect(emails[0]).toBe('first@test.example');
    expect(emails.at(-1)).toBe(`bulk${BULK}@test.example`);
  });

  it('leaves out a candidate deleted while the file is written, and writes the rest', async () => {
    const last = `bulk${BULK}@test.example`;
    const emails = await exportedEmails(async () => {
      await t.database.db.delete(candidates).where(eq(candidates.email, last));
    });
    expect(emails).toHaveLength(BULK);
    expect(emails).not.toContain(last);
    expect(emails.at(-1)).toBe(`bulk${BULK - 1}@test.example`);
  });

  it('leaves out a candidate whose row is gone by the time its batch’s rows are read', async () => {
    // The stream reads ahead of the file, so the test above deletes before the last batch is
    // read; this is the moment between the two statements of one batch, played exactly.
    const [gone, ...kept] = await t.database.db
      .select({ id: candidates.id, email: candidates.email })
      .from(candidates)
      .where(
        sql`${candidates.email} in ('bulk1@test.example', 'bulk2@test.example', 'bulk3@test.example')`,
      )
      .orderBy(candidates.email);
    const batch = [kept[0]?.id, gone?.id, kept[1]?.id] as string[];
    const idsStillThere = batch.filter((id) => id !== gone?.id);
    const rows = await selectCandidateRowsByIds(t.database.db, idsStillThere);
    const saved = await selectAnswersOf(t.database.db, batch);
    const email = CSV_COLUMNS.indexOf('Email');
    const records = [...batchRecords(batch, rows, saved, 3)];
    expect(records.map((record) => record[email])).toEqual(kept.map((entry) => entry.email));
  });

  it('fails the download, rather than leaving it hanging, when a read fails half-way', async () => {
    try {
      await expect(
        exportedEmails(async () => {
          await t.database.db.execute(sql`alter table answers rename to answers_away`);
        }),
      ).rejects.toThrow(/answers/);
    } finally {
      await t.database.db.execute(sql`alter table answers_away rename to answers`);
    }
    expect(await exportedEmails()).toHaveLength(BULK);
  });

  it('goes on past a batch whose last candidate was deleted while the file is written', async () => {
    const before = await exportedEmails();
    // The next batch starts after the first one's last candidate, deleted meanwhile.
    const lastOfFirstBatch = before[EXPORT_BATCH_SIZE - 1] as string;
    const emails = await exportedEmails(async () => {
      await t.database.db.delete(candidates).where(eq(candidates.email, lastOfFirstBatch));
    });
    const others = (list: string[]) => list.filter((email) => email !== lastOfFirstBatch);
    expect(others(emails)).toEqual(others(before));
    expect(before.length).toBeGreaterThan(3 * EXPORT_BATCH_SIZE);
  });
});

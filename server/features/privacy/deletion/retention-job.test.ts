import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  candidateDeletions,
  candidates,
  mailOutbox,
  webhookDeliveries,
} from '../../../db/schema';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { databaseAndStoreCases } from '../../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { LocalRecordingStore } from '../../recordings/stores/local-recording-store';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { S3RecordingStore } from '../../recordings/stores/s3-recording-store';
import {
  deleteCandidateForGood,
  ERASURE_ACTOR,
  type DeletionContext,
} from './candidate-deletion.service';
import { restoreDatabase, snapshotDatabase } from './database-snapshot';
import { seedEverything, type SeededPerson } from './deletion-test-seed';
import { databaseTraces } from './deletion-traces';
import { RetentionJob } from './retention-job';
import { takeRetentionLease } from './retention-lease.repository';

const DAY_MS = 86_400_000;

describe.each(databaseAndStoreCases())('the deletion job (%s)', (_name, kind, s3) => {
  let bucket: S3TestServer | undefined;
  beforeAll(async () => {
    if (s3) bucket = await startS3TestServer();
  });
  const t: TestApp = useTestApp(kind, () => (bucket ? { s3: bucket.settings } : {}));
  afterAll(async () => bucket?.close());
  const store = (): RecordingStore =>
    bucket
      ? new S3RecordingStore(bucket.settings, t.database.db)
      : new LocalRecordingStore(t.dataDir);
  const context = (overrides: Partial<DeletionContext> = {}): DeletionContext => ({
    db: t.database.db,
    files: store(),
    webhooks: t.app.webhooks,
    mail: t.app.mail,
    log: t.app.log,
    ...overrides,
  });

  async function stored(files: RecordingStore, person: SeededPerson): Promise<number> {
    let count = 0;
    for (const key of person.keys) if (await files.statFile(key)) count += 1;
    for (const upload of person.uploads) if (await files.holdsUpload(upload)) count += 1;
    return count;
  }

  /** Candidates who asked for erasure 31 days ago: due now with the default 30 days' delay. */
  async function dueCandidates(roleId: string, count: number): Promise<string[]> {
    await insertTestRole(t, { id: roleId });
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = `due${index}.${roleId}@erase.example`;
      ids.push((await candidateForRole(t, roleId, { email })).id);
    }
    await t.database.db
      .update(candidates)
      .set({ erasureRequestedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(inArray(candidates.id, ids));
    return ids;
  }

  const remaining = async (ids: string[]) =>
    (
      await t.database.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(inArray(candidates.id, ids))
    ).map((row) => row.id);
  const deletionEntries = async () =>
    (await t.database.db.select().from(auditEvents)).filter(
      (entry) => entry.action === 'candidate.delete',
    );

  it('removes the files a failure left between the rows and the objects on its next run', async () => {
    const files = store();
    const person = await seedEverything(t, files, 'zja');
    const failing: RecordingStore = Object.assign(Object.create(files) as RecordingStore, {
      removeFiles: () => Promise.reject(new Error('the store went away')),
    });
    const request = { reason: 'team' as const, actor: { id: null, name: 'Test' } };
    expect(await deleteCandidateForGood(context({ files: failing }), person.id, request)).toBe(
      'deleted',
    );
    expect(await remaining([person.id])).toEqual([]);
    expect(await stored(files, person)).toBe(person.keys.length + 1);
    const [pending] = await t.database.db
      .select()
      .from(candidateDeletions)
      .where(eq(candidateDeletions.candidateId, person.id));
    expect(pending?.files?.keys.sort()).toEqual([...person.keys].sort());
    expect(await files.listTombstones()).not.toContain(person.id);

    const run = await t.app.retention.runOnce();
    expect(run).toMatchObject({ leased: true, filesFinished: 1, failed: 0 });
    expect(await stored(files, person)).toBe(0);
    expect(await files.listTombstones()).toContain(person.id);
    const [done] = await t.database.db
      .select()
      .from(candidateDeletions)
      .where(eq(candidateDeletions.candidateId, person.id));
    expect(done?.files).toBeNull();
    expect(await t.app.retention.runOnce()).toMatchObject({ filesFinished: 0 });
  });

  it('deletes the due candidates, each on its own: one failing leaves the others deleted', async () => {
    const ids = await dueCandidates('zjb', 3);
    const broken = ids[1] as string;
    const webhooks: DeletionContext['webhooks'] = {
      relay: t.app.webhooks.relay,
      queueCandidateEvent: (tx, type, candidateId) =>
        candidateId === broken
          ? Promise.reject(new Error('refused'))
          : t.app.webhooks.queueCandidateEvent(tx, type, candidateId),
    };
    const job = new RetentionJob(context({ webhooks }));
    expect(await job.runOnce()).toMatchObject({ leased: true, deleted: 2, failed: 1 });
    expect(await remaining(ids)).toEqual([broken]);
    // The next run of the real job deletes the one left, and a run after it does nothing more.
    expect(await t.app.retention.runOnce()).toMatchObject({ deleted: 1, failed: 0 });
    expect(await remaining(ids)).toEqual([]);
    const entries = await deletionEntries();
    expect(entries.map((entry) => entry.detail)).toEqual([
      { reason: 'erasure' },
      { reason: 'erasure' },
      { reason: 'erasure' },
    ]);
    expect(entries.map((entry) => entry.actorName)).toEqual([
      'Erasure request',
      'Erasure request',
      'Erasure request',
    ]);
    const before = await snapshotDatabase(t.database.db);
    expect(await t.app.retention.runOnce()).toMatchObject({
      leased: true,
      filesFinished: 0,
      replayed: 0,
      deleted: 0,
      failed: 0,
      eventsBlanked: 0,
    });
    const after = await snapshotDatabase(t.database.db);
    // Besides the job's lease (settings): the rate limits' counts, which the app flushes to
    // PostgreSQL on a timer of its own, so the set-up's requests may land between the snapshots.
    const candidateData = (table: { table: string }) =>
      table.table !== '"settings"' && table.table !== '"rate_limit_hits"';
    expect(after.filter(candidateData)).toEqual(before.filter(candidateData));
  });

  it('runs on one instance at a time: a second job meanwhile does nothing', async () => {
    const ids = await dueCandidates('zjc', 2);
    let release = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    const files = store();
    const slow: RecordingStore = Object.assign(Object.create(files) as RecordingStore, {
      listTombstones: async () => {
        await paused;
        return files.listTombstones();
      },
    });
    const first = new RetentionJob(context({ files: slow }));
    const second = new RetentionJob(context());
    const firstRun = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await second.runOnce()).toMatchObject({ leased: false, deleted: 0 });
    release();
    expect(await firstRun).toMatchObject({ leased: true, deleted: 2 });
    expect(await remaining(ids)).toEqual([]);
    expect(await deletionEntries()).toHaveLength(2);
    // Given back at the end: the next run need not wait for the lease to run out.
    expect(await second.runOnce()).toMatchObject({ leased: true });
  });

  it('keeps the candidate.deleted event receivers got without the name and email it told', async () => {
    const person = await seedEverything(t, store(), 'zje');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${person.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    const told = () =>
      t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.event, 'candidate.deleted'));
    const [pending] = await told();
    expect(pending?.payload).toContain(person.email);
    // Not sent yet: the receiver still gets who it was.
    expect(await t.app.retention.runOnce()).toMatchObject({ eventsBlanked: 0 });
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'delivered' })
      .where(eq(webhookDeliveries.event, 'candidate.deleted'));
    expect(await t.app.retention.runOnce()).toMatchObject({ eventsBlanked: 1 });
    const [sent] = await told();
    expect(sent?.payload).not.toContain(person.email);
    expect(sent?.payload).not.toContain(person.name);
    expect(JSON.parse(sent?.payload ?? '{}')).toMatchObject({
      type: 'candidate.deleted',
      data: { id: person.id, inviteCode: person.inviteCode },
    });
    expect(await t.app.retention.runOnce()).toMatchObject({ eventsBlanked: 0 });
  });

  it('deletes again, from the tombstones in storage, a candidate a restored backup brought back', async () => {
    const files = store();
    const person = await seedEverything(t, files, 'zjd');
    const backup = await snapshotDatabase(t.database.db);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${person.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    await restoreDatabase(t.database.db, backup);
    expect(await remaining([person.id])).toEqual([person.id]);
    expect(await t.database.db.select().from(candidateDeletions)).toEqual([]);

    expect(await t.app.retention.runOnce()).toMatchObject({ replayed: 1, failed: 0 });
    expect(await remaining([person.id])).toEqual([]);
    const words = [person.id, person.name, person.email];
    expect(await databaseTraces(t.database.db, person.id, words)).toEqual([]);
    const [record] = await t.database.db
      .select()
      .from(candidateDeletions)
      .where(eq(candidateDeletions.candidateId, person.id));
    expect(record).toMatchObject({ reason: 'team', files: null });
    expect(await t.app.retention.runOnce()).toMatchObject({ replayed: 0 });
    const replays = await t.database.db
      .select({ actor: auditEvents.actorName })
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'candidate.delete'`);
    expect(replays.map((entry) => entry.actor)).toEqual(['Deletion replayed after a restore']);
  });
  /** A store whose `removeFiles` runs `during` the first time a deletion removes files. */
  function storeDoing(during: () => Promise<void>): RecordingStore {
    const files = store();
    let done = false;
    return Object.assign(Object.create(files) as RecordingStore, {
      removeFiles: async (...keys: string[]) => {
        if (!done) {
          done = true;
          await during();
        }
        return files.removeFiles(...keys);
      },
    });
  }

  it('keeps a candidate held between two deletions of one run (read again under the lock)', async () => {
    const ids = await dueCandidates('zjf', 2);
    const files = storeDoing(async () => {
      // The first is deleted by now; the other is held before the job reaches them.
      await t.database.db
        .update(candidates)
        .set({ heldAt: new Date(), holdReason: 'Legal claim', heldBy: 'Admin' })
        .where(inArray(candidates.id, ids));
    });
    const run = await new RetentionJob(context({ files })).runOnce();
    expect(run).toMatchObject({ leased: true, deleted: 1, failed: 0 });
    expect(await remaining(ids)).toHaveLength(1);
    expect(await deletionEntries()).toHaveLength(1);
  });

  it('carries out an erasure due before the next run now, never after the days promised', async () => {
    await insertTestRole(t, { id: 'zjg' });
    const { id } = await candidateForRole(t, 'zjg', { email: 'soon@erase.example' });
    // Due in half an hour: the next run, an hour on, would be late.
    await t.database.db
      .update(candidates)
      .set({ erasureRequestedAt: new Date(Date.now() - 30 * DAY_MS + 30 * 60_000) })
      .where(eq(candidates.id, id));
    expect(await t.app.retention.runOnce()).toMatchObject({ deleted: 1, failed: 0 });
    expect(await remaining([id])).toEqual([]);
  });

  it('mails no second "erased" when it replays an erasure after a restore', async () => {
    const files = store();
    const person = await seedEverything(t, files, 'zjh');
    const mail = { enabled: true, origin: 'https://team.example', wake: () => undefined };
    const backup = await snapshotDatabase(t.database.db);
    const request = { reason: 'erasure' as const, actor: ERASURE_ACTOR };
    expect(await deleteCandidateForGood(context({ mail }), person.id, request)).toBe('deleted');
    const erasureMails = () =>
      t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'erasure-done'));
    expect(await erasureMails()).toHaveLength(1);
    // The restored database lacks the mail's row (it was sent from the lost one).
    await restoreDatabase(t.database.db, backup);
    expect(await new RetentionJob(context({ mail })).runOnce()).toMatchObject({ replayed: 1 });
    expect(await remaining([person.id])).toEqual([]);
    expect(await erasureMails()).toEqual([]);
  });

  it('stops the run, failing no one, when another instance took the lease meanwhile', async () => {
    const ids = await dueCandidates('zji', 3);
    const files = storeDoing(async () => {
      await t.database.db.execute(sql`update settings
        set value = ${JSON.stringify({ holder: 'another', until: '2999-01-01T00:00:00Z' })}
        where key = 'retention-job-lease'`);
    });
    const run = await new RetentionJob(context({ files })).runOnce();
    expect(run).toMatchObject({ leased: true, leaseLost: true, deleted: 1, failed: 0 });
    expect(await remaining(ids)).toHaveLength(2);
  });

  it('takes a lease that ran out by the database clock, and never a live one', async () => {
    const db = t.database.db;
    expect(await takeRetentionLease(db, 'first', 60_000)).toBe(true);
    expect(await takeRetentionLease(db, 'second', 60_000)).toBe(false);
    expect(await takeRetentionLease(db, 'first', 60_000)).toBe(true);
    // The first holder stalls past its lease (set to end a second ago).
    expect(await takeRetentionLease(db, 'first', -1000)).toBe(true);
    expect(await takeRetentionLease(db, 'second', 60_000)).toBe(true);
    expect(await takeRetentionLease(db, 'first', 60_000)).toBe(false);
  });

  it('runs at start, and a run asked for meanwhile runs after it and sees what changed', async () => {
    const [first, later] = await dueCandidates('zjj', 2);
    await t.database.db
      .update(candidates)
      .set({ erasureRequestedAt: null })
      .where(eq(candidates.id, later as string));
    let release = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const files = storeDoing(async () => {
      entered();
      await paused;
    });
    const job = new RetentionJob(context({ files }));
    await job.start();
    await inside;
    // The start's run is deleting the first; the other asks for erasure now.
    await t.database.db
      .update(candidates)
      .set({ erasureRequestedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(candidates.id, later as string));
    const asked = job.runOnce();
    release();
    expect(await asked).toMatchObject({ leased: true, deleted: 1, failed: 0 });
    expect(await remaining([first as string, later as string])).toEqual([]);
    await job.stop();
  });
  it('blanks the address of the erasure-done mail once sent or failed for good', async () => {
    const person = await seedEverything(t, store(), 'zjl');
    const mail = { enabled: true, origin: 'https://team.example', wake: () => undefined };
    const request = { reason: 'erasure' as const, actor: ERASURE_ACTOR };
    expect(await deleteCandidateForGood(context({ mail }), person.id, request)).toBe('deleted');
    const erasureMails = () =>
      t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'erasure-done'));
    // Not sent yet: it still needs the address.
    expect(await t.app.retention.runOnce()).toMatchObject({ mailsBlanked: 0 });
    expect((await erasureMails())[0]?.toAddress).toBe(person.email);
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(eq(mailOutbox.kind, 'erasure-done'));
    expect(await t.app.retention.runOnce()).toMatchObject({ mailsBlanked: 1 });
    const [sent] = await erasureMails();
    expect(sent?.toAddress).toBe('');
    expect(sent?.dedupeKey).toMatch(/^erasure-done:/);
    const words = [person.id, person.name, person.email];
    expect(await databaseTraces(t.database.db, person.id, words)).toEqual([]);
  });
});

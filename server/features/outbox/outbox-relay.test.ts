import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres, type Database, type DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-databases';
import { OutboxRelay, retryAt } from './outbox-relay';

const log = pino({ enabled: false });
const T0 = new Date('2026-11-20T10:00:00Z');

async function queueRows(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .insert(mailOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'invite',
        dedupeKey: `relay-test:${i}:${Math.random()}`,
        toAddress: `person${i}@example.com`,
        subject: 's',
        html: '<p>h</p>',
        text: 't',
        nextAttemptAt: T0,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** A relay whose attempt notes the row and marks it sent, as the mail relay does. */
function notingRelay(
  db: Database,
  attempted: string[],
  options: { now?: () => Date; leaseMs?: number; batch?: number; send?: boolean } = {},
) {
  return new OutboxRelay({
    db,
    table: mailOutbox,
    waiting: 'queued',
    log,
    batch: options.batch ?? 5,
    leaseMs: options.leaseMs,
    now: options.now ?? (() => T0),
    async attempt(id, attempts) {
      attempted.push(id);
      // Long enough for the other relay to come looking meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (options.send === false) return;
      await db.execute(
        sql`update mail_outbox set status = 'sent' where id = ${id} and status = 'sending' and attempts = ${attempts}`,
      );
    },
  });
}

describe('retryAt', () => {
  it('waits longer after each failure and gives up after the last pause', () => {
    const delays = [1000, 5000];
    expect(retryAt(T0, 1, delays)).toEqual(new Date(T0.getTime() + 1000));
    expect(retryAt(T0, 2, delays)).toEqual(new Date(T0.getTime() + 5000));
    expect(retryAt(T0, 3, delays)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('the outbox relay on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });
  afterAll(() => database.close());

  it('attempts every due row once and leaves rows not yet due', async () => {
    const ids = await queueRows(database.db, 12);
    const [later] = await queueRows(database.db, 1);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(T0.getTime() + 60_000) })
      .where(eq(mailOutbox.id, later as string));
    const attempted: string[] = [];
    const relay = notingRelay(database.db, attempted);
    expect(await relay.runOnce()).toBe(12);
    expect(attempted.sort()).toEqual([...ids].sort());
    expect(await relay.runOnce()).toBe(0);
  });

  it('claims a row again once its lease ran out (an instance died mid-send), not before', async () => {
    const [id] = await queueRows(database.db, 1);
    const first: string[] = [];
    // Claims the row and never records an outcome, as a process killed mid-send.
    await notingRelay(database.db, first, { leaseMs: 60_000, send: false }).runOnce();
    expect(first).toEqual([id]);
    const second: string[] = [];
    const within = notingRelay(database.db, second, { now: () => new Date(T0.getTime() + 59_000) });
    expect(await within.runOnce()).toBe(0);
    const after = notingRelay(database.db, second, { now: () => new Date(T0.getTime() + 61_000) });
    expect(await after.runOnce()).toBe(1);
    expect(second).toEqual([id]);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('two relays on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    if (!first.connectionString) throw new Error('a PostgreSQL handle has its connection string');
    // A second pool, as a second instance of the app has.
    second = await openPostgres(first.connectionString);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('never attempt the same row twice', async () => {
    const ids = await queueRows(first.db, 60);
    const attempted: string[] = [];
    const relays = [
      notingRelay(first.db, attempted, { batch: 3 }),
      notingRelay(second.db, attempted, { batch: 3 }),
      notingRelay(first.db, attempted, { batch: 3 }),
      notingRelay(second.db, attempted, { batch: 3 }),
    ];
    const counts = await Promise.all(relays.map((relay) => relay.runOnce()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(new Set(attempted).size).toBe(attempted.length);
    expect([...attempted].sort()).toEqual([...ids].sort());
    // Both instances took part.
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1);
  });
});

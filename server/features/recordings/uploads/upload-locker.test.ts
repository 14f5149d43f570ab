import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock } from '@tus/utils';
import pg from 'pg';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { PostgresUploadLocker, UPLOAD_LOCK_CLASS_ID } from './upload-locker';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(!databaseUrl)('PostgresUploadLocker', () => {
  const lockers: PostgresUploadLocker[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(() => admin.end());
  afterEach(async () => {
    await Promise.all(lockers.splice(0).map((locker) => locker.close()));
  });

  /** One server instance's locker; short timeouts keep a failing test from hanging. */
  function startInstance(acquireLockTimeoutMs = 1500): PostgresUploadLocker {
    const locker = new PostgresUploadLocker(databaseUrl, { acquireLockTimeoutMs });
    lockers.push(locker);
    return locker;
  }

  function lockUpload(lock: Lock, requestRelease = () => undefined, signal?: AbortSignal) {
    return lock.lock(signal ?? new AbortController().signal, requestRelease);
  }

  /** Whether the promise settles within `ms`, without waiting longer than that. */
  async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
    const settled = promise.then(
      () => true,
      () => true,
    );
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
    return Promise.race([settled, timeout]);
  }

  async function holderBackendPid(uploadId: string): Promise<number> {
    const result = await admin.query<{ pid: number }>(
      `select pid from pg_locks
        where locktype = 'advisory' and classid = $1 and objid = hashtext($2)::oid and granted`,
      [UPLOAD_LOCK_CLASS_ID, uploadId],
    );
    expect(result.rows).toHaveLength(1);
    return result.rows[0]!.pid;
  }

  it('makes a second instance wait until the first lets the upload go', async () => {
    const uploadId = randomUUID();
    const first = startInstance().newLock(uploadId);
    await lockUpload(first);

    const second = lockUpload(startInstance().newLock(uploadId));
    expect(await settlesWithin(second, 300)).toBe(false);

    await first.unlock();
    expect(await settlesWithin(second, 300)).toBe(true);
    await second;
  });

  it('lets two instances hold different uploads at once', async () => {
    await lockUpload(startInstance().newLock(randomUUID()));
    const other = lockUpload(startInstance().newLock(randomUUID()));
    expect(await settlesWithin(other, 300)).toBe(true);
    await other;
  });

  it('hands the upload to another instance as soon as the holder connection dies', async () => {
    const uploadId = randomUUID();
    const firstInstance = startInstance();
    const first = firstInstance.newLock(uploadId);
    const firstRelease = vi.fn();
    await lockUpload(first, firstRelease);
    const second = lockUpload(startInstance().newLock(uploadId));
    expect(await settlesWithin(second, 200)).toBe(false);

    await admin.query('select pg_terminate_backend($1)', [await holderBackendPid(uploadId)]);

    expect(await settlesWithin(second, 300)).toBe(true);
    await second;
    // The first instance's request no longer holds the upload, so it is told to stop writing;
    // its late unlock must not free the lock the second instance now holds.
    await vi.waitFor(() => expect(firstRelease).toHaveBeenCalled(), { timeout: 500 });
    await first.unlock();
    const third = lockUpload(startInstance(300).newLock(uploadId));
    await expect(third).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });

  it('tells its holders to stop when its connection dies, and reconnects for the next lock', async () => {
    const uploadId = randomUUID();
    const instance = startInstance();
    const first = instance.newLock(uploadId);
    const firstRelease = vi.fn();
    await lockUpload(first, firstRelease);
    await admin.query('select pg_terminate_backend($1)', [await holderBackendPid(uploadId)]);
    await vi.waitFor(() => expect(firstRelease).toHaveBeenCalledOnce(), { timeout: 500 });
    await first.unlock();

    const other = instance.newLock(randomUUID());
    await lockUpload(other);
    await other.unlock();
  });

  it('keeps two requests of one instance apart and asks the holder to let go', async () => {
    const uploadId = randomUUID();
    const instance = startInstance();
    const first = instance.newLock(uploadId);
    const firstRelease = vi.fn();
    await lockUpload(first, firstRelease);

    const second = lockUpload(instance.newLock(uploadId));
    expect(await settlesWithin(second, 200)).toBe(false);
    expect(firstRelease).toHaveBeenCalledOnce();

    await first.unlock();
    expect(await settlesWithin(second, 300)).toBe(true);
    await second;
  });

  it('asks the holder on another instance to let go', async () => {
    const uploadId = randomUUID();
    const firstRelease = vi.fn();
    await lockUpload(startInstance().newLock(uploadId), firstRelease);

    const second = lockUpload(startInstance(500).newLock(uploadId));
    await vi.waitFor(() => expect(firstRelease).toHaveBeenCalledOnce(), { timeout: 500 });
    await expect(second).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });

  it("fails with tus's lock timeout when the upload stays taken", async () => {
    const uploadId = randomUUID();
    await lockUpload(startInstance().newLock(uploadId));

    const startedAt = Date.now();
    await expect(lockUpload(startInstance(300).newLock(uploadId))).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    // Its own timeout, not the default 30 s (a wide margin: the machines are noisy).
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });

  it('stops waiting when the request is aborted, leaving the upload to others', async () => {
    const uploadId = randomUUID();
    const first = startInstance().newLock(uploadId);
    await lockUpload(first);
    const secondInstance = startInstance();
    const abort = new AbortController();

    const aborted = lockUpload(secondInstance.newLock(uploadId), undefined, abort.signal);
    setTimeout(() => abort.abort(), 100);
    expect(await settlesWithin(aborted, 300)).toBe(true);
    await expect(aborted).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

    await first.unlock();
    const later = secondInstance.newLock(uploadId);
    expect(await settlesWithin(lockUpload(later), 300)).toBe(true);
  });
});

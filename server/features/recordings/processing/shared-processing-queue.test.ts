import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../../../test/recording-logger';
import {
  DEAD_LETTER_QUEUE,
  PROCESSING_QUEUE,
  SharedProcessingQueue,
  type ProcessingWork,
  type SharedProcessingQueueOptions,
} from './shared-processing-queue';
import { emptyPostgresDatabase, workerDatabaseName } from '../../../test/test-databases';

/**
 * Several instances sharing one PostgreSQL, as several in-process queue objects on one database
 * (and one child process, to be killed). The work is a stand-in that notes its calls: the queue
 * is what is tested here; the processing itself is tested in recording-processor.test.ts.
 */

/**
 * Completing a job fails inside the database for the recordings listed in `refused_completions`,
 * as a connection dropped at that moment would. Added while no queue runs (a trigger taken while
 * workers poll the table can deadlock with them).
 */
const REFUSE_COMPLETIONS = `
  create table if not exists refused_completions (recording_id text primary key);
  truncate refused_completions;
  create or replace function refuse_completion() returns trigger language plpgsql as $$
  begin
    if new.state = 'completed' and new.data->>'recordingId' in
      (select recording_id from refused_completions) then
      raise exception 'completion refused by the test';
    end if;
    return new;
  end $$;`;

/** A stand-in for the app's processing: notes each call; `fail` makes every attempt throw. */
function fakeWork({ fail = false, hold }: { fail?: boolean; hold?: Promise<void> } = {}) {
  const processed: string[] = [];
  const attemptedAt: number[] = [];
  const gaveUp: { recordingId: string; message: string }[] = [];
  const work: ProcessingWork = {
    async process(recordingId) {
      processed.push(recordingId);
      attemptedAt.push(performance.now());
      await hold;
      if (fail) throw new Error('ffmpeg exploded');
    },
    gaveUp(recordingId, error) {
      gaveUp.push({ recordingId, message: (error as Error).message });
      return Promise.resolve();
    },
  };
  return { work, processed, attemptedAt, gaveUp };
}

/**
 * Another server, in its own process: a queue whose `process` is given as source, then the given
 * steps. Resolves once the child prints `line`.
 */
async function spawnInstance(
  connectionString: string,
  instance: { process: string; steps: string; line: string },
) {
  const script = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-queue-')),
    'instance.mjs',
  );
  fs.writeFileSync(
    script,
    `import { SharedProcessingQueue } from ${JSON.stringify(path.resolve(import.meta.dirname, 'shared-processing-queue.ts'))};
    const queue = new SharedProcessingQueue({
      connectionString: ${JSON.stringify(connectionString)},
      log: console,
      work: { process: ${instance.process}, gaveUp: async () => {} },
      concurrency: 1, retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 2, expireInSeconds: 1,
    });
    ${instance.steps}`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(instance.line)) resolve();
    });
    void exited.then((code) => reject(new Error(`the instance exited early (${code})`)));
  });
  return { child, exited };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('shared recording processing queue', () => {
  let connectionString: string;
  let admin: pg.Client;
  const queues: SharedProcessingQueue[] = [];
  const children: ChildProcess[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  /** An instance as the tests run it: short pauses and polls, other settings as given. */
  async function startQueue(
    work: ProcessingWork,
    options: Partial<SharedProcessingQueueOptions> = {},
  ): Promise<SharedProcessingQueue> {
    const queue = new SharedProcessingQueue({
      connectionString,
      work,
      log: recordingLogger().logger,
      concurrency: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      expireInSeconds: 30,
      ...options,
    });
    queues.push(queue);
    await queue.start();
    return queue;
  }

  const jobsInDeadLetterQueue = async (recordingId: string) =>
    (
      await admin.query<{ output: { message?: string } }>(
        `select output from pgboss.job where name = $1 and data->>'recordingId' = $2`,
        [DEAD_LETTER_QUEUE, recordingId],
      )
    ).rows;

  const jobStates = async (recordingId: string) =>
    (
      await admin.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = $1 and data->>'recordingId' = $2`,
        [PROCESSING_QUEUE, recordingId],
      )
    ).rows;

  beforeAll(async () => {
    connectionString = await emptyPostgresDatabase(
      process.env.TEST_DATABASE_URL as string,
      workerDatabaseName('queue_test'),
    );
    admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(REFUSE_COMPLETIONS);
    // pg-boss installs its schema on a first start; the fault goes in before any queue polls.
    const installer = await startQueue(fakeWork().work);
    await installer.stop();
    await admin.query(`create trigger refuse_completion before update on pgboss.job
      for each row execute function refuse_completion()`);
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    expect(unhandled.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await admin?.end();
  });

  it('processes each recording once when two instances both enqueue it at start-up', async () => {
    const { work, processed } = fakeWork();
    const [first, second] = await Promise.all([startQueue(work), startQueue(work)]);
    const recordingIds = Array.from({ length: 20 }, () => randomUUID());

    await Promise.all(recordingIds.flatMap((id) => [first.enqueue(id), second.enqueue(id)]));
    await Promise.all([first.idle(), second.idle()]);

    expect(processed.toSorted()).toEqual(recordingIds.toSorted());
  });

  it('lets six instances start at the same moment on a new database, five times over', async () => {
    for (let round = 0; round < 5; round += 1) {
      const fresh = await emptyPostgresDatabase(
        process.env.TEST_DATABASE_URL as string,
        workerDatabaseName('queue_together'),
      );
      const together = Array.from(
        { length: 6 },
        () =>
          new SharedProcessingQueue({
            connectionString: fresh,
            work: fakeWork().work,
            log: recordingLogger().logger,
            concurrency: 1,
          }),
      );
      const started = await Promise.allSettled(together.map((queue) => queue.start()));
      await Promise.all(together.map((queue) => queue.stop()));
      expect(
        started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : [])),
      ).toEqual([]);
    }
  }, 60_000);

  it('makes no second job for a recording enqueued again while it is being processed', async () => {
    let release = () => {};
    const { work, processed } = fakeWork({ hold: new Promise((resolve) => (release = resolve)) });
    const [first, second] = await Promise.all([startQueue(work), startQueue(work)]);
    const recordingId = randomUUID();

    await first.enqueue(recordingId);
    await vi.waitFor(() => expect(processed).toEqual([recordingId]));
    await first.enqueue(recordingId);
    await second.enqueue(recordingId);
    release();
    await Promise.all([first.idle(), second.idle()]);

    expect(processed).toEqual([recordingId]);
  });

  // pg-boss keeps a finished job (12 h) and its id refuses another; later, a new job would find
  // the recording no longer `uploaded`, and the app's `process` does nothing with it.
  it('ignores a recording enqueued again after it was processed, as a restart does', async () => {
    const { work, processed } = fakeWork();
    const first = await startQueue(work);
    const recordingId = randomUUID();
    await first.enqueue(recordingId);
    await first.idle();

    const restarted = await startQueue(work);
    await restarted.enqueue(recordingId);
    await restarted.idle();

    expect(processed).toEqual([recordingId]);
  });

  it('retries a failing recording with a growing pause, then reports it given up once and leaves it in the dead-letter queue', async () => {
    const { work, processed, attemptedAt, gaveUp } = fakeWork({ fail: true });
    const [first, second] = await Promise.all([
      startQueue(work, { retryLimit: 2 }),
      startQueue(work, { retryLimit: 2 }),
    ]);
    const recordingId = randomUUID();

    await first.enqueue(recordingId);
    await vi.waitFor(() => expect(processed).toHaveLength(1));
    // Enqueued again while it waits for its retry, as a restart in that pause would.
    await second.enqueue(recordingId);
    await Promise.all([first.idle(), second.idle()]);

    expect(processed).toEqual([recordingId, recordingId, recordingId]);
    const [firstAt = 0, secondAt = 0, thirdAt = 0] = attemptedAt;
    expect(secondAt - firstAt).toBeGreaterThanOrEqual(950);
    expect(thirdAt - secondAt).toBeGreaterThanOrEqual(1950);
    expect(gaveUp).toEqual([{ recordingId, message: 'ffmpeg exploded' }]);
    const deadLetters = await jobsInDeadLetterQueue(recordingId);
    expect(deadLetters.map((job) => job.output.message)).toEqual(['ffmpeg exploded']);
  }, 15_000);

  it('starts a recording it enqueued at once, without waiting for its next poll', async () => {
    const { work, processed } = fakeWork();
    const queue = await startQueue(work, { pollingIntervalSeconds: 10 });
    const recordingId = randomUUID();

    const enqueuedAt = performance.now();
    await queue.enqueue(recordingId);
    await vi.waitFor(() => expect(processed).toEqual([recordingId]), { interval: 5 });

    expect(performance.now() - enqueuedAt).toBeLessThan(1000);
  });

  it('lets its process exit on its own once stopped, with no timer left running', async () => {
    const recordingId = randomUUID();
    const { child, exited } = await spawnInstance(connectionString, {
      process: 'async () => {}',
      steps: `await queue.start();
        await queue.enqueue(${JSON.stringify(recordingId)});
        await queue.idle();
        await queue.stop();
        console.log('stopped');`,
      line: 'stopped',
    });
    children.push(child);
    const stoppedAt = performance.now();

    expect(await exited).toBe(0);
    // Node's own exit, not a poll, maintenance or stop timer running out (1 s and more).
    expect(performance.now() - stoppedAt).toBeLessThan(400);
  });

  it('lets a running attempt finish when stopped, and records it done', async () => {
    let release = () => {};
    const { work, processed } = fakeWork({ hold: new Promise((resolve) => (release = resolve)) });
    const queue = await startQueue(work);
    const recordingId = randomUUID();
    await queue.enqueue(recordingId);
    await vi.waitFor(() => expect(processed).toEqual([recordingId]));

    setTimeout(release, 200);
    await queue.stop();

    expect(await jobStates(recordingId)).toEqual([{ state: 'completed', retry_count: 0 }]);
    const connections = await admin.query(
      `select 1 from pg_stat_activity
        where datname = current_database() and application_name = 'prescreen-processing'`,
    );
    expect(connections.rowCount).toBe(0);
  });

  it('logs a dropped database connection and keeps processing', async () => {
    const { work, processed } = fakeWork();
    const { logger, errors } = recordingLogger();
    const queue = await startQueue(work, { log: logger });
    const [before, after] = [randomUUID(), randomUUID()];
    await queue.enqueue(before);
    await queue.idle();

    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'prescreen-processing'`);
    await vi.waitFor(() => expect(errors).toContain('recording job queue error'));
    // A pooled connection is found dropped only when next used: an enqueue at that moment fails,
    // as the app's own query would, and the next one goes through.
    await vi.waitFor(() => queue.enqueue(after));
    await queue.idle();

    expect(processed).toEqual([before, after]);
  });

  it('logs a completion the database refused, without an unhandled rejection, and retries the recording once it expires', async () => {
    const { work, processed, gaveUp } = fakeWork();
    const { logger, errors } = recordingLogger();
    const queue = await startQueue(work, { log: logger, expireInSeconds: 1 });
    const recordingId = randomUUID();
    await admin.query('insert into refused_completions values ($1)', [recordingId]);

    await queue.enqueue(recordingId);
    await vi.waitFor(() => expect(errors).toContain('a job outcome could not be recorded'));
    await admin.query('delete from refused_completions');
    await vi.waitFor(() => expect(processed).toEqual([recordingId, recordingId]), {
      timeout: 10_000,
    });
    await queue.idle();

    expect(gaveUp).toEqual([]);
  }, 15_000);

  it('hands a recording whose instance was killed mid-attempt to another instance once it expires', async () => {
    const recordingId = randomUUID();
    const stuck = await spawnInstance(connectionString, {
      process: `(id) => { console.log('started ' + id); return new Promise(() => {}); }`,
      steps: `await queue.start(); await queue.enqueue(${JSON.stringify(recordingId)});`,
      line: `started ${recordingId}`,
    });
    children.push(stuck.child);
    const { work, processed, gaveUp } = fakeWork();
    // The survivor restarts too: it enqueues the recording, which is already taken.
    const survivor = await startQueue(work, { expireInSeconds: 1 });
    await survivor.enqueue(recordingId);

    stuck.child.kill('SIGKILL');
    await vi.waitFor(() => expect(processed).toEqual([recordingId]), { timeout: 10_000 });
    await survivor.idle();

    expect(processed).toEqual([recordingId]);
    expect(gaveUp).toEqual([]);
    // One job, the killed instance's, on its second attempt.
    expect(await jobStates(recordingId)).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 20_000);
});

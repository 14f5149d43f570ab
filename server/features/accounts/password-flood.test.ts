import { createHook } from 'node:async_hooks';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { useTestApp, type TestApp } from '../../test/test-app';
import { PasswordHasher } from './password';

/**
 * Node's scrypt derivations as they start and end: each is an async resource of this type, its
 * callback the end. Counted, never timed: a timing is at the mercy of a loaded machine
 * (docs/testing.md).
 */
function watchScrypt() {
  const running = new Set<number>();
  const counts = { started: 0, finished: 0, mostAtOnce: 0 };
  const hook = createHook({
    init: (id, type) => {
      if (type !== 'SCRYPTREQUEST') return;
      running.add(id);
      counts.started += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, running.size);
    },
    before: (id) => {
      if (running.delete(id)) counts.finished += 1;
    },
  }).enable();
  onTestFinished(() => void hook.disable());
  return { counts, stop: () => hook.disable() };
}

/** Sign-ins with a wrong password for an unknown email, one at a time or as a flood. */
function signInsOf(t: TestApp) {
  const signIn = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session/password',
      payload: { email, password: 'not anybody’s password at all' },
      remoteAddress,
    });
  const flood = (count: number, addressOf: (i: number) => string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => signIn(`nobody${i}@x.example`, addressOf(i))),
    );
  return { signIn, flood };
}

/**
 * A flood of wrong-password sign-ins must not stall the server (docs/team.md): refused before
 * any hashing by the route's rate limit and the hasher's cap, and at most two hashes on libuv's
 * pool of four, so a candidate's upload and the health check never queue behind them.
 */
describe('a flood of password sign-ins, refused before hashing', () => {
  // 4 MiB a hash: long enough that the hashes of a flood overlap, short on a loaded machine.
  const t = useTestApp('pglite', { passwordCost: { N: 2 ** 12, r: 8, p: 1 } });
  const { signIn, flood } = signInsOf(t);

  it('refuses one address past 10 a minute with 429 before hashing: 30 sign-ins, 10 hashes', async () => {
    const watch = watchScrypt();
    // One request a turn, as over sockets: @fastify/rate-limit's memory store hands the requests
    // of one turn the same counter, so requests injected together all read the last count.
    const sent = [];
    for (let i = 0; i < 30; i += 1) {
      sent.push(signIn(`nobody${i}@x.example`, '203.0.113.5'));
      await nextTurn();
    }
    const answers = await Promise.all(sent);
    watch.stop();
    // Each of the first ten was checked (a wrong password, or the throttle's own 429 after it).
    expect(watch.counts.started).toBe(10);
    const codes = answers.map((answer) => answer.json<{ code: string }>().code);
    expect(codes.slice(10)).toEqual(Array(20).fill('too-many-requests'));
    expect(codes.slice(0, 10)).not.toContain('too-many-requests');
    expect(answers[10]?.statusCode).toBe(429);
    expect(Number(answers[10]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('hashes two at a time and refuses with 503 and Retry-After, without hashing, what cannot wait', async () => {
    const watch = watchScrypt();
    // 2 hashing, 8 waiting for a turn (docs/team.md), and 10 more.
    const answers = await flood(20, (i) => `198.51.100.${i + 1}`);
    watch.stop();
    expect(watch.counts.mostAtOnce).toBe(2);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + checked.length).toBe(answers.length);
    expect(checked).toHaveLength(watch.counts.started);
    for (const answer of busy) {
      expect(answer.json()).toEqual({
        result: false,
        status: ACCOUNT_TEXTS.passwordsBusy,
        code: 'passwords-busy',
      });
      expect(answer.headers['retry-after']).toBe('2');
    }
    // Passing: the same sign-in a moment later is checked.
    expect((await signIn('nobody0@x.example', '198.51.100.1')).statusCode).toBe(401);
  });
});

describe('a flood of password sign-ins, beside the files', () => {
  // 32 MiB a hash: far longer than a health check or a file read beside it (~60 ms against a
  // few); all six at once (as without the cap) fit in a test machine's memory.
  const t = useTestApp('pglite', { passwordCost: { N: 2 ** 15, r: 8, p: 1 } });
  const { flood } = signInsOf(t);
  afterEach(() => void vi.restoreAllMocks());

  it('answers the health check and reads a file during the flood without waiting for its hashes', async () => {
    const file = path.join(t.dataDir, 'chunk.bin');
    await fsp.writeFile(file, Buffer.alloc(64 * 1024));
    // Until every sign-in of the flood is at the hasher: without the cap, each one's scrypt is
    // then on the pool, ahead of the health check's look at the recordings folder.
    const checks = vi.spyOn(PasswordHasher.prototype, 'verify');
    const watch = watchScrypt();
    const floodSize = 6;
    const flooding = flood(floodSize, (i) => `192.0.2.${i + 1}`);
    while (checks.mock.calls.length < floodSize) await nextTurn();
    await nextTurn();
    const finishedBefore = watch.counts.finished;
    const [health] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      fsp.readFile(file),
    ]);
    const finishedMeanwhile = watch.counts.finished - finishedBefore;
    await flooding;
    watch.stop();

    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ recordings: { state: 'up' } });
    // Behind all six on the pool's four threads, the health check and the read would have waited
    // for three hashes to end; two hashes hold two threads and leave them the other two.
    expect(finishedMeanwhile).toBe(0);
    expect(watch.counts.mostAtOnce).toBe(2);
    expect(watch.counts.started).toBe(floodSize);
  });
});

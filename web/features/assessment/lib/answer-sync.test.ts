// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { AnswerSync } from './answer-sync';
import { answer, useAnswerSyncHarness } from './answer-sync.test-server';

describe('AnswerSync.merge: the newer version of each answer wins', () => {
  it('keeps an edit this browser made after the server’s copy, to be sent again', () => {
    const merged = AnswerSync.merge(
      [answer(0, 'on the server', 100)],
      [{ ...answer(0, 'newer, typed offline', 200), savedSequence: 100 }],
    );
    expect(merged).toEqual([
      expect.objectContaining({
        answer: 'newer, typed offline',
        sequence: 200,
        savedSequence: 100,
      }),
    ]);
  });

  it('takes the server’s copy when it is newer (saved from another computer)', () => {
    const merged = AnswerSync.merge(
      [answer(1, 'from the other computer', 300)],
      [{ ...answer(1, 'older here', 200), savedSequence: 200 }],
    );
    expect(merged).toEqual([
      expect.objectContaining({ answer: 'from the other computer', savedSequence: 300 }),
    ]);
  });

  it('keeps an answer the server has never seen, and orders answers by question', () => {
    const merged = AnswerSync.merge(
      [answer(2, 'third', 5)],
      [{ ...answer(0, 'only here', 7), savedSequence: -1 }],
    );
    expect(merged.map((a) => [a.questionId, a.answer, a.savedSequence])).toEqual([
      [0, 'only here', -1],
      [2, 'third', 5],
    ]);
  });
});

describe('AnswerSync: every edit is kept, and reaches the server', () => {
  const harness = useAnswerSyncHarness();
  const start = harness.start;
  const status = harness.status;

  it('caches an edit at once and sends it after a pause in typing', async () => {
    const s = start();
    s.edit(0, '<p>Hello</p>');
    expect(harness.persisted.at(-1)?.[0]?.answer).toBe('<p>Hello</p>');
    expect(status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(599);
    expect(harness.server.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.server.stored.get(0)?.answer).toBe('<p>Hello</p>');
    expect(status()).toBe('saved');
  });

  it('sends only the last of quick edits, with a sequence that grows on the server’s clock', async () => {
    const serverAhead = 60 * 60 * 1000;
    const s = start({ serverNow: new Date(Date.now() + serverAhead).toISOString() });
    s.edit(1, 'a');
    await vi.advanceTimersByTimeAsync(100);
    s.edit(1, 'ab');
    s.edit(1, 'abc');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.requests.map((r) => r.answer)).toEqual(['abc']);
    const [sent] = harness.server.requests;
    expect(sent?.sequence).toBeGreaterThanOrEqual(Date.now() + serverAhead - 1000);
    s.edit(1, 'abcd');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.requests[1]?.sequence).toBeGreaterThan(sent?.sequence ?? Infinity);
  });

  it('offline, keeps the edit, says so, and retries later and later', async () => {
    const s = start();
    harness.server.offline = true;
    s.edit(0, 'typed on a train');
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe('offline');
    expect(harness.persisted.at(-1)?.[0]?.answer).toBe('typed on a train');

    const attempts: number[] = [];
    const realFetch = harness.server.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      attempts.push(Date.now());
      return realFetch(...args);
    });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    const gaps = attempts.slice(1).map((at, i) => at - (attempts[i] as number));
    expect(gaps).toEqual([2000, 4000, 8000]);

    harness.server.offline = false;
    await vi.advanceTimersByTimeAsync(15000);
    expect(harness.server.stored.get(0)?.answer).toBe('typed on a train');
    expect(status()).toBe('saved');
  });

  it('online but the server does not answer: says so, keeps the edit, and sends it later', async () => {
    const s = start();
    harness.server.unreachable = true;
    s.edit(1, 'typed while the server restarts');
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe('unreachable');
    expect(harness.persisted.at(-1)?.find((kept) => kept.questionId === 1)?.answer).toBe(
      'typed while the server restarts',
    );
    harness.server.unreachable = false;
    harness.server.failWith = { status: 503, message: 'The service is briefly unavailable.' };
    await vi.advanceTimersByTimeAsync(1000);
    expect(status()).toBe('unreachable');
    harness.server.failWith = null;
    await vi.advanceTimersByTimeAsync(2000);
    expect(harness.server.stored.get(1)?.answer).toBe('typed while the server restarts');
    expect(status()).toBe('saved');
  });

  it('sends at once when the browser is online again, without waiting for the next retry', async () => {
    const s = start();
    harness.server.offline = true;
    s.edit(2, 'written offline');
    await vi.advanceTimersByTimeAsync(600 + 1000 + 2000 + 4000);
    expect(status()).toBe('offline');
    harness.server.offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.stored.get(2)?.answer).toBe('written offline');
    expect(status()).toBe('saved');
  });

  it('sends on start what the browser holds and the server does not', async () => {
    start({ initial: [{ ...answer(0, 'from before the refresh', 50), savedSequence: -1 }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.stored.get(0)?.answer).toBe('from before the refresh');
  });

  it('takes the newer version another computer saved', async () => {
    const s = start();
    harness.server.stored.set(0, answer(0, 'from the laptop', Date.now() + 10 * 60 * 1000));
    s.edit(0, 'older, from here');
    await vi.advanceTimersByTimeAsync(600);
    expect(s.answerOf(0)).toBe('from the laptop');
    expect(status()).toBe('saved');
  });

  it('stops at a refused session, and stops resending a version the server refused for good', async () => {
    const s = start();
    harness.server.failWith = { status: 400, message: 'The answer is too long.' };
    s.edit(0, 'too long');
    await vi.advanceTimersByTimeAsync(600 + 30_000);
    expect(harness.server.requests).toHaveLength(1);
    expect(harness.onRejected).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The answer is too long.' }),
      0,
    );
    expect(s.answerOf(0)).toBe('too long');

    harness.server.failWith = { status: 401, message: 'Your session has ended.' };
    s.edit(1, 'after the session ended');
    await vi.advanceTimersByTimeAsync(600 + 30_000);
    expect(harness.server.requests).toHaveLength(2);
    expect(harness.onSessionInvalid).toHaveBeenCalledTimes(1);
  });
});

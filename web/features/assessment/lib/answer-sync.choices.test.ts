// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { answer, useAnswerSyncHarness } from './answer-sync.test-server';

describe('AnswerSync: chosen options and skipped questions', () => {
  const harness = useAnswerSyncHarness();

  it('sends chosen options as {choices, sequence} at once, never as text', async () => {
    const s = harness.start();
    s.choose(1, [2, 0]);
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.requests).toEqual([
      { questionId: 1, choices: [2, 0], sequence: expect.any(Number) as number },
    ]);
    expect(harness.server.stored.get(1)?.choices).toEqual([2, 0]);
    expect(s.choicesOf(1)).toEqual([2, 0]);
    expect(harness.status()).toBe('saved');
  });

  it('sends nothing when the same options are chosen again', async () => {
    const s = harness.start();
    s.choose(0, [1]);
    await vi.advanceTimersByTimeAsync(0);
    s.choose(0, [1]);
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.requests).toHaveLength(1);
  });

  it('retries chosen options the server could not take, like text', async () => {
    const s = harness.start();
    harness.server.unreachable = true;
    s.choose(0, [1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.status()).toBe('unreachable');
    harness.server.unreachable = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(harness.server.stored.get(0)?.choices).toEqual([1]);
    expect(harness.status()).toBe('saved');
  });

  it('takes the server’s word for a skip, and keeps it out of what is pending', async () => {
    const s = harness.start();
    s.adopt({ ...answer(2, '', 5), skipped: true });
    expect(s.isSkipped(2)).toBe(true);
    expect(harness.status()).toBe('saved');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.requests).toEqual([]);
    expect(harness.persisted.at(-1)?.find((kept) => kept.questionId === 2)?.skipped).toBe(true);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { AnswerSync } from './answer-sync';
import { QUESTIONS, answer, useAnswerSyncHarness } from './answer-sync.test-server';

describe('AnswerSync: editing, the cache and what the page is told', () => {
  const harness = useAnswerSyncHarness();

  it('waits for a pause of 600 ms by default, and each keystroke starts the pause again', async () => {
    const s = harness.start({ debounceMs: undefined });
    s.edit(0, 'a');
    await vi.advanceTimersByTimeAsync(500);
    s.edit(0, 'ab');
    await vi.advanceTimersByTimeAsync(500);
    expect(harness.server.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(harness.server.requests.map((r) => r.answer)).toEqual(['ab']);
  });

  it('sends nothing for an edit that changes nothing', async () => {
    const s = harness.start();
    s.edit(0, 'same');
    await vi.advanceTimersByTimeAsync(600);
    s.edit(0, 'same');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.requests).toHaveLength(1);
    expect(harness.status()).toBe('saved');
  });

  it('sends only the answer that changed, not the ones already saved', async () => {
    const s = harness.start();
    s.edit(0, 'first');
    await vi.advanceTimersByTimeAsync(600);
    s.edit(1, 'second');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.requests.map((r) => r.questionId)).toEqual([0, 1]);
  });

  it('caches each answer with its question’s wording, ordered by question', () => {
    const s = harness.start();
    expect(s.answerOf(2)).toBe('');
    s.edit(2, 'third');
    s.edit(0, 'first');
    s.edit(1, 'second');
    const cached = harness.persisted.at(-1) ?? [];
    expect(cached.map((kept) => [kept.questionId, kept.question])).toEqual([
      [0, QUESTIONS[0]],
      [1, QUESTIONS[1]],
      [2, QUESTIONS[2]],
    ]);
    expect(s.getSnapshot().answers.map((kept) => kept.answer)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('tells its subscribers of each change, until they unsubscribe', () => {
    const s = harness.start();
    const told = vi.fn();
    const unsubscribe = s.subscribe(told);
    s.edit(0, 'a');
    expect(told).toHaveBeenCalledTimes(1);
    unsubscribe();
    s.edit(0, 'ab');
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('on a new page, sends from the cache an edit the last page could not send', async () => {
    const first = harness.start();
    harness.server.offline = true;
    first.edit(0, 'typed before the tab closed');
    await vi.advanceTimersByTimeAsync(600);
    first.dispose();

    harness.server.offline = false;
    const second = harness.start({ initial: harness.persisted.at(-1) ?? [] });
    expect(second.getSnapshot().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.stored.get(0)?.answer).toBe('typed before the tab closed');
    expect(harness.status()).toBe('saved');
  });

  it('on a new page, sends only what the server does not hold, and says saved when nothing is', async () => {
    const saved = { ...answer(0, 'saved before', 10), savedSequence: 10 };
    const calm = harness.start({ initial: [saved] });
    expect(calm.getSnapshot().status).toBe('saved');
    calm.dispose();

    harness.start({ initial: [saved, { ...answer(1, 'not yet saved', 20), savedSequence: -1 }] });
    expect(harness.status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.requests.map((r) => r.questionId)).toEqual([1]);
  });

  it('caches what the page opened with before any edit, so a reload offline shows it', () => {
    const fromServer = { ...answer(0, 'written on another computer', 10), savedSequence: 10 };
    harness.start({ initial: [fromServer] });
    expect(harness.persisted).toEqual([[fromServer]]);
    expect(harness.server.requests).toEqual([]);
  });
});

describe('AnswerSync.merge: a tie', () => {
  it('takes the server’s copy of the same version (the server stores it cleaned)', () => {
    const merged = AnswerSync.merge(
      [answer(0, '<p>cleaned</p>', 100)],
      [{ ...answer(0, '<p>typed</p>', 100), savedSequence: 100 }],
    );
    expect(merged.map((kept) => kept.answer)).toEqual(['<p>cleaned</p>']);
  });
});

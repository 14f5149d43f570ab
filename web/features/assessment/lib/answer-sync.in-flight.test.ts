// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { answer, useAnswerSyncHarness } from './answer-sync.test-server';

/**
 * What happens while a save is on its way: the server has taken it, and its reply is held back
 * until the test releases it (the candidate keeps typing meanwhile).
 */
describe('AnswerSync: while a save is in flight', () => {
  const harness = useAnswerSyncHarness();

  it('sends an edit typed during a save once that save is answered', async () => {
    const s = harness.start();
    harness.server.holdReplies = true;
    s.edit(0, 'first draft');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.heldReplies).toBe(1);

    s.edit(0, 'first draft, then more');
    await vi.advanceTimersByTimeAsync(600 + 30_000);
    // One save at a time: the second waits for the first's reply.
    expect(harness.server.requests).toHaveLength(1);
    expect(harness.status()).toBe('saving');

    harness.server.holdReplies = false;
    harness.server.releaseReply();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.requests.map((r) => r.answer)).toEqual([
      'first draft',
      'first draft, then more',
    ]);
    expect(harness.server.stored.get(0)?.answer).toBe('first draft, then more');
    expect(harness.status()).toBe('saved');
  });

  it('a flush asked for during a save settles only once what is pending now has reached the server', async () => {
    // Moving on waits for this before it asks the server to advance: a flush that settled with the
    // save already on its way would let the step outrun the last answer (the server refuses it).
    const s = harness.start();
    harness.server.holdReplies = true;
    s.edit(1, 'second answer');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.heldReplies).toBe(1);

    s.edit(2, 'third answer, typed during that save');
    let storedWhenFlushed: string | undefined;
    const flushed = s.flush().then(() => {
      storedWhenFlushed = harness.server.stored.get(2)?.answer;
    });
    harness.server.holdReplies = false;
    harness.server.releaseReply();
    await vi.advanceTimersByTimeAsync(0);
    await flushed;
    expect(storedWhenFlushed).toBe('third answer, typed during that save');
  });

  it('keeps a newer local edit when the reply to an older save arrives', async () => {
    const s = harness.start();
    harness.server.holdReplies = true;
    s.edit(1, 'older');
    await vi.advanceTimersByTimeAsync(600);
    await vi.advanceTimersByTimeAsync(1000);
    s.edit(1, 'newer');

    harness.server.releaseReply();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.answerOf(1)).toBe('newer');
    expect(harness.persisted.at(-1)?.find((kept) => kept.questionId === 1)?.answer).toBe('newer');
  });

  it('keeps the candidate’s text when the server stored the same version in another form', async () => {
    // The server cleans the HTML it stores (answer-sanitizer.ts); replacing the text in the
    // editor with the cleaned copy of the same version would move it under the cursor.
    const s = harness.start();
    harness.server.clean = () => '<p>cleaned</p>';
    s.edit(2, '<p>typed</p>');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.stored.get(2)?.answer).toBe('<p>cleaned</p>');
    expect(s.answerOf(2)).toBe('<p>typed</p>');
    expect(harness.status()).toBe('saved');
  });

  it('stops sending and listening once disposed, even after a save in flight', async () => {
    const s = harness.start();
    harness.server.holdReplies = true;
    s.edit(0, 'in flight');
    await vi.advanceTimersByTimeAsync(600);
    s.edit(1, 'waiting for the pause in typing');
    s.dispose();

    harness.server.holdReplies = false;
    harness.server.releaseReply();
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.server.requests.map((r) => r.questionId)).toEqual([0]);
  });

  it('does not send an edit still waiting for the pause in typing once disposed', async () => {
    const s = harness.start();
    s.edit(0, 'typed just before leaving');
    s.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.server.requests).toEqual([]);
  });

  it('does not answer the browser coming online once disposed', async () => {
    const s = harness.start();
    harness.server.offline = true;
    s.edit(2, 'written offline');
    await vi.advanceTimersByTimeAsync(600);
    const attempts = harness.server.requests.length;
    s.dispose();
    harness.server.offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.server.requests).toHaveLength(attempts);
  });
});

describe('AnswerSync: sequence numbers', () => {
  const harness = useAnswerSyncHarness();

  it('keep growing when the clock does not move, so each new edit wins on the server', async () => {
    const s = harness.start();
    const stopped = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(stopped);
    s.edit(0, 'one');
    await vi.advanceTimersByTimeAsync(600);
    s.edit(0, 'two');
    await vi.advanceTimersByTimeAsync(600);
    s.edit(0, 'three');
    await vi.advanceTimersByTimeAsync(600);
    const sequences = harness.server.requests.map((r) => r.sequence);
    expect(sequences).toHaveLength(3);
    expect(sequences[1]).toBeGreaterThan(sequences[0] as number);
    expect(sequences[2]).toBeGreaterThan(sequences[1] as number);
    expect(harness.server.stored.get(0)?.answer).toBe('three');
  });

  it('start above every version the page was opened with, even one from a clock ahead', async () => {
    const ahead = Date.now() + 10 * 60 * 1000;
    const s = harness.start({
      initial: [{ ...answer(0, 'from the laptop', ahead), savedSequence: ahead }],
    });
    harness.server.stored.set(0, answer(0, 'from the laptop', ahead));
    s.edit(0, 'typed here after a reload');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.stored.get(0)?.answer).toBe('typed here after a reload');
    expect(s.answerOf(0)).toBe('typed here after a reload');
  });

  it('go above a newer version taken from another computer', async () => {
    const s = harness.start();
    const ahead = Date.now() + 10 * 60 * 1000;
    harness.server.stored.set(0, answer(0, 'from the laptop', ahead));
    s.edit(0, 'older, from here');
    await vi.advanceTimersByTimeAsync(600);
    expect(s.answerOf(0)).toBe('from the laptop');
    s.edit(0, 'from the laptop, and more from here');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.server.stored.get(0)?.answer).toBe('from the laptop, and more from here');
  });
});

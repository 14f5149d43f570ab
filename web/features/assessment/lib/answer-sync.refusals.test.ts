// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { INVITE_REFUSAL_CODES } from '../../../../shared/invite-texts';
import { useAnswerSyncHarness } from './answer-sync.test-server';

/** A refusal the server may lift (a timeout, too many requests, its own error) versus a final one. */
describe('AnswerSync: refusals and what the candidate is shown', () => {
  const harness = useAnswerSyncHarness();

  it.each([
    [408, 'The request took too long.', 'saving'],
    [429, 'Too many requests. Please wait a moment.', 'saving'],
    [500, 'Something went wrong on our side.', 'unreachable'],
    [503, 'The service is briefly unavailable.', 'unreachable'],
  ])(
    'retries after %i (not a final refusal) and shows “%s” as %s',
    async (code, message, shown) => {
      const s = harness.start();
      harness.server.failWith = { status: code, message };
      s.edit(0, 'kept and sent again');
      await vi.advanceTimersByTimeAsync(600);
      expect(harness.status()).toBe(shown);
      harness.server.failWith = null;
      await vi.advanceTimersByTimeAsync(1000);
      expect(harness.server.requests).toHaveLength(2);
      expect(harness.server.stored.get(0)?.answer).toBe('kept and sent again');
      expect(harness.onRejected).not.toHaveBeenCalled();
      expect(harness.status()).toBe('saved');
    },
  );

  it('shows a server error as the server not answering, even when the browser thinks it is offline', async () => {
    // The server did answer: the network is there, whatever navigator.onLine says.
    const s = harness.start();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    harness.server.failWith = { status: 502, message: 'Bad gateway.' };
    s.edit(1, 'typed');
    await vi.advanceTimersByTimeAsync(600);
    expect(harness.status()).toBe('unreachable');
  });

  it('does not resend a version refused for good, and goes on with the other answers', async () => {
    const s = harness.start();
    harness.server.failWith = { status: 422, message: 'The answer is too long.' };
    s.edit(0, 'far too long');
    s.edit(1, 'fine');
    harness.server.requests = [];
    const failWith = harness.server.failWith;
    // Only the first answer is refused.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      harness.server.failWith = url.endsWith('/0') ? failWith : null;
      return harness.server.fetch(url, init);
    });
    await vi.advanceTimersByTimeAsync(600 + 60_000);
    expect(harness.server.requests.map((r) => r.questionId)).toEqual([0, 1]);
    expect(harness.server.stored.get(1)?.answer).toBe('fine');
    expect(harness.onRejected).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: 'The answer is too long.' }),
      0,
    );
    expect(s.answerOf(0)).toBe('far too long');
    expect(harness.status()).toBe('saved');
  });

  it('stops at once when the invite was withdrawn: no retry, no other answer, no refusal toast', async () => {
    const s = harness.start();
    harness.server.failWith = {
      status: 410,
      message: 'This invite was withdrawn.',
      code: INVITE_REFUSAL_CODES.withdrawn,
    };
    s.edit(0, 'first');
    s.edit(1, 'second');
    await vi.advanceTimersByTimeAsync(600 + 60_000);
    expect(harness.server.requests).toHaveLength(1);
    expect(harness.onRejected).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../../shared/assessment.schema';
import type { CachedAnswer } from './assessment-cache';
import { AnswerSync, type AnswerSyncOptions } from './answer-sync';

const QUESTIONS = ['First question?', 'Second question?', 'Third question?'];

/**
 * The network between this browser and the server, with the server's rule for answers (the
 * newest sequence wins; a late, older version is ignored). It can be taken offline (the browser
 * then says so too), stop answering while the browser is online, be made to fail, or be told that
 * another computer saved a newer version.
 */
class FakeServer {
  stored = new Map<number, Answer>();
  requests: { questionId: number; answer: string; sequence: number }[] = [];
  offline = false;
  /** The browser has a network, but the server does not answer (down, restarting, blocked). */
  unreachable = false;
  failWith: { status: number; message: string } | null = null;

  fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> =>
    new Promise((resolve) => resolve(this.answer(url, init)));

  /** The server's answer to one save (a throw: the network is gone). */
  private answer(url: string | URL | Request, init?: RequestInit): Response {
    if (this.offline || this.unreachable) throw new TypeError('Failed to fetch');
    const path = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const questionId = Number(/\/answers\/(\d+)$/.exec(path)?.[1]);
    const sent = typeof init?.body === 'string' ? init.body : '';
    const body = JSON.parse(sent) as { answer: string; sequence: number };
    this.requests.push({ questionId, ...body });
    if (this.failWith) {
      const { status, message } = this.failWith;
      return Response.json({ result: false, status: message }, { status });
    }
    const held = this.stored.get(questionId);
    const applied = !held || body.sequence > held.sequence;
    if (applied) {
      this.stored.set(questionId, {
        questionId,
        question: QUESTIONS[questionId] ?? '',
        answer: body.answer,
        sequence: body.sequence,
        updatedAt: new Date().toISOString(),
      });
    }
    return Response.json({
      result: true,
      status: 'Saved.',
      applied,
      answer: this.stored.get(questionId),
    });
  }
}

function answer(questionId: number, text: string, sequence: number): Answer {
  return {
    questionId,
    question: QUESTIONS[questionId] ?? '',
    answer: text,
    sequence,
    updatedAt: '',
  };
}

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
  let server: FakeServer;
  let persisted: CachedAnswer[][];
  let sync: AnswerSync | undefined;
  const onSessionInvalid = vi.fn();
  const onRejected = vi.fn();

  const start = (options: Partial<AnswerSyncOptions> = {}) => {
    sync = new AnswerSync({
      token: 'secret',
      questions: QUESTIONS,
      initial: [],
      persist: (answers) => persisted.push(structuredClone(answers)),
      onSessionInvalid,
      onRejected,
      debounceMs: 600,
      ...options,
    });
    return sync;
  };
  const status = () => sync?.getSnapshot().status;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') });
    server = new FakeServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !server.offline);
    persisted = [];
    onSessionInvalid.mockReset();
    onRejected.mockReset();
  });
  afterEach(() => {
    sync?.dispose();
    sync = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('caches an edit at once and sends it after a pause in typing', async () => {
    const s = start();
    s.edit(0, '<p>Hello</p>');
    expect(persisted.at(-1)?.[0]?.answer).toBe('<p>Hello</p>');
    expect(status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(599);
    expect(server.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.stored.get(0)?.answer).toBe('<p>Hello</p>');
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
    expect(server.requests.map((r) => r.answer)).toEqual(['abc']);
    const [sent] = server.requests;
    expect(sent?.sequence).toBeGreaterThanOrEqual(Date.now() + serverAhead - 1000);
    s.edit(1, 'abcd');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.requests[1]?.sequence).toBeGreaterThan(sent?.sequence ?? Infinity);
  });

  it('offline, keeps the edit, says so, and retries later and later', async () => {
    const s = start();
    server.offline = true;
    s.edit(0, 'typed on a train');
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe('offline');
    expect(persisted.at(-1)?.[0]?.answer).toBe('typed on a train');

    const attempts: number[] = [];
    const realFetch = server.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      attempts.push(Date.now());
      return realFetch(...args);
    });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    const gaps = attempts.slice(1).map((at, i) => at - (attempts[i] as number));
    expect(gaps).toEqual([2000, 4000, 8000]);

    server.offline = false;
    await vi.advanceTimersByTimeAsync(15000);
    expect(server.stored.get(0)?.answer).toBe('typed on a train');
    expect(status()).toBe('saved');
  });

  it('online but the server does not answer: says so, keeps the edit, and sends it later', async () => {
    const s = start();
    server.unreachable = true;
    s.edit(1, 'typed while the server restarts');
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe('unreachable');
    expect(persisted.at(-1)?.find((kept) => kept.questionId === 1)?.answer).toBe(
      'typed while the server restarts',
    );
    server.unreachable = false;
    server.failWith = { status: 503, message: 'The service is briefly unavailable.' };
    await vi.advanceTimersByTimeAsync(1000);
    expect(status()).toBe('unreachable');
    server.failWith = null;
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.stored.get(1)?.answer).toBe('typed while the server restarts');
    expect(status()).toBe('saved');
  });

  it('sends at once when the browser is online again, without waiting for the next retry', async () => {
    const s = start();
    server.offline = true;
    s.edit(2, 'written offline');
    await vi.advanceTimersByTimeAsync(600 + 1000 + 2000 + 4000);
    expect(status()).toBe('offline');
    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.stored.get(2)?.answer).toBe('written offline');
    expect(status()).toBe('saved');
  });

  it('sends on start what the browser holds and the server does not', async () => {
    start({ initial: [{ ...answer(0, 'from before the refresh', 50), savedSequence: -1 }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.stored.get(0)?.answer).toBe('from before the refresh');
  });

  it('takes the newer version another computer saved', async () => {
    const s = start();
    server.stored.set(0, answer(0, 'from the laptop', Date.now() + 10 * 60 * 1000));
    s.edit(0, 'older, from here');
    await vi.advanceTimersByTimeAsync(600);
    expect(s.answerOf(0)).toBe('from the laptop');
    expect(status()).toBe('saved');
  });

  it('stops at a refused session, and stops resending a version the server refused for good', async () => {
    const s = start();
    server.failWith = { status: 400, message: 'The answer is too long.' };
    s.edit(0, 'too long');
    await vi.advanceTimersByTimeAsync(600 + 30_000);
    expect(server.requests).toHaveLength(1);
    expect(onRejected).toHaveBeenCalledWith('The answer is too long.');
    expect(s.answerOf(0)).toBe('too long');

    server.failWith = { status: 401, message: 'Your session has ended.' };
    s.edit(1, 'after the session ended');
    await vi.advanceTimersByTimeAsync(600 + 30_000);
    expect(server.requests).toHaveLength(2);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });
});

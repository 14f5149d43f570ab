import { afterEach, beforeEach, vi } from 'vitest';
import type { Answer } from '../../../../shared/assessment.schema';
import type { CachedAnswer } from './assessment-cache';
import { AnswerSync, type AnswerSyncOptions } from './answer-sync';

export const QUESTIONS = ['First question?', 'Second question?', 'Third question?'];

/**
 * The network between this browser and the server, with the server's rule for answers (the
 * newest sequence wins; a late, older version is ignored). It can be taken offline (the browser
 * then says so too), stop answering while the browser is online, be made to fail, be told that
 * another computer saved a newer version, or hold its replies: the server has taken the save,
 * but the browser hears back only when the test releases the reply, so a save is in flight.
 */
export class FakeServer {
  stored = new Map<number, Answer>();
  requests: { questionId: number; answer?: string; choices?: number[]; sequence: number }[] = [];
  offline = false;
  /** The browser has a network, but the server does not answer (down, restarting, blocked). */
  unreachable = false;
  failWith: { status: number; message: string; code?: string } | null = null;
  /** What the server stores of an answer's HTML (the real one cleans it: answer-sanitizer.ts). */
  clean = (html: string) => html;
  /** Replies are kept back until `releaseReply()`. */
  holdReplies = false;
  private held: (() => void)[] = [];

  fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const reply = new Promise<Response>((resolve) => resolve(this.answer(url, init)));
    if (!this.holdReplies) return reply;
    return new Promise((resolve, reject) => this.held.push(() => void reply.then(resolve, reject)));
  };

  /** Replies held back, oldest first. */
  get heldReplies(): number {
    return this.held.length;
  }

  /** Lets the oldest held reply reach the browser. */
  releaseReply(): void {
    const release = this.held.shift();
    if (!release) throw new Error('No reply is held.');
    release();
  }

  /** The server's answer to one save (a throw: the network is gone). */
  private answer(url: string | URL | Request, init?: RequestInit): Response {
    if (this.offline || this.unreachable) throw new TypeError('Failed to fetch');
    const path = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const questionId = Number(/\/answers\/(\d+)$/.exec(path)?.[1]);
    const sent = typeof init?.body === 'string' ? init.body : '';
    const body = JSON.parse(sent) as { answer?: string; choices?: number[]; sequence: number };
    this.requests.push({ questionId, ...body });
    if (this.failWith) {
      const { status, message, code } = this.failWith;
      return Response.json({ result: false, status: message, code }, { status });
    }
    const held = this.stored.get(questionId);
    const applied = !held || body.sequence > held.sequence;
    if (applied) {
      this.stored.set(questionId, {
        ...answer(questionId, this.clean(body.answer ?? ''), body.sequence),
        choices: body.choices ?? null,
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

export function answer(questionId: number, text: string, sequence: number): Answer {
  return {
    questionId,
    question: QUESTIONS[questionId] ?? '',
    answer: text,
    choices: null,
    skipped: false,
    sequence,
    updatedAt: '',
  };
}

/**
 * One AnswerSync per test, on a fake clock, talking to a fresh FakeServer; `persisted` holds each
 * copy written to the browser cache. Registers its own set-up and tear-down in the calling suite.
 */
export function useAnswerSyncHarness() {
  const harness = {
    server: new FakeServer(),
    persisted: [] as CachedAnswer[][],
    sync: undefined as AnswerSync | undefined,
    onSessionInvalid: vi.fn(),
    onRejected: vi.fn(),
    start: (options: Partial<AnswerSyncOptions> = {}): AnswerSync => {
      harness.sync = new AnswerSync({
        token: 'secret',
        questions: QUESTIONS,
        initial: [],
        persist: (answers) => harness.persisted.push(structuredClone(answers)),
        onSessionInvalid: harness.onSessionInvalid,
        onRejected: harness.onRejected,
        debounceMs: 600,
        ...options,
      });
      harness.sync.start();
      return harness.sync;
    },
    status: () => harness.sync?.getSnapshot().status,
  };
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') });
    harness.server = new FakeServer();
    vi.stubGlobal('fetch', harness.server.fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !harness.server.offline);
    harness.persisted = [];
    harness.onSessionInvalid.mockReset();
    harness.onRejected.mockReset();
  });
  afterEach(() => {
    harness.sync?.dispose();
    harness.sync = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  return harness;
}

import type { Answer } from '../../../../shared/assessment.schema';
import { INVITE_REFUSAL_CODES } from '../../../../shared/invite-texts';
import { ApiError } from '../../../lib/api-client';
import { saveAnswer } from '../api/assessment-calls';
import type { CachedAnswer } from './assessment-cache';
import { serverClockOffsetMs } from './server-clock';

/**
 * Saved; saving; waiting for the network (the browser is offline); or waiting for the server (it
 * does not answer, or answers with its own error): both carry on by themselves.
 */
export type SyncStatus = 'saved' | 'saving' | 'offline' | 'unreachable';

export interface AnswerSyncOptions {
  token: string;
  questions: string[];
  initial: CachedAnswer[];
  /** Called with the answers whenever they change, to write the browser cache. */
  persist: (answers: CachedAnswer[]) => void;
  onSessionInvalid: () => void;
  /** A refusal for good, of the answer to question `questionId` (its index). */
  onRejected: (error: unknown, questionId: number) => void;
  debounceMs?: number;
  /**
   * The server's clock when the state was read (`timing.serverNow`): sequences are taken from the
   * server's clock, as the server refuses one more than a few minutes ahead of its own.
   */
  serverNow?: string;
}

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** What a save that will be retried waits for: the network, the server, or only a moment (429). */
function waitingStatusOf(httpStatus: number): SyncStatus {
  if (httpStatus === 0 && !navigator.onLine) return 'offline';
  return httpStatus === 0 || httpStatus >= 500 ? 'unreachable' : 'saving';
}

/**
 * Keeps the candidate's answers safe: every edit lands in the browser cache at once and is sent
 * to the server shortly after, with a sequence number that grows with the server's time, so the newest edit
 * wins on the server even when an older request arrives late. Offline, edits wait and are sent
 * when the network is back.
 */
export class AnswerSync {
  private answers = new Map<number, CachedAnswer>();
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | null = null;
  private failures = 0;
  private lastSequence = 0;
  private readonly clockOffsetMs: number;
  private disposed = false;
  private snapshot: { status: SyncStatus; answers: CachedAnswer[] };
  private readonly onOnline = () => this.flushSoon(0);

  constructor(private readonly options: AnswerSyncOptions) {
    this.clockOffsetMs = serverClockOffsetMs(options.serverNow);
    for (const answer of options.initial) {
      this.answers.set(answer.questionId, answer);
      this.lastSequence = Math.max(this.lastSequence, answer.sequence);
    }
    // No side effect here: React may build one during a render and drop it (StrictMode builds
    // two); `start`, called from an effect, has them.
    this.snapshot = { status: this.hasPending() ? 'saving' : 'saved', answers: this.sorted() };
  }

  /** Merges what the server holds with what this browser holds: the newer version of each wins. */
  static merge(server: Answer[], cached: CachedAnswer[]): CachedAnswer[] {
    const merged = new Map<number, CachedAnswer>();
    for (const answer of server)
      merged.set(answer.questionId, { ...answer, savedSequence: answer.sequence });
    for (const answer of cached) {
      const fromServer = merged.get(answer.questionId);
      if (!fromServer || answer.sequence > fromServer.sequence) {
        merged.set(answer.questionId, { ...answer, savedSequence: fromServer?.sequence ?? -1 });
      }
    }
    return [...merged.values()].sort((a, b) => a.questionId - b.questionId);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  answerOf(questionId: number): string {
    return this.answers.get(questionId)?.answer ?? '';
  }

  /** A choice question's chosen options ([] for none). */
  choicesOf(questionId: number): number[] {
    return this.answers.get(questionId)?.choices ?? [];
  }

  isSkipped(questionId: number): boolean {
    return this.answers.get(questionId)?.skipped === true;
  }

  /** Records an edit: cached now, sent after a short pause in typing. */
  edit(questionId: number, html: string): void {
    if (this.answers.get(questionId)?.answer === html) return;
    this.record(questionId, { answer: html, choices: null }, this.options.debounceMs ?? 600);
  }

  /** Records the chosen options of a choice question: cached now, sent at once. */
  choose(questionId: number, choices: number[]): void {
    const previous = this.answers.get(questionId)?.choices;
    if (previous && previous.join() === choices.join()) return;
    this.record(questionId, { answer: '', choices: [...choices] }, 0);
  }

  /**
   * Takes the server's version of an answer as it is (after a skip or its undo): saved, and
   * newer than anything this browser held of it.
   */
  adopt(stored: Answer): void {
    this.answers.set(stored.questionId, { ...stored, savedSequence: stored.sequence });
    this.lastSequence = Math.max(this.lastSequence, stored.sequence);
    this.update(this.hasPending() ? this.snapshot.status : 'saved');
  }

  private record(
    questionId: number,
    content: Pick<CachedAnswer, 'answer' | 'choices'>,
    delayMs: number,
  ): void {
    const sequence = Math.max(Date.now() + this.clockOffsetMs, this.lastSequence + 1);
    this.lastSequence = sequence;
    const previous = this.answers.get(questionId);
    this.answers.set(questionId, {
      questionId,
      question: this.options.questions[questionId] ?? '',
      ...content,
      skipped: false,
      sequence,
      savedSequence: previous?.savedSequence ?? -1,
    });
    this.update('saving');
    this.flushSoon(delayMs);
  }

  /**
   * Sends what is pending now; resolves when the server has it or it could not be reached. A send
   * already on its way began before the latest edits: it is waited for, then they are sent (moving
   * on asks the server to advance once this resolves, and it refuses to pass an unsaved answer).
   */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    this.flushing = this.sendPending().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Caches the answers, listens for the network coming back, and sends what is pending. */
  start(): void {
    this.disposed = false;
    window.addEventListener('online', this.onOnline);
    this.update(this.snapshot.status);
    if (this.hasPending()) this.flushSoon(0);
  }

  /**
   * Stops until the next `start`: no more sends (not even after a save in flight), retries or
   * listening for the network. Subscribers unsubscribe themselves.
   */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
  }

  private hasPending(): boolean {
    return [...this.answers.values()].some((answer) => answer.sequence > answer.savedSequence);
  }

  private flushSoon(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.disposed) return;
    this.timer = setTimeout(() => void this.flush(), delayMs);
  }

  private async sendPending(): Promise<void> {
    for (const answer of [...this.answers.values()]) {
      if (answer.sequence <= answer.savedSequence) continue;
      try {
        const saved = await saveAnswer(
          this.options.token,
          answer.questionId,
          answer.choices
            ? { choices: answer.choices, sequence: answer.sequence }
            : { answer: answer.answer, sequence: answer.sequence },
        );
        this.acknowledge(answer, saved.answer);
        this.failures = 0;
      } catch (error) {
        if (!this.handleFailure(answer, error)) return;
      }
    }
    if (this.hasPending()) this.flushSoon(0);
    else this.update('saved');
  }

  private acknowledge(sent: CachedAnswer, stored: Answer): void {
    const current = this.answers.get(sent.questionId);
    if (!current) return;
    current.savedSequence = Math.max(current.savedSequence, stored.sequence);
    // Another computer saved a newer version: that one wins, as it does on the server.
    if (stored.sequence > current.sequence) {
      this.answers.set(sent.questionId, { ...stored, savedSequence: stored.sequence });
      this.lastSequence = Math.max(this.lastSequence, stored.sequence);
    }
  }

  /** Answers whether to go on with the other pending answers. */
  private handleFailure(answer: CachedAnswer, error: unknown): boolean {
    const status = error instanceof ApiError ? error.httpStatus : 0;
    if (status === 401) {
      this.options.onSessionInvalid();
      return false;
    }
    // The team withdrew the invite: nothing more is kept, and the page leaves (invite-withdrawn.ts).
    if (error instanceof ApiError && error.code === INVITE_REFUSAL_CODES.withdrawn) return false;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      // The server refused this version for good (e.g. too long): keep it here, stop resending it.
      answer.savedSequence = answer.sequence;
      this.options.onRejected(error, answer.questionId);
      return true;
    }
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)] as number;
    this.failures += 1;
    this.update(waitingStatusOf(status));
    this.flushSoon(delay);
    return false;
  }

  private update(status: SyncStatus): void {
    this.snapshot = { status, answers: this.sorted() };
    this.options.persist(this.snapshot.answers);
    for (const listener of this.listeners) listener();
  }

  private sorted(): CachedAnswer[] {
    return [...this.answers.values()].sort((a, b) => a.questionId - b.questionId);
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processingAttempts } from './processing-attempts';

declare module 'fastify' {
  interface FastifyInstance {
    dataChanges: DataChanges;
  }
}

/** Requests that never change data; every other method may (tus's PATCH included). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Counts the changes this process may be making to its data: each request that may change
 * something counts when it comes in and again when its answer is done (or its client left), and
 * each recording processed in the background counts when it ends. A lookup remembered at one
 * count is still right while the count has not moved: no change has begun since it was made, and
 * none was under way when it began (`docs/capacity.md`, "Video ranges").
 *
 * Only while this process is the database's one writer: PGlite's folder is held by one process.
 * With PostgreSQL another instance may change rows unseen, so nothing is remembered at all.
 */
export class DataChanges {
  private count = 0;

  constructor(readonly soleWriter: boolean) {}

  get epoch(): number {
    return this.count;
  }

  bump(): void {
    this.count += 1;
  }
}

interface Remembered<V> {
  value: V;
  epoch: number;
  at: number;
}

/**
 * A lookup remembered for requests that repeat it in quick succession (a video's ranges), until
 * any data change or `ttlMs`, whichever comes first; what `load` found missing or refused is
 * never remembered. Without a sole writer it always loads.
 */
export class RecentLookups<V> {
  private readonly entries = new Map<string, Remembered<V>>();

  constructor(
    private readonly changes: DataChanges,
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.changes.soleWriter) return load();
    const found = this.entries.get(key);
    const now = this.now();
    if (found && found.epoch === this.changes.epoch && now - found.at < this.ttlMs) {
      return found.value;
    }
    this.entries.delete(key);
    const epoch = this.changes.epoch;
    const value = await load();
    if (value === null) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // The count from before it loaded: a change that began meanwhile (its rows maybe read
    // half-made) has moved the count past it already.
    this.entries.set(key, { value, epoch, at: now });
    return value;
  }

  /** Forgets one lookup (what it found is gone). */
  forget(key: string): void {
    this.entries.delete(key);
  }
}

/** Decorates `app.dataChanges`, counted from every request and every recording processed. */
export const dataChangesPlugin = fp(
  async (app: FastifyInstance, options: { soleWriter: boolean }) => {
    const changes = new DataChanges(options.soleWriter);
    app.decorate('dataChanges', changes);
    app.addHook('onRequest', (request, reply, done) => {
      if (!READ_ONLY_METHODS.has(request.method)) {
        changes.bump();
        // 'close' comes once the answer is sent or the client left, hijacked replies (tus) too.
        reply.raw.once('close', () => changes.bump());
      }
      done();
    });
    const onAttempt = () => changes.bump();
    processingAttempts.subscribe(onAttempt);
    app.addHook('onClose', async () => void processingAttempts.unsubscribe(onAttempt));
  },
);

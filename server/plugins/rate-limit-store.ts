import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { safeErrorSummary } from './errors';

/** How often an instance sends the hits it counted and learns the others' (see below). */
export const FLUSH_EVERY_MS = 250;
/** How often an instance clears the ended windows: the table holds about a minute of clients. */
const SWEEP_EVERY_MS = 60_000;

const t = rateLimitHits;

/** What `@fastify/rate-limit` hands a store: its options, and for a route's store the route. */
type StoreParams = Pick<RateLimitOptions, 'continueExceeding' | 'exponentialBackoff'> & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** What this instance knows of one key (route and client), by its own clock. */
interface KeyCount {
  /** The total in the database at the last flush, this instance's hits sent then included. */
  shared: number;
  /** Hits counted here and not yet in the database (those of a flush in flight included). */
  unflushed: number;
  windowEndsAt: number;
  timeWindowMs: number;
}

type FlushedRow = {
  key: string;
  hits: number;
  ms_left: number;
};

/**
 * Adds each key's hits in one statement: a window that has ended starts again at the hits sent.
 * Keys go in sorted, so two instances flushing the same keys lock the rows in the same order
 * rather than deadlock. Times are the database's (`now()`), so instances with skewed clocks agree.
 */
async function addHits(
  db: Database,
  sent: { key: string; hits: number; timeWindowMs: number }[],
): Promise<FlushedRow[]> {
  const ended = sql`${t}.window_ends_at <= now()`;
  const result = await db.execute(sql`
    insert into ${t} (key, hits, window_ends_at)
    select key, hits, now() + window_ms * interval '1 millisecond'
    from unnest(
      ${sql.param(sent.map((row) => row.key))}::text[],
      ${sql.param(sent.map((row) => row.hits))}::int[],
      ${sql.param(sent.map((row) => row.timeWindowMs))}::float8[]
    ) as sent(key, hits, window_ms)
    order by key
    on conflict (key) do update set
      hits = case when ${ended} then excluded.hits else ${t}.hits + excluded.hits end,
      window_ends_at = case when ${ended} then excluded.window_ends_at else ${t}.window_ends_at end
    returning key, hits, (extract(epoch from (window_ends_at - now())) * 1000)::float8 as ms_left
  `);
  return (result as { rows: FlushedRow[] }).rows;
}

export interface SharedRateLimitCounts {
  /** The class `@fastify/rate-limit` takes as `store`: one store per limited route. */
  Store: FastifyRateLimitStoreCtor;
  /** Sends the hits counted so far (after any flush in flight); never rejects. */
  flush(): Promise<void>;
  /** Stops the timer and sends the last hits. */
  stop(): Promise<void>;
}

/**
 * Rate limit counts that several instances share through the database, with no statement on the
 * request path: each instance answers `incr` from what it knows (the shared total at its last
 * flush plus its own hits since), and every `FLUSH_EVERY_MS` sends all its new hits in one
 * statement and learns the totals back. So within one instance the limit is exact; across N
 * instances a client can get past it by at most what reaches each other instance in one flush
 * interval (and an instance's first hit of a key does not know the others' yet).
 *
 * A flush that fails is logged and its hits are sent with the next one; hits whose window has
 * ended by then are dropped (they count in no running window), which also bounds the memory while
 * the database is down. Meanwhile each instance still enforces the full limit on its own.
 *
 * Only the plain fixed window: `continueExceeding` and `exponentialBackoff` are refused rather than
 * ignored. No `read()`, so no `{ increment: false }`.
 */
export function sharedRateLimitCounts(db: Database, log: FastifyBaseLogger): SharedRateLimitCounts {
  const counts = new Map<string, KeyCount>();
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> = Promise.resolve();
  let flushing = false;

  function count(key: string, timeWindowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = counts.get(key);
    if (!entry || entry.windowEndsAt <= now) {
      entry = { shared: 0, unflushed: 0, windowEndsAt: now + timeWindowMs, timeWindowMs };
      counts.set(key, entry);
    }
    entry.unflushed += 1;
    return { current: entry.shared + entry.unflushed, ttl: entry.windowEndsAt - now };
  }

  async function send(): Promise<void> {
    const now = Date.now();
    const batch: { key: string; entry: KeyCount; hits: number }[] = [];
    for (const [key, entry] of counts) {
      if (entry.windowEndsAt <= now) counts.delete(key);
      else if (entry.unflushed > 0) batch.push({ key, entry, hits: entry.unflushed });
    }
    if (batch.length === 0) return;
    try {
      const rows = await addHits(
        db,
        batch.map(({ key, entry, hits }) => ({ key, hits, timeWindowMs: entry.timeWindowMs })),
      );
      const answeredAt = Date.now();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      for (const { key, entry, hits } of batch) {
        const row = byKey.get(key);
        // A window that ended here meanwhile was replaced: the new entry was not part of this flush.
        if (!row || counts.get(key) !== entry) continue;
        entry.shared = row.hits;
        entry.unflushed -= hits;
        entry.windowEndsAt = answeredAt + Math.max(0, Number(row.ms_left));
      }
    } catch (error) {
      log.warn(
        { err: safeErrorSummary(error), keys: batch.length },
        'could not share rate limit counts; they are kept for the next try',
      );
    }
  }

  function sweepIfDue(): void {
    const now = Date.now();
    if (now - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now;
    db.delete(t)
      .where(lt(t.windowEndsAt, sql`now()`))
      .catch((error: unknown) => {
        log.warn({ err: safeErrorSummary(error) }, 'could not clear ended rate limit windows');
      });
  }

  function flush(): Promise<void> {
    inFlight = inFlight.then(send);
    return inFlight;
  }

  const timer = setInterval(() => {
    sweepIfDue();
    if (flushing) return; // the last one is still on its way: no queue of flushes behind it
    flushing = true;
    void flush().finally(() => {
      flushing = false;
    });
  }, FLUSH_EVERY_MS);
  timer.unref();

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(params: StoreParams) {
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error(
          'The shared rate limit store counts fixed windows only: no continueExceeding or exponentialBackoff.',
        );
      }
      const method = params.routeInfo?.method ?? '';
      this.route = `${Array.isArray(method) ? method.join(',') : method} ${params.routeInfo?.url ?? ''}`;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      callback(null, count(`${this.route} ${key}`, timeWindow));
    }

    child(routeParams: unknown): FastifyRateLimitStore {
      // Typed as the route's options; in fact the route's limit with the route as `routeInfo`.
      return new SharedRateLimitStore(routeParams as StoreParams);
    }
  }

  return {
    Store: SharedRateLimitStore,
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}

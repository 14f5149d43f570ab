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

/** How often an instance clears the ended windows: the table holds about a minute of clients. */
const SWEEP_EVERY_MS = 60_000;

const t = rateLimitHits;
const milliseconds = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;
const windowEnded = sql`${t.windowEndsAt} <= now()`;

/** What `@fastify/rate-limit` hands a store: its options, and for a route's store the route. */
type StoreParams = Pick<RateLimitOptions, 'continueExceeding' | 'exponentialBackoff'> & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * Counts a hit and answers the count and the milliseconds left in the window, in one atomic
 * statement: concurrent hits on any instance queue on the row, and a window that has ended starts
 * again at 1. Times are the database's (`now()`), so instances with skewed clocks agree.
 */
async function countHit(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${milliseconds(timeWindowMs)}` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${t.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${t.windowEndsAt} end`,
      },
    })
    .returning({
      hits: t.hits,
      ttlMs: sql<number>`(extract(epoch from (${t.windowEndsAt} - now())) * 1000)::float8`,
    });
  if (!row) throw new Error('The rate limit upsert returned no row.');
  return { current: row.hits, ttl: Math.max(0, Math.ceil(Number(row.ttlMs))) };
}

/**
 * Deletes the ended windows, at most once a minute per instance, without holding up the request
 * that happens to trigger it. An ended row counts as no row, so deleting it changes no answer.
 */
function sweeperFor(db: Database, log: FastifyBaseLogger): () => void {
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now;
    db.delete(t)
      .where(lt(t.windowEndsAt, sql`now()`))
      .catch((error: unknown) => {
        log.warn({ err: safeErrorSummary(error) }, 'could not clear ended rate limit windows');
      });
  };
}

/**
 * A store for `@fastify/rate-limit` that counts in the database, so that every instance sharing it
 * counts together. The plugin takes a class (`store: sharedRateLimitStore(db, log)`) and makes one
 * store per limited route with `child()`; the route is part of each row's key, as the in-memory
 * store keeps a map per route. Only the plain fixed window: `continueExceeding` and
 * `exponentialBackoff` are refused rather than ignored. No `read()`, so no `{ increment: false }`.
 *
 * A failed query is logged and passed on: with `skipOnError` the request goes through uncounted.
 */
export function sharedRateLimitStore(
  db: Database,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const sweep = sweeperFor(db, log);

  return class SharedRateLimitStore implements FastifyRateLimitStore {
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
      sweep();
      countHit(db, `${this.route} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          log.warn(
            { err: safeErrorSummary(error) },
            'could not count a request for its rate limit',
          );
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeParams: unknown): FastifyRateLimitStore {
      // Typed as the route's options; in fact the route's limit with the route as `routeInfo`.
      return new SharedRateLimitStore(routeParams as StoreParams);
    }
  };
}

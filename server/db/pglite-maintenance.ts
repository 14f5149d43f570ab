/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none (and keeps no table statistics to
 * decide by): VACUUM every ten minutes, so the visibility map stays current and the review list's
 * counts and Previous / Next read their indexes alone instead of every row's page (at 100,000
 * candidates a total 107 → 10 ms, docs/capacity.md); ANALYZE with the first run and every six
 * hours, so the planner knows the tables' sizes. A VACUUM with little changed takes ~0.1 s at
 * 100,000 candidates, the first one on a large database or an ANALYZE a few seconds: the database
 * thread answers nothing else meanwhile, so they stay rare.
 */
export const TIDY_EVERY_MS = 10 * 60_000;
/** The first run, a minute after the database opens: not in the way of a start-up. */
const FIRST_TIDY_AFTER_MS = 60_000;
/** Runs between two ANALYZEs: six hours. */
const ANALYZE_EVERY_RUNS = 36;

export interface PgliteTidying {
  /** One run now (the next in turn: with ANALYZE on the first and every 36th). */
  runOnce: () => Promise<void>;
  stop: () => void;
}

/** Starts the runs on `query` (a statement the database thread runs), until `stop`. */
export function keepPgliteTidy(query: (statement: string) => Promise<unknown>): PgliteTidying {
  let runs = 0;
  let running: Promise<void> | null = null;
  const runOnce = () => {
    // One at a time: a slow run is not queued behind itself.
    running ??= query(runs % ANALYZE_EVERY_RUNS === 0 ? 'vacuum (analyze)' : 'vacuum')
      .then(() => undefined)
      .finally(() => {
        runs += 1;
        running = null;
      });
    return running;
  };
  // A run that fails (the database closing) is tried again at the next tick.
  const tick = () => void runOnce().catch(() => undefined);
  let timer: NodeJS.Timeout | null = setTimeout(() => {
    tick();
    timer = setInterval(tick, TIDY_EVERY_MS).unref();
  }, FIRST_TIDY_AFTER_MS).unref();
  return {
    runOnce,
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

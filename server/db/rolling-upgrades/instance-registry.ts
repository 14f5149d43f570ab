import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { journalEntries } from './migration-rules';
import { NON_ROLLABLE_MIGRATIONS } from './non-rollable-migrations';

/** How often a live instance says so, and how old its word may be before it counts as gone. */
export const HEARTBEAT_MS = 15_000;
export const STALE_AFTER_SECONDS = 45;

type Queryable = Pick<pg.ClientBase, 'query'>;

/** This build's release: the newest migration it knows (`0022_app_instances`). */
export function releaseOf(migrationsFolder: string): string {
  return journalEntries(migrationsFolder).at(-1)?.tag ?? 'none';
}

async function tableExists(client: Queryable, name: string): Promise<boolean> {
  const found = await client.query<{ name: string | null }>('select to_regclass($1) as name', [
    name,
  ]);
  return found.rows[0]?.name != null;
}

/** The migrations of `folder` that the database has not run yet, as drizzle's migrator sees it. */
async function pendingMigrations(client: Queryable, folder: string): Promise<string[]> {
  const entries = journalEntries(folder);
  if (!(await tableExists(client, 'drizzle.__drizzle_migrations'))) return [];
  const last = await client.query<{ created_at: string | null }>(
    'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  );
  const appliedUntil = Number(last.rows[0]?.created_at ?? 0);
  // A database that has none applied is new: no older instance can be running on it.
  if (appliedUntil === 0) return [];
  return entries.filter((entry) => entry.when > appliedUntil).map((entry) => entry.tag);
}

/**
 * Throws one line, before anything is migrated, when a pending migration is declared not rollable
 * (`non-rollable-migrations.ts`) and an instance of a release before it is live (seen in the last
 * 45 s). Runs under the migrations' lock. Releases before `0022_app_instances` never register:
 * for those a line on stderr says to stop them first, and the start goes on.
 */
export async function refuseUnsafeRollingUpgrade(
  client: Queryable,
  migrationsFolder: string,
  warn: (line: string) => void,
): Promise<void> {
  const pending = await pendingMigrations(client, migrationsFolder);
  const blocking = pending.find((tag) => tag in NON_ROLLABLE_MIGRATIONS);
  if (!blocking) return;
  const number = blocking.slice(0, 4);
  if (!(await tableExists(client, 'public.app_instances'))) {
    warn(
      `migration ${number} cannot run beside instances of an earlier release, and releases before 0022 do not register: they must be stopped (docs/deploying.md, Upgrading)`,
    );
    return;
  }
  const live = await client.query<{ release: string; seconds: number }>(
    `select release, extract(epoch from now() - last_seen_at)::int as seconds from app_instances
      where release < $1 and last_seen_at > now() - make_interval(secs => $2)
      order by last_seen_at desc`,
    [blocking, STALE_AFTER_SECONDS],
  );
  if (live.rows.length === 0) return;
  const releases = [...new Set(live.rows.map((row) => row.release))].join(', ');
  throw new Error(
    `Refusing to start: migration ${number} cannot run while instances of the previous release are running (${live.rows.length} live, release ${releases}): stop them, then start this one (docs/deploying.md, Upgrading)`,
  );
}

export interface InstanceRegistration {
  id: string;
  /** Stops the heartbeat and removes this instance's row (a clean stop). */
  leave(): Promise<void>;
}

/**
 * Writes this instance into `app_instances` and keeps its `last_seen_at` fresh every 15 s, so
 * that a later release knows it is live. A heartbeat that fails (the database restarting) is
 * tried again at the next beat; a row the beat finds gone is written again.
 */
export async function registerInstance(
  pool: Queryable,
  release: string,
  onError: (error: unknown) => void,
): Promise<InstanceRegistration> {
  const id = randomUUID();
  const beat = () =>
    pool.query(
      `insert into app_instances (id, release) values ($1, $2)
       on conflict (id) do update set last_seen_at = now()`,
      [id, release],
    );
  let lastBeat: Promise<unknown> = beat();
  await lastBeat;
  const timer = setInterval(() => {
    lastBeat = beat().catch(onError);
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    leave: async () => {
      clearInterval(timer);
      // A beat under way would write the row again after its removal.
      await lastBeat;
      await pool.query('delete from app_instances where id = $1', [id]).catch(onError);
    },
  };
}

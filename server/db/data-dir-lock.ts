import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeThisProcess, holderFate, type LockHolder } from './lock-holder';

/** The lock lives inside the folder, so every path to it (symlink, bind mount, `dir/`) meets it. */
export const LOCK_FILE = 'instance.lock';
const HEARTBEAT_MS = 5_000;
const STALE_MS = 15_000;
/** A holder seen alive for this long is not a crash being cleaned up: stop waiting for it. */
const ALIVE_GRACE_MS = 2_000;

export interface LockOptions {
  /** How long a lock goes without a heartbeat before it is taken over. */
  staleMs?: number;
  /** How long to wait for a holder that is not provably alive before giving up. */
  waitMs?: number;
  /** Called when another process took our lock (we were frozen past the stale time). */
  onLost?: (message: string) => void;
  /** Told, in one line, when a lock left behind is taken over (stderr by default). */
  onTakeOver?: (message: string) => void;
}

/** Tokens of the locks this process holds, so that its own locks are never judged abandoned. */
const heldHere = new Set<string>();

interface SeenLock {
  raw: string;
  holder: LockHolder | undefined;
  ageMs: number;
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    return JSON.parse(raw) as LockHolder;
  } catch {
    return undefined; // being written, or written by something else: judged by its age alone
  }
}

/** Creates the lock file with its holder in one exclusive step, or answers the lock in the way. */
function tryCreate(lockPath: string, raw: string): SeenLock | undefined {
  try {
    fs.writeFileSync(lockPath, raw, { flag: 'wx' });
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  try {
    const seen = fs.readFileSync(lockPath, 'utf8');
    const ageMs = Date.now() - fs.statSync(lockPath).mtimeMs;
    return { raw: seen, holder: parseHolder(seen), ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { raw: '', holder: undefined, ageMs: 0 }; // released meanwhile: try again
  }
}

/**
 * Removes an abandoned lock, but only the one that was judged: it is first moved aside in one
 * atomic step, and put back if it turns out to be a newer lock taken in the meantime.
 */
export function removeAbandoned(lockPath: string, judged: string): void {
  const aside = `${lockPath}.${crypto.randomUUID()}.abandoned`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (fs.readFileSync(aside, 'utf8') !== judged) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // A third process took the lock in that instant; the newer holder's heartbeat notices.
    }
  }
  fs.rmSync(aside, { force: true });
}

function inUseError(dataDir: string, holder: LockHolder | undefined): Error {
  const who = holder ? ` (process ${holder.pid} on ${holder.hostname})` : '';
  return new Error(
    `The data folder ${dataDir} is in use by another running instance${who}. Stop it first, or set DATA_DIR to another folder (several instances need DATABASE_URL).`,
  );
}

function exitOnLost(message: string): void {
  console.error(message);
  process.exit(1);
}

/** Why a lock left behind was taken over: its holder is gone, or its heartbeat stopped. */
function takeOverLine(dataDir: string, seen: SeenLock, abandoned: 'gone' | 'stale'): string {
  const holder = seen.holder ? `process ${seen.holder.pid}` : 'an unknown process';
  const why =
    abandoned === 'gone'
      ? 'which is no longer running'
      : `whose heartbeat stopped ${Math.round(seen.ageMs / 1000)} s ago`;
  return `The data folder ${dataDir} was left locked by ${holder}, ${why}: taking it over.`;
}

/**
 * Two processes can open the same PGlite folder without error and silently diverge, so the
 * embedded data folder is locked for as long as this process runs, whatever path or container it
 * was reached from. A holder that is provably gone (killed, even if not yet reaped) frees the
 * folder at once; one that cannot be judged from here frees it when its heartbeat stops for the
 * stale time, and a start-up waits that long rather than exiting.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  const staleMs = options.staleMs ?? STALE_MS;
  const heartbeatMs = Math.min(HEARTBEAT_MS, staleMs / 3);
  const waitMs = options.waitMs ?? staleMs + heartbeatMs;
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me = describeThisProcess();
  const ours = JSON.stringify(me);
  const deadline = Date.now() + waitMs;
  let aliveSince: number | undefined;

  for (let seen = tryCreate(lockPath, ours); seen; seen = tryCreate(lockPath, ours)) {
    const fate = holderFate(seen.holder, heldHere);
    const abandoned = fate === 'gone' ? 'gone' : seen.ageMs > staleMs ? 'stale' : undefined;
    if (abandoned) {
      removeAbandoned(lockPath, seen.raw);
      (options.onTakeOver ?? console.warn)(takeOverLine(dataDir, seen, abandoned));
      continue;
    }
    const now = Date.now();
    if (fate === 'alive' && seen.holder && heldHere.has(seen.holder.token)) {
      throw inUseError(dataDir, seen.holder);
    }
    aliveSince = fate === 'alive' ? (aliveSince ?? now) : undefined;
    if (now >= deadline || (aliveSince !== undefined && now - aliveSince >= ALIVE_GRACE_MS)) {
      throw inUseError(dataDir, seen.holder);
    }
    await sleep(250);
  }
  heldHere.add(me.token);

  const stillOurs = () => {
    try {
      return fs.readFileSync(lockPath, 'utf8') === ours;
    } catch {
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    if (!stillOurs()) {
      clearInterval(heartbeat);
      heldHere.delete(me.token);
      (options.onLost ?? exitOnLost)(
        `The lock on the data folder ${dataDir} was taken by another process; stopping so that two never write the same database.`,
      );
      return;
    }
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      // Checked again on the next beat.
    }
  }, heartbeatMs);
  heartbeat.unref();

  return () => {
    clearInterval(heartbeat);
    if (!heldHere.delete(me.token)) return;
    if (stillOurs()) fs.rmSync(lockPath, { force: true });
  };
}

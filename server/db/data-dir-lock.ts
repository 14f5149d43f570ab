import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

interface Holder {
  pid: number;
  hostname: string;
}

/** Folders this process holds, so that our own process id is never mistaken for a dead holder. */
const heldHere = new Set<string>();
const holderPath = (dataDir: string) => path.join(dataDir, 'lock-holder.json');

function readHolder(dataDir: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(holderPath(dataDir), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A holder that was killed (power cut, SIGKILL, a crashed container) leaves its lock behind. When
 * the process it names is no longer running on this machine, the lock is free at once instead of
 * after the stale time, so a restarted server comes back within seconds. The same process id as
 * ours means a restarted container that reuses its numbers, not a live holder.
 */
function holderIsGone(dataDir: string): boolean {
  const holder = readHolder(dataDir);
  if (!holder || holder.hostname !== os.hostname() || heldHere.has(dataDir)) return false;
  return holder.pid === process.pid || !isRunning(holder.pid);
}

/**
 * Two processes can open the same PGlite folder without error and silently diverge, so the
 * embedded data folder is locked for as long as this process runs. The lock goes stale (and is
 * taken over) if its holder dies without releasing it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockfilePath = `${dataDir}.lock`;
  const take = () =>
    lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false, lockfilePath });
  let release: () => Promise<void>;
  try {
    release = await take().catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ELOCKED' || !holderIsGone(dataDir)) throw error;
      fs.rmSync(lockfilePath, { recursive: true, force: true });
      return take();
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `The data folder ${dataDir} is in use by another running instance. Stop it first, or set DATA_DIR to another folder (several instances need DATABASE_URL).`,
      );
    }
    throw error;
  }
  const holder: Holder = { pid: process.pid, hostname: os.hostname() };
  fs.writeFileSync(holderPath(dataDir), JSON.stringify(holder));
  heldHere.add(dataDir);
  return async () => {
    heldHere.delete(dataDir);
    fs.rmSync(holderPath(dataDir), { force: true });
    await release();
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds a data-folder lock, in enough detail to tell, from another process, whether that
 * holder is provably gone. A process id means something only within one PID namespace on one
 * boot of one machine: two containers on a shared volume can both be PID 1.
 */
export interface LockHolder {
  token: string;
  pid: number;
  hostname: string;
  /** Linux: `/proc/sys/kernel/random/boot_id`; absent elsewhere. */
  bootId?: string;
  /** Linux: the `pid:[inode]` of `/proc/self/ns/pid`; absent elsewhere. */
  pidNamespace?: string;
  /** Linux: the process start time in clock ticks since boot, so a reused process id is told apart. */
  startTime?: string;
}

/** Alive, provably gone, or not knowable from here (another machine, container or boot). */
export type HolderFate = 'alive' | 'gone' | 'unknown';

function readOrUndefined(read: () => string): string | undefined {
  try {
    return read().trim();
  } catch {
    return undefined;
  }
}

const bootId = readOrUndefined(() => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
const pidNamespace = readOrUndefined(() => fs.readlinkSync('/proc/self/ns/pid'));

/** A process's state letter and start time from `/proc/<pid>/stat`, or undefined when it has none. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  const stat = readOrUndefined(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  if (!stat) return undefined;
  // Fields after the command name, which is in parentheses and may itself hold spaces: the state
  // is field 3 and the start time field 22 of proc(5).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function describeThisProcess(): LockHolder {
  return {
    token: crypto.randomUUID(),
    pid: process.pid,
    hostname: os.hostname(),
    bootId,
    pidNamespace,
    startTime: bootId ? procStat(process.pid)?.startTime : undefined,
  };
}

/**
 * Whether the holder of a lock is provably gone. Only a holder in our own PID namespace, on this
 * boot of this machine, can be judged; any other is `unknown` and its lock waits for the stale
 * time. `heldHere` holds the tokens of locks this process holds.
 */
export function holderFate(holder: LockHolder | undefined, heldHere: Set<string>): HolderFate {
  if (!holder) return 'unknown';
  const sameMachine =
    holder.hostname === os.hostname() &&
    holder.bootId === bootId &&
    holder.pidNamespace === pidNamespace;
  if (!sameMachine) return 'unknown';
  if (heldHere.has(holder.token)) return 'alive';
  // Our own number in our own namespace: an earlier process that had it is gone.
  if (holder.pid === process.pid) return 'gone';
  if (!bootId) return isRunning(holder.pid) ? 'alive' : 'gone';
  const stat = procStat(holder.pid);
  // Killed but not yet reaped by its parent (a zombie) is as gone as it gets: it cannot write.
  if (!stat || stat.state === 'Z' || stat.state === 'X') return 'gone';
  return stat.startTime === holder.startTime ? 'alive' : 'gone';
}

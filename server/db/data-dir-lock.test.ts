import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir, removeAbandoned } from './data-dir-lock';
import { describeThisProcess } from './lock-holder';

const temporaryDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-lock-'));
const IN_USE = /is in use by another running instance/;

/** The same folder under another name: a symlink beside it. */
function symlinkTo(dir: string): string {
  const link = `${dir}-link`;
  fs.symlinkSync(dir, link);
  return link;
}

/**
 * Another process that takes the lock and then waits until it is killed. With `unreaped`, its
 * parent is a shell that never waits for it, so once killed it stays a zombie, as a crashed
 * server does for a moment before its supervisor reaps it.
 */
async function holdInChild(dir: string, { unreaped = false } = {}) {
  const script = path.join(temporaryDir(), 'holder.mjs');
  fs.writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))};
    await lockDataDir(${JSON.stringify(dir)});
    console.log('locked ' + process.pid);
    setInterval(() => {}, 1000);`,
  );
  const command = [process.execPath, '--import', 'tsx', script];
  const child = unreaped
    ? spawn('sh', ['-c', `"$0" "$@" & exec sleep 60`, ...command], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(command[0] as string, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  const holderPid = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const pid = /locked (\d+)/.exec(chunk.toString())?.[1];
      if (pid) resolve(Number(pid));
    });
    child.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
  });
  return { child, holderPid };
}

/** A lock as a server in another container would leave it: same host name, same PID as ours. */
function writeLockFromAnotherContainer(dir: string, ageMs: number): void {
  const holder = { ...describeThisProcess(), pidNamespace: 'pid:[4026530000]' };
  const lockPath = path.join(dir, LOCK_FILE);
  fs.writeFileSync(lockPath, JSON.stringify(holder));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(lockPath, at, at);
}

describe('embedded data folder lock', () => {
  it('refuses a second holder by any path to the folder, and frees it on release', async () => {
    const dir = temporaryDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(IN_USE);
    await expect(lockDataDir(symlinkTo(dir))).rejects.toThrow(IN_USE);
    await expect(lockDataDir(`${dir}/`)).rejects.toThrow(IN_USE);
    await expect(lockDataDir(path.join(dir, '..', path.basename(dir)))).rejects.toThrow(IN_USE);
    release();
    const again = await lockDataDir(`${dir}-link`);
    again();
  });

  it('refuses while another live process holds it, by any path', async () => {
    const dir = temporaryDir();
    const { child, holderPid } = await holdInChild(dir);
    try {
      await expect(lockDataDir(symlinkTo(dir))).rejects.toThrow(
        new RegExp(`in use by another running instance \\(process ${holderPid} on `),
      );
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('takes over at once from a holder killed a moment ago, even before it is reaped', async () => {
    const dir = temporaryDir();
    const { child, holderPid } = await holdInChild(dir, { unreaped: true });
    try {
      process.kill(holderPid, 'SIGKILL');
      // A restart racing the crash: the old process is dead but still in the process table.
      // Taken over because the holder is gone, though its heartbeat would count as fresh for
      // ten minutes (waiting for it would outlast the test); and said so.
      const told: string[] = [];
      const release = await lockDataDir(dir, {
        staleMs: 600_000,
        onTakeOver: (line) => told.push(line),
      });
      expect(told).toEqual([
        `The data folder ${dir} was left locked by process ${holderPid}, which is no longer running: taking it over.`,
      ]);
      await expect(lockDataDir(dir)).rejects.toThrow(IN_USE);
      release();
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('never takes a lock from a holder in another PID namespace that has our process id', async () => {
    const dir = temporaryDir();
    writeLockFromAnotherContainer(dir, 0);
    await expect(lockDataDir(dir, { waitMs: 600 })).rejects.toThrow(IN_USE);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('waits for a holder it cannot judge and takes over once its heartbeat is stale', async () => {
    const dir = temporaryDir();
    writeLockFromAnotherContainer(dir, 0);
    const started = Date.now();
    const release = await lockDataDir(dir, { staleMs: 2_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    release();
    // One already past the stale time is free at once.
    writeLockFromAnotherContainer(dir, 60_000);
    const again = await lockDataDir(dir, { waitMs: 0 });
    again();
  }, 30_000);

  it('stops a holder whose lock another process took while it was frozen', async () => {
    const dir = temporaryDir();
    const lost = new Promise<string>((resolve) => {
      void lockDataDir(dir, { staleMs: 600, onLost: resolve });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    writeLockFromAnotherContainer(dir, 0);
    await expect(lost).resolves.toMatch(/was taken by another process; stopping/);
  });

  it('removes only the abandoned lock it judged, never a newer one taken meanwhile', () => {
    const dir = temporaryDir();
    const lockPath = path.join(dir, LOCK_FILE);
    fs.writeFileSync(lockPath, 'newer holder');
    removeAbandoned(lockPath, 'the dead holder it looked at');
    expect(fs.readFileSync(lockPath, 'utf8')).toBe('newer holder');
    removeAbandoned(lockPath, 'newer holder');
    expect(fs.existsSync(lockPath)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

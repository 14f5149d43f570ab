import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const temporaryDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-lock-'));

/** Another process that takes the lock and then waits until it is killed. */
async function holdInChild(dir: string) {
  const script = `
    import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))};
    await lockDataDir(${JSON.stringify(dir)});
    console.log('locked');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
  });
  return child;
}

describe('embedded data folder lock', () => {
  it('refuses a second holder with a clear message, and frees the folder on release', async () => {
    const dir = temporaryDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another running instance/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('refuses while another live process holds it, and takes over at once when that one is killed', async () => {
    const dir = temporaryDir();
    const child = await holdInChild(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another running instance/);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    // Killed without releasing: its lock is still on disk, well within the 15 s stale time.
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another running instance/);
    await release();
  }, 30_000);
});

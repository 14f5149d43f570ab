import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  dir: string;
  /** Gives the disk more room, as an operator freeing space would. */
  grow(mebibytes: number): void;
  close(): void;
}

/**
 * A real disk of a few MiB (a tmpfs) to fill, so that a full disk is the kernel's own ENOSPC,
 * not an imitation. Mounting needs root (CI runs as root); null where it is refused.
 */
export function mountSmallDisk(mebibytes: number): SmallDisk | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-small-disk-'));
  const mount = (options: string) =>
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
  try {
    mount(`size=${mebibytes}m`);
  } catch {
    fs.rmdirSync(dir);
    return null;
  }
  return {
    dir,
    grow: (size) => mount(`remount,size=${size}m`),
    close: () => {
      execFileSync('umount', [dir]);
      fs.rmdirSync(dir);
    },
  };
}

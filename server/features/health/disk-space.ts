import fsp from 'node:fs/promises';

/**
 * Below this much free space where the embedded database and the local recordings live, an
 * instance is not ready and says so at start: a ten-minute recording is ~115 MB, and PostgreSQL
 * (PGlite too) stops writing, answer saves included, once its disk is full (docs/deploying.md).
 */
export const MIN_FREE_DISK_BYTES = 512 * 1024 * 1024;

/** The bytes an unprivileged process may still write in a folder's file system. */
export type FreeSpaceReader = (folder: string) => Promise<number>;

export const freeBytesOnDisk: FreeSpaceReader = async (folder) => {
  const stats = await fsp.statfs(folder);
  return stats.bavail * stats.bsize;
};

const MIB = 1024 * 1024;

/** `123 MiB`: whole mebibytes, as `df -m` shows them. */
export function mebibytes(bytes: number): string {
  return `${Math.floor(bytes / MIB)} MiB`;
}

/** `ok`, or why the data folder's disk is too full (or cannot be read) for this instance to serve. */
export async function diskCheck(
  folder: string,
  freeBytesOf: FreeSpaceReader,
  minFreeBytes = MIN_FREE_DISK_BYTES,
): Promise<string> {
  let free: number;
  try {
    free = await freeBytesOf(folder);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'an error';
    return `The data folder ${folder} cannot be read (${code}).`;
  }
  if (free >= minFreeBytes) return 'ok';
  return `Only ${mebibytes(free)} free on the disk of ${folder} (under ${mebibytes(minFreeBytes)}): recordings and answers may fail to save. Free space or grow the disk.`;
}

/**
 * At start, one warning line when the data folder's disk is short (docs/deploying.md): the
 * operator reads it before anything fails. `folder` undefined: nothing of this instance is there.
 */
export async function warnOfLowDisk(
  folder: string | undefined,
  log: { warn(details: object, message: string): void },
  freeBytesOf: FreeSpaceReader = freeBytesOnDisk,
): Promise<void> {
  if (folder === undefined) return;
  const state = await diskCheck(folder, freeBytesOf);
  if (state !== 'ok') log.warn({ dataDir: folder }, state);
}

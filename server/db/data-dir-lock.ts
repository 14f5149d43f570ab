import fs from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * Two processes can open the same PGlite folder without error and silently diverge, so the
 * embedded data folder is locked for as long as this process runs. The lock goes stale (and is
 * taken over) if its holder dies without releasing it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `The data folder ${dataDir} is in use by another running instance. Stop it first, or set DATA_DIR to another folder (several instances need DATABASE_URL).`,
      );
    }
    throw error;
  }
}

import type { ReadyResponse } from '../../../shared/api.schema';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../../db/client';
import type { RecordingStore } from '../recordings/stores/recording-store';
import { CachedProbe } from './cached-probe';
import { diskCheck, freeBytesOnDisk, type FreeSpaceReader } from './disk-space';
import { lastShippedMigration, schemaCheck } from './schema-state';

/** What a test may change of the readiness checks; production uses the defaults. */
export interface ReadinessOptions {
  /** How free space is read (`fs.statfs` by default). */
  freeBytesOf?: FreeSpaceReader;
  /** The clock of the recording store's cached answer. */
  now?: () => number;
}

/** A balancer's probe gives up after a few seconds: the database gets less than that to answer. */
const DATABASE_TIME_LIMIT_MS = 3000;
/** How long the recording store's answer is kept (see `CachedProbe`). */
export const STORE_ANSWER_TTL_MS = 5000;

type Checks = ReadyResponse['checks'];

/**
 * Whether this instance can serve (docs/deploying.md, "Health checks"): the database answers and
 * is on this release's schema; where the instance writes to its own disk (PGlite, local
 * recordings), that disk has room; the recording store answers.
 */
export class Readiness {
  private readonly shipped = lastShippedMigration(MIGRATIONS_FOLDER);
  private readonly store: CachedProbe<boolean>;
  private readonly freeBytesOf: FreeSpaceReader;

  constructor(
    private readonly database: DatabaseHandle,
    files: RecordingStore,
    /** The data folder, when something of this instance lives in it; undefined: nothing does. */
    private readonly localDataDir: string | undefined,
    options: ReadinessOptions = {},
  ) {
    this.store = new CachedProbe(() => files.isReachable(), STORE_ANSWER_TTL_MS, options.now);
    this.freeBytesOf = options.freeBytesOf ?? freeBytesOnDisk;
  }

  async check(): Promise<ReadyResponse> {
    const [database, disk, recordings] = await Promise.all([
      this.databaseCheck(),
      this.localDataDir === undefined ? undefined : diskCheck(this.localDataDir, this.freeBytesOf),
      this.store
        .get()
        .then((up) =>
          up
            ? 'ok'
            : 'The recording store is not answering: recordings can be neither saved nor played.',
        ),
    ]);
    const checks: Checks = { database, ...(disk && { disk }), recordings };
    const failed = Object.entries(checks).filter(([, state]) => state !== 'ok');
    if (failed.length === 0) return { result: true, status: 'ready', checks };
    return {
      result: false,
      status: `Not ready: ${failed.map(([name]) => name).join(', ')}.`,
      checks,
    };
  }

  private async databaseCheck(): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(
        () => resolve(`The database did not answer within ${DATABASE_TIME_LIMIT_MS / 1000} s.`),
        DATABASE_TIME_LIMIT_MS,
      );
    });
    const answer = schemaCheck(this.database.db, this.shipped).catch(
      () => 'The database is not answering.',
    );
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

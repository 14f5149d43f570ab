import type { FastifyBaseLogger } from 'fastify';
import { SHARE_MAX_DAYS } from '../../../shared/shares.schema';
import type { Database } from '../../db/client';
import { safeErrorSummary } from '../../plugins/errors';
import { deleteShareVisitsBefore } from './share-visits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a share's visits are kept (`docs/team.md`, "Share links"): three times the longest a
 * link lives, so a link's visits are all there while it works and for two months after.
 */
export const SHARE_VISIT_RETENTION_DAYS = 3 * SHARE_MAX_DAYS;
export const SHARE_VISIT_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes share visits older than the retention, at start and every six hours, in the background.
 * A delete by date is idempotent, so sweeps on several instances may overlap.
 */
export class ShareVisitsSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now = () => new Date(),
  ) {}

  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.sweepOnce(), SHARE_VISIT_SWEEP_INTERVAL_MS).unref();
      void this.sweepOnce();
    }
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One sweep, unless one is under way; answers how many visits it deleted (0 on a failure). */
  sweepOnce(): Promise<number> {
    this.running ??= this.sweep().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweep(): Promise<number> {
    try {
      const before = new Date(this.now().getTime() - SHARE_VISIT_RETENTION_DAYS * DAY_MS);
      const deleted = await deleteShareVisitsBefore(this.db, before);
      if (deleted > 0) this.log.info({ deleted }, 'old share visits deleted');
      return deleted;
    } catch (error) {
      this.log.error({ err: safeErrorSummary(error) }, 'deleting old share visits failed');
      return 0;
    }
  }
}

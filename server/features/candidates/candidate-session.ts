import { and, eq, gt, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_HOURS } from '../../../shared/constants';
import { candidateSessions } from '../../db/schema';

/**
 * A candidate's secret works for 168 hours, on the server as in the browser
 * (docs/product.md#candidate-sessions).
 */
const SESSION_LIFETIME_MS = SESSION_LIFETIME_HOURS * 60 * 60 * 1000;

/** Sessions created at or before this instant have expired. */
export const sessionCutoff = (now: Date) => new Date(now.getTime() - SESSION_LIFETIME_MS);

/** When a session created at `createdAt` expires. */
export const sessionExpiry = (createdAt: Date) =>
  new Date(createdAt.getTime() + SESSION_LIFETIME_MS);

/**
 * The session of the `secretHash` placeholder, unless older than the `cutoff` placeholder: the
 * condition of every prepared statement that admits a candidate by their secret.
 */
export const liveSessionOfSecretHash = and(
  eq(candidateSessions.secretHash, sql.placeholder('secretHash')),
  gt(candidateSessions.createdAt, sql.placeholder('cutoff')),
);

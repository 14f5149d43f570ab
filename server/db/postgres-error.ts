/** The PostgreSQL error codes (SQLSTATE) the app decides on. */
export const PG_ERROR = {
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  deadlockDetected: '40P01',
} as const;

type PgErrorCode = (typeof PG_ERROR)[keyof typeof PG_ERROR];

/**
 * Whether a statement failed with PostgreSQL's `code` (on `constraint`, when one is named).
 * Drizzle wraps the database client's error and keeps it as its `cause`; an error from the client
 * itself (node-postgres, PGlite) carries the code on it.
 */
export function isPgError(error: unknown, code: PgErrorCode, constraint?: string): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return [cause, error].some((candidate) => {
    const found = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    return found.code === code && (constraint === undefined || found.constraint === constraint);
  });
}

/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, a maintenance window), as opposed to a query the database refused. Such an error is
 * passing: the request answers 503 and the next one, on a new connection, goes through once the
 * database is back (docs/deploying.md, "When PostgreSQL restarts").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof code === 'string' && code.startsWith('08')) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: terminating connection due to administrator command, crash shutdown, cannot
  // connect now (starting up or shutting down).
  '57P01',
  '57P02',
  '57P03',
  // The socket: nobody listening, a connection reset or cut, a host that does not answer.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres says these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

import type { FastifyBaseLogger } from 'fastify';

/** A logger that keeps the messages of errors, to show each failure is reported. */
export function recordingLogger() {
  const errors: string[] = [];
  const logger = {
    level: 'info',
    error: (_details: unknown, message: string) => errors.push(message),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, errors };
}

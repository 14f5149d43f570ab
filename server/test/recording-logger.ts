import type { FastifyBaseLogger } from 'fastify';

/** A logger that keeps the messages of errors and warnings, to show each is reported. */
export function recordingLogger() {
  const errors: string[] = [];
  const warnings: string[] = [];
  const logger = {
    level: 'info',
    error: (_details: unknown, message: string) => errors.push(message),
    warn: (_details: unknown, message: string) => warnings.push(message),
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, errors, warnings };
}

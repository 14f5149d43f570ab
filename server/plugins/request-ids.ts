import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * An id the proxy (or a client) sent is kept when it looks like one: nginx's `$request_id` (32 hex
 * digits), a UUID, a trace id. Anything longer, or with spaces, quotes or control characters, would
 * only make the log lines it lands in harder to read or trust, so it is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when sane, else this process's random prefix
 * and a counter. Fastify's own default counts from `req-1` in every process, so two instances
 * behind one proxy logged the same ids (docs/deploying.md, "The reverse proxy").
 */
export function requestIdGenerator(): (request: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}

/**
 * Every answer carries its request's id in `X-Request-Id`, the one its log line and a 5xx's text
 * name. Set on the raw response, so that answers written outside Fastify's reply (tus's) have it.
 */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
}

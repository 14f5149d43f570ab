import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Content types other than JSON an admin route takes as its raw body (a logo's image bytes).
     * A plain form cannot send them: a browser asks the server first (CORS preflight), so they
     * carry no ambient request from another site.
     */
    rawBodyTypes?: readonly string[];
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

/**
 * A change that a browser sent with the session cookie must come from this site's own pages.
 * SameSite=Strict alone lets another port of the same host (the same site) through, and a plain
 * form can post there without JavaScript. A browser says where a request comes from in
 * `Sec-Fetch-Site` (every current one does, on every request): only `same-origin` is ours. A
 * browser too old for it still sends `Origin` on a POST: it must be this site's. A request with
 * neither is no browser's, and nothing in it is ambient: it presented the cookie itself.
 */
export function refuseForeignOrigin(request: FastifyRequest, publicOrigin: string | undefined) {
  if (!isStateChanging(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site === 'same-origin') return;
    throw new AppError('foreign-origin');
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return;
  throw new AppError('foreign-origin');
}

/**
 * A change takes a JSON body or none: a route without a body schema refuses any body, and every
 * other content type is refused before anything is read, so a plain form (`text/plain`,
 * `application/x-www-form-urlencoded`, `multipart/form-data`) can never reach a route.
 */
export function refuseUnexpectedBody(request: FastifyRequest): void {
  if (!isStateChanging(request.method)) return;
  const { headers } = request;
  const type = headers['content-type'];
  const length = headers['content-length'];
  const hasBody =
    type !== undefined ||
    (length !== undefined && length !== '0') ||
    headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  // A route that takes raw bodies (a logo) refuses other types itself, in its own words.
  if (request.routeOptions.config.rawBodyTypes) return;
  const isJson = type !== undefined && JSON_TYPE.test(type);
  if (request.routeOptions.schema?.body === undefined) {
    throw new AppError(isJson ? 'body-not-expected' : 'body-not-expected-type');
  }
  if (!isJson) throw new AppError('body-not-json');
}

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type SharedRateLimitCounts, sharedRateLimitCounts } from './rate-limit-store';

/** A limit per client address (`request.ip`) and route, in requests per minute. */
export interface RouteLimit {
  method: string;
  /** The route's URL, or a prefix of it when it ends with `/`. */
  url: string;
  perMinute: number;
  /**
   * Counted per candidate instead, for a request whose secret the server has admitted lately
   * (see `candidateOf` below); per address for any other.
   */
  perCandidate?: true;
}

/**
 * The public endpoints' limits. Far above what a real candidate does, so only a flood meets them:
 * a candidate saves an answer about every 600 ms while typing (~100/min), reads and moves progress
 * now and then, registers once and sends feedback once.
 *
 * The assessment API counts each candidate on their own once their secret is known: ten candidates
 * typing behind one office, school or carrier address save ~1,000 times a minute together, past
 * any per-address limit that still stops a flood. Everything else counts per address, candidates
 * behind one address together: they register once each and send feedback once each.
 *
 * Left out on purpose:
 * - the tus uploads (`/api/recordings/uploads`): 64 KB chunks, ~3 a second while recording, and
 *   after a network drop tus sends the backlog as fast as the line allows (hundreds a minute);
 *   tus-js-client gives up on a 4xx, so a limit would lose recordings. They need a candidate's
 *   secret and have their own size limits.
 * - the admin API: the passkey has its own throttling; the hiring team is trusted. Signing in
 *   with a password is limited (below), as it costs a hash before the throttle can answer.
 * - the web app's files and `/api/health`.
 */
export const PUBLIC_ROUTE_LIMITS: readonly RouteLimit[] = [
  // The candidate's assessment API: answers, progress, events, the video submission. Without a
  // secret the server has admitted (guesses included), 600 a minute per address.
  { method: '*', url: '/api/assessment', perMinute: 600, perCandidate: true },
  { method: '*', url: '/api/assessment/', perMinute: 600, perCandidate: true },
  // Registration: once per candidate. 60 leaves room for a shared office or school address (or a
  // proxy's, without `trustProxy`) and still cuts a flood (110-150/s measured) to one a second.
  { method: 'POST', url: '/now-assessment', perMinute: 60 },
  { method: 'POST', url: '/feedback', perMinute: 20 },
  // The invite landing page asks once per visit (and again on a reload).
  { method: 'GET', url: '/api/invites/:code', perMinute: 60 },
  // A share link's page asks once per visit; a visitor leaves feedback once per candidate.
  { method: 'GET', url: '/api/shares/:token', perMinute: 60 },
  { method: 'POST', url: '/api/shares/:token/feedback', perMinute: 20 },
  // "Your data" (docs/privacy.md): a candidate opens it a few times, downloads their zip once or
  // twice (each reads all their files from storage) and asks for erasure once.
  { method: 'GET', url: '/api/your-data/:token', perMinute: 60 },
  { method: 'GET', url: '/api/your-data/:token/export', perMinute: 10 },
  { method: 'POST', url: '/api/your-data/:token/erasure', perMinute: 20 },
  // Each sign-in with a member's passkey first asks for a challenge, which is stored: a person
  // asks once per attempt; a flood is cut to one a second.
  { method: 'POST', url: '/api/admin/session/passkey/options', perMinute: 60 },
  // A password is checked with scrypt (~0.25 s of a thread, 128 MiB): a flood is refused here,
  // before any hashing. A member types it a few times at most; 10 leaves room for a team signing
  // in behind one office address (docs/team.md).
  { method: 'POST', url: '/api/admin/session/password', perMinute: 10 },
];

function limitFor(method: string, url: string): RouteLimit | undefined {
  return PUBLIC_ROUTE_LIMITS.find(
    (limit) =>
      (limit.method === '*' || limit.method === (method === 'HEAD' ? 'GET' : method)) &&
      (limit.url.endsWith('/') ? url.startsWith(limit.url) : url === limit.url),
  );
}

export interface RateLimitsOptions {
  trustProxy: boolean;
  /** The database several instances share, to count there together (see below). */
  shared?: Database;
  /**
   * The candidate whose secret a request carries, if the server admitted that secret lately. Asked
   * before the secret is looked up, so it must not ask the database: a secret it does not know
   * yet counts per address, and a guess is refused at the limit before it is checked, whether
   * right or wrong.
   */
  candidateOf?: (request: FastifyRequest) => string | undefined;
}

/**
 * `@fastify/rate-limit` with `global: false`, and the limits attached here by URL, in one place,
 * instead of a `config.rateLimit` on each feature's routes: the features stay unaware of it, and
 * a route added under `/api/assessment/` is limited without anyone remembering to. The `onRoute`
 * hook is added before the plugin's own, so the plugin sees the `config.rateLimit` it sets.
 * Register this before the routes.
 *
 * The counts are in memory, per process, unless `shared` names the database that several instances
 * behind a load balancer share: then they count there together (`rate-limit-store.ts`), or a flood
 * spread over N instances would get N times the limit. Each instance counts in memory and shares
 * its counts a few times a second, so no request waits for the database; the app closing stops
 * the timer and sends the last counts.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitsOptions) => {
  if (!options.trustProxy) warnOnceAboutForwardedRequests(app);
  const { candidateOf } = options;
  // The assessment API's key: the candidate once known, else the address (the default key, below).
  const candidateOrAddress = (request: FastifyRequest): string => {
    const candidateId = candidateOf?.(request);
    return candidateId ? `candidate ${candidateId}` : normalizeIP(request.ip);
  };
  const shared = options.shared && sharedRateLimitCounts(options.shared, app.log);
  if (shared) {
    sharedCountsOf.set(app, shared);
    app.addHook('onClose', () => shared.stop());
  }
  app.addHook('onRoute', (routeOptions: RouteOptions) => {
    if (routeOptions.config?.rateLimit !== undefined) return; // a route's own choice wins
    const methods = Array.isArray(routeOptions.method)
      ? routeOptions.method
      : [routeOptions.method];
    const limit = methods
      .map((method) => limitFor(method, routeOptions.url))
      .find((found) => found !== undefined);
    if (!limit) return;
    routeOptions.config = {
      ...routeOptions.config,
      rateLimit: {
        max: limit.perMinute,
        timeWindow: 60_000,
        ...(limit.perCandidate && candidateOf && { keyGenerator: candidateOrAddress }),
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    // The shared store answers from memory and never fails a count.
    ...(shared && { store: shared.Store }),
    // The default key: the client address as fastify resolves it (`request.ip`; `trustProxy`
    // decides whether a proxy's X-Forwarded-For counts), IPv6 addresses grouped by their /64.
    // Thrown into the app's error handler, which answers a 429 as
    // `{result:false, status:'Too many requests. Please wait a minute and try again.',
    // code:'too-many-requests'}` (docs/errors.md).
    // The headers (`retry-after`, `x-ratelimit-*`) are set before it is thrown and stay.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMITED',
      }),
  });
});

const sharedCountsOf = new WeakMap<FastifyInstance, SharedRateLimitCounts>();

/** Sends an app's shared rate limit counts now, rather than at the next tick (for tests). */
export async function flushRateLimitCounts(app: FastifyInstance): Promise<void> {
  await sharedCountsOf.get(app)?.flush();
}

/**
 * Behind a reverse proxy without `TRUST_PROXY`, every visitor has the proxy's address and shares
 * its rate limits and passkey throttle. A request with `X-Forwarded-For` is the sign: say so once.
 */
function warnOnceAboutForwardedRequests(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return done();
    warned = true;
    request.log.warn(
      'Requests arrive with X-Forwarded-For but TRUST_PROXY is off: every visitor behind the proxy shares its address, its rate limits and its passkey throttle. Set TRUST_PROXY=true when a reverse proxy you run is in front.',
    );
    done();
  });
}

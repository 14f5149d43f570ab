import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

type RegisterRoutes = (scope: FastifyInstance) => Promise<void>;

/**
 * The one place and the one phase where access is checked (`docs/architecture.md`, "Access
 * checks"): every route declared inside a scope gets its check as an `onRequest` hook, so it runs
 * before the body is read or validated (a request without a passkey, session or secret is 401
 * whatever it sent), and a route file never adds the check itself, so no route can forget it.
 *
 * The check goes last among the route's own `onRequest` hooks: after the rate limit, which
 * @fastify/rate-limit adds to each route as it is declared (its `onRoute` hook was added before
 * this one), so a guessed secret is counted before it is refused (`docs/capacity.md`).
 */
function scopeWith(check: 'requireAdmin' | 'requireCandidate', register: RegisterRoutes) {
  const scope: FastifyPluginAsync = async (app) => {
    const hook = app[check];
    app.addHook('onRoute', (route) => {
      const own = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(own) ? own : [own]), hook];
    });
    await register(app);
  };
  return scope;
}

/** The hiring team's routes: a signed-in member, an API token or the admin passkey. */
export const adminScope = (register: RegisterRoutes) => scopeWith('requireAdmin', register);

/** A registered candidate's own routes: their secret in `Authorization: Bearer`. */
export const candidateScope = (register: RegisterRoutes) => scopeWith('requireCandidate', register);

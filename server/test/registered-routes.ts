import type { FastifyInstance } from 'fastify';

/** `METHOD /path` for each method, without HEAD where GET answers it too (Fastify's copy). */
export const routeNames = (path: string, methods: string[]) =>
  methods
    .map((method) => method.toUpperCase())
    .filter((method, _, all) => method !== 'HEAD' || !all.includes('GET'))
    .map((method) => `${method} ${path}`);

/**
 * Every route the app answers, read from Fastify's own route tree. The reference's own pages are
 * not part of the API.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    const path = stack.join('');
    if (match[3] && !path.startsWith('/api/docs')) {
      routes.push(...routeNames(path, match[3].split(', ')));
    }
  }
  return routes;
}

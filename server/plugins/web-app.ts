import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readManifest } from './build-manifest';
import { refusalBody } from './errors';
import { pageShells } from './page-preloads';

/**
 * Paths that are never one of the app's pages: the API, what monitoring tools probe (`/metrics`
 * when metrics are off, `/healthz`...) and the build's asset folder (a missing script). They
 * answer 404 JSON, not the page shell with a 200; any other unknown path gets the app, whose own
 * 404 page a person can read.
 */
const PROBE_PATHS = new Set(['/metrics', '/health', '/healthz', '/livez', '/readyz', '/status']);

function isPagePath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  return !PROBE_PATHS.has(pathname.replace(/\/+$/, ''));
}

interface WebAppOptions {
  webDir: string;
  /**
   * State the pages at `path` come with, so that they need not ask for it before they can draw:
   * `script` answers the element to put after the app's root (a JSON script element).
   */
  pageState?: {
    path: RegExp;
    script: (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  };
}

/** Where the app draws, in `index.html`. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Serves the built single-page app. Unknown `/api/...` and probe paths answer 404 JSON; every other GET
 * that wants a page gets `index.html`, and the app's router decides (its own 404 included); a page
 * the server recognises gets it with that page's chunks preloaded (page-preloads.ts).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.webDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const shellFor = built ? pageShells(indexHtml, readManifest(options.webDir)) : () => null;
  // Pages can carry state only where the app's root is there to put it after (read once).
  const pageState = indexHtml.includes(ROOT_ELEMENT) ? options.pageState : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each file; the one the browser accepts is sent,
      // with `Vary: Accept-Encoding` on every answer (the identity fallback included).
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!isPagePath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(refusalBody('route-missing', request.method, pathname));
    }
    if (!built) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const shell = shellFor(pathname);
    if (pageState?.path.test(pathname)) {
      const state = await pageState.script(request, reply);
      const html = (shell ?? indexHtml).replace(ROOT_ELEMENT, `${ROOT_ELEMENT}${state}`);
      // Made for whoever asked (their session is in it): no shared cache may keep it.
      return reply.header('Cache-Control', 'private, no-cache').type('text/html').send(html);
    }
    if (shell) return reply.header('Cache-Control', 'no-cache').type('text/html').send(shell);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});

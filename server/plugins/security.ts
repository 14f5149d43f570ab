import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ASSETS = '/assets/';
/** Never an HTML or SVG document: those keep every header, wherever they are served from. */
const SCRIPT_OR_STYLE = /^(text\/javascript|application\/javascript|text\/css)\b/;
/**
 * Headers a browser obeys only on a document (or a worker, which we do not have): on the built
 * scripts and stylesheets they are bytes for nothing, about 0.6 KiB on each of the 40 files a page
 * loads over HTTP/1.1. `nosniff`, HSTS and the resource policy stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-xss-protection',
];

/** Strict security headers and a content security policy for the API and the app alike. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The camera and microphone are asked for by our own pages only.
    permittedCrossDomainPolicies: false,
    crossOriginEmbedderPolicy: false,
  });
  // Built once: @fastify/helmet built this middleware (and parsed the policy) on every request
  // (docs/capacity.md).
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith(ASSETS) && SCRIPT_OR_STYLE.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=()');
  });
  // API answers carry secrets (a candidate's `unique`, invite links, answers): no cache keeps
  // them. Set on the raw response first, so the hijacked tus routes and every error carry it too.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.raw.setHeader('Cache-Control', 'no-store');
  });
});

const API_PATHS = ['/api/', '/now-assessment', '/feedback'];

/** Registration, feedback and everything under /api/. */
function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PATHS.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

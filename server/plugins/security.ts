import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Strict security headers and a content security policy for the API and the app alike. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=()');
  });
  // API answers carry secrets (a candidate's `unique`, invite links, answers): no cache keeps
  // them. Set on the raw response first, so the hijacked tus routes and every error carry it too.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.raw.setHeader('Cache-Control', 'no-store');
  });
});

const API_PATHS = ['/api/', '/now-assessment', '/feedback'];

/** The calls of SPEC A12 and everything under /api/. */
function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PATHS.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_COOKIE } from '../features/admin-auth/admin-auth.plugin';
import { webhookReference } from '../features/webhooks/webhook-reference';

export const API_DOCS_PATH = '/api/docs';

/** Who calls each route: the reference groups them so. */
function audienceOf(url: string): string {
  if (url === '/api/health' || url.startsWith('/api/health/')) return 'Operations';
  if (url.startsWith('/api/admin') || url === '/api/invite-codes/add') return 'Hiring team';
  return 'Candidate';
}

/**
 * The API's reference: an OpenAPI 3.1 document made from the same zod schemas that
 * validate each request and serialise each answer, at `/api/docs/openapi.json`, and a page to
 * read it at `/api/docs` (Swagger UI, served from the package: nothing is fetched elsewhere).
 * Registered before the routes, which it collects as they are declared.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prescreen API',
        version: '1',
        description:
          'Every failure answers `{result: false, status, code}` with its HTTP code; `status` is ' +
          'a sentence to show to the user, `code` the refusal for a client to decide on (one of ' +
          'the catalogue in docs/errors.md; a final refusal is not worth retrying). Candidates authorise with `Authorization: Bearer ' +
          '<their secret>`; the hiring team with the admin session cookie or ' +
          '`Authorization: Bearer <admin passkey>`. Recordings upload with the tus protocol ' +
          'under `/api/recordings/uploads`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE },
        },
      },
      // What the workspace POSTs to the team's own receivers (`docs/webhooks.md`).
      webhooks: webhookReference(),
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      return { ...transformed, schema: { ...transformed.schema, tags: [audienceOf(route.url)] } };
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  app.get(`${API_DOCS_PATH}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
});

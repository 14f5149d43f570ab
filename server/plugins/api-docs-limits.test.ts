import { describe, expect, it } from 'vitest';
import { LIMIT_NOTES } from '../../shared/limits';
import { useTestApp } from '../test/test-app';

type Operation = {
  requestBody?: { content: Record<string, { schema: { description?: string } }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};

/** The caps and the pages are in the OpenAPI reference, from the routes' zod schemas. */
describe('the OpenAPI reference of the caps and pages', () => {
  const t = useTestApp('pglite');

  it('describes each capped request with its limit and its 409, and each paged list with cursor and limit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const capped: [string, string, string][] = [
      ['/api/admin/me/tokens', 'post', LIMIT_NOTES.apiTokens],
      ['/api/admin/members/invites', 'post', LIMIT_NOTES.joinLinks],
      ['/api/admin/shares', 'post', LIMIT_NOTES.shares],
      ['/api/admin/webhooks', 'post', LIMIT_NOTES.webhooks],
      ['/api/admin/candidates/{id}/comments', 'post', LIMIT_NOTES.comments],
      ['/api/shares/{token}/feedback', 'post', LIMIT_NOTES.feedbackPerShare],
    ];
    for (const [path, method, note] of capped) {
      const operation = paths[path]?.[method];
      const body = operation?.requestBody?.content['application/json']?.schema;
      expect(body?.description, path).toBe(note);
      expect(Object.keys(operation?.responses ?? {}), path).toContain('409');
    }
    for (const path of [
      '/api/admin/me/tokens',
      '/api/admin/members',
      '/api/admin/shares',
      '/api/admin/candidates/{id}/comments',
    ]) {
      const query = paths[path]?.get?.parameters?.filter((parameter) => parameter.in === 'query');
      expect(query?.map((parameter) => parameter.name).sort(), path).toEqual(['cursor', 'limit']);
    }
  });
});

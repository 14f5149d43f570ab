import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = { requestBody?: unknown; responses?: object; tags?: string[] };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post?: Operation }>;
};

/** `METHOD /path` for each method, without HEAD where GET answers it too (Fastify's copy). */
const routeNames = (path: string, methods: string[]) =>
  methods
    .map((method) => method.toUpperCase())
    .filter((method, _, all) => method !== 'HEAD' || !all.includes('GET'))
    .map((method) => `${method} ${path}`);

/** What the document describes, its `{param}` written as Fastify's `:param`. */
const documented = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    routeNames(path.replace(/\{(\w+)\}/g, ':$1'), Object.keys(operations)),
  );

/**
 * Every route the app answers, read from Fastify's own route tree. The reference's own pages are
 * not part of the API.
 */
function registeredRoutes(app: FastifyInstance): string[] {
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

/** Whether an operation declares the JSON schema of one answer. */
function hasJsonSchema(operation: Operation, status: string): boolean {
  const responses = (operation.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: unknown }> }
  >;
  return Boolean(responses[status]?.content?.['application/json']?.schema);
}

describe('the API reference (OpenAPI 3.1)', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app answers, and no other', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(20);
    expect(documented(doc).sort()).toEqual(routes.sort());
  });

  it('describes requests and answers from the shared schemas', () => {
    const save = doc.paths['/api/assessment/answers/{questionId}']?.put;
    expect(JSON.stringify(save?.requestBody)).toContain('"sequence"');
    expect(Object.keys(save?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
    const register = doc.paths['/now-assessment']?.post;
    expect(JSON.stringify(register?.responses)).toContain('"unique"');
  });

  it('serialises every JSON answer from its schema, so that a field not in it never leaks', () => {
    // The answers that are not JSON: tus's upload protocol, the video and poster bytes, the CSV,
    // a company logo's image.
    const notJson = /^\/api\/recordings\/uploads|^\/api\/role-logos\/|\/(video|poster)$|\.csv$/;
    const undeclared = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            !notJson.test(path) &&
            !hasJsonSchema(operation, '200') &&
            // What creates something answers 201 (a role, a logo).
            !hasJsonSchema(operation, '201'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('describes the JSON body of each webhook event from its schema', () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([
      'candidate.completed',
      'candidate.deleted',
      'candidate.registered',
      'review.updated',
      'webhook.test',
    ]);
    const completed = JSON.stringify(doc.webhooks?.['candidate.completed']?.post?.requestBody);
    for (const field of ['"type"', '"timestamp"', '"inviteCode"', '"completedAt"', '"url"'])
      expect(completed).toContain(field);
    const updated = JSON.stringify(doc.webhooks?.['review.updated']?.post?.requestBody);
    expect(updated).toContain('"previousStatus"');
  });

  it('groups the routes by who calls them', () => {
    expect(doc.paths['/now-assessment']?.post?.tags).toEqual(['Candidate']);
    expect(doc.paths['/api/invite-codes/add']?.post?.tags).toEqual(['Hiring team']);
    expect(doc.paths['/api/admin/candidates']?.get?.tags).toEqual(['Hiring team']);
    expect(doc.paths['/api/health']?.get?.tags).toEqual(['Operations']);
  });

  it('serves a page to read it at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
  });
});

import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, routeNames } from '../test/registered-routes';
import { useTestApp } from '../test/test-app';

type Operation = { requestBody?: unknown; responses?: object; tags?: string[] };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post?: Operation }>;
};

/** What the document describes, its `{param}` written as Fastify's `:param`. */
const documented = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    routeNames(path.replace(/\{(\w+)\}/g, ':$1'), Object.keys(operations)),
  );

/** Whether an operation declares the JSON schema of one answer. */
function hasJsonSchema(operation: Operation, status: string): boolean {
  const responses = (operation.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: unknown }> }
  >;
  return Boolean(responses[status]?.content?.['application/json']?.schema);
}

describe('the API reference (OpenAPI 3.1)', () => {
  let doc: Document;

  const t = useTestApp('pglite', {}, { resetBeforeEach: false });
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });

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

  it('declares the 409s the answer routes refuse with', () => {
    const answers = '/api/assessment/answers/{questionId}';
    for (const operation of [
      doc.paths[answers]?.put,
      doc.paths[`${answers}/skip`]?.post,
      doc.paths[`${answers}/skip`]?.delete,
      doc.paths[`${answers}/recording`]?.post,
      doc.paths[`${answers}/file`]?.put,
    ]) {
      expect(operation && hasJsonSchema(operation, '409')).toBe(true);
    }
  });

  it('serialises every JSON answer from its schema, so that a field not in it never leaks', () => {
    // The answers that are not JSON: tus's upload protocol, the video and poster bytes, the CSV,
    // a company logo's image, a candidate's data as a zip; and what a reviewer downloads: a
    // recorded answer, a file answer.
    const notJson =
      /^\/api\/recordings\/uploads|^\/api\/role-logos\/|\/(video|poster)$|\.csv$|\/export$/;
    const download = /\/answers\/\{questionIndex\}\/(recording|poster|file)$/;
    const undeclared = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([method, operation]) =>
            !notJson.test(path) &&
            !(method === 'get' && download.test(path)) &&
            !hasJsonSchema(operation, '200') &&
            // What creates something answers 201 (a role, a logo).
            !hasJsonSchema(operation, '201'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('describes every failure as {result:false, status, code}, the code required', () => {
    type Schema = { properties?: Record<string, unknown>; required?: string[] };
    // The health checks answer their own body, 503 included (the state of each part).
    const failures = Object.entries(doc.paths)
      .filter(([path]) => path !== '/api/health' && path !== '/api/health/ready')
      .flatMap(([, operations]) =>
        Object.values(operations).flatMap((operation) =>
          Object.entries(
            (operation.responses ?? {}) as Record<
              string,
              { content?: Record<string, { schema?: Schema }> }
            >,
          )
            .filter(([status]) => Number(status) >= 400)
            .map(([, answer]) => answer.content?.['application/json']?.schema),
        ),
      );
    expect(failures.length).toBeGreaterThan(100);
    for (const schema of failures) {
      expect(Object.keys(schema?.properties ?? {})).toEqual(['result', 'status', 'code']);
      expect(schema?.required).toEqual(['result', 'status', 'code']);
    }
    expect(JSON.stringify(doc)).toContain('docs/errors.md');
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
    expect(doc.paths['/api/health/ready']?.get?.tags).toEqual(['Operations']);
  });

  it('serves a page to read it at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
  });
});

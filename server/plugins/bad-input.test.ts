import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../shared/error-codes';
import type { ApiFailure } from '../test/api-bodies';
import { useTestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-databases';
import { BAD_INPUT_KINDS, type Seeded } from './bad-input.cases';
import {
  documentedRoutes,
  ENDPOINTS,
  routeKey,
  seed,
  seedRoles,
  sender,
  snapshot,
} from './bad-input.fixture';

/**
 * Every endpoint × every kind of bad input that applies to it answers a 4xx in the one
 * shape `{result:false, status, code}` (docs/errors.md) and changes nothing: no row of any table, no upload file.
 */
const CASES = ENDPOINTS.flatMap((endpoint) =>
  BAD_INPUT_KINDS.flatMap((kind) =>
    (endpoint.cases[kind] ?? []).map(
      (variant, index) => [`${endpoint.route} × ${kind} #${index + 1}`, endpoint, variant] as const,
    ),
  ),
);

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  let s: Seeded;
  let send: ReturnType<typeof sender>;

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    send = sender(t);
    s = await seed(t);
    await seedRoles(t);
  });

  it.each(CASES)(
    '%s is a 4xx in the one shape and changes nothing',
    async (_name, endpoint, variant) => {
      const before = await snapshot(t);
      const call = variant(endpoint.valid(s));
      const response = await send(call);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.statusCode, 'a rate limit answered, not the input check').not.toBe(429);
      // A HEAD answer has no body, by HTTP.
      if (call.method !== 'HEAD') {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json<ApiFailure>();
        expect(body).toEqual({
          result: false,
          status: expect.any(String) as string,
          code: expect.any(String) as string,
        });
        expect(body.status.trim()).not.toBe('');
        // Each refusal is one of the catalogue's, with the catalogue's HTTP status.
        expect(Object.keys(ERRORS), body.code).toContain(body.code);
        if (body.code !== 'request-refused') {
          expect(response.statusCode, body.code).toBe(ERRORS[body.code as ErrorCode].status);
        }
      }
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('every endpoint is in the table, and only those without input have no case', () => {
    for (const endpoint of ENDPOINTS) {
      const cases = Object.values(endpoint.cases).flat().length;
      expect(cases > 0 || endpoint.noInput !== undefined, endpoint.route).toBe(true);
    }
  });

  // A route added later without its bad inputs turns this red; so does an entry for a route gone.
  it('the table has every route the app answers, and no other', async () => {
    const routes = await documentedRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    const table = ENDPOINTS.map((endpoint) => routeKey(endpoint.route));
    expect(new Set(table).size, 'a route twice in the table').toBe(table.length);
    expect([...table].sort()).toEqual([...routes].sort());
  });

  // Last: each valid request, in the table's order, is accepted, so every case above was refused
  // for its bad part alone (and not for a missing header or a wrong id in the valid request).
  it('the valid request of each endpoint is accepted', async () => {
    for (const endpoint of ENDPOINTS) {
      const response = await send(endpoint.valid(s));
      const expected = endpoint.validStatus;
      if (expected)
        expect(response.statusCode, `${endpoint.route}: ${response.body}`).toBe(expected);
      else expect(response.statusCode, `${endpoint.route}: ${response.body}`).toBeLessThan(300);
    }
  });
});

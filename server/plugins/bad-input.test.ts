import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../shared/invites.schema';
import { candidates } from '../db/schema';
import type { ApiFailure } from '../test/api-bodies';
import { createTestApp, TEST_PASSKEY, type TestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { testDatabaseKinds } from '../test/test-databases';
import { ADMIN_ENDPOINTS } from './bad-input.admin-cases';
import { BAD_INPUT_KINDS, CANDIDATE_ENDPOINTS, type Call, type Seeded } from './bad-input.cases';
import { PNG, ROLE_ENDPOINTS, ROLE_INPUT, SEEDED_ROLE } from './bad-input.role-cases';

const ENDPOINTS = [...CANDIDATE_ENDPOINTS, ...ADMIN_ENDPOINTS, ...ROLE_ENDPOINTS];

const UPLOADS = '/api/recordings/uploads';

/** `METHOD /path` with every parameter written `:`, so the table's and Fastify's names compare. */
const routeKey = (route: string) => route.replace(/ \(tus\)$/, '').replace(/:\w+/g, ':');

/** Every route the API reference lists (api-docs.test proves it lists every route the app has). */
async function documentedRoutes(t: TestApp): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  const doc = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) => {
    const methods = Object.keys(operations).map((method) => method.toUpperCase());
    return (
      methods
        // Fastify answers HEAD for every GET by itself, except on the upload routes, which turn
        // that off: there tus answers HEAD itself, and the table has it.
        .filter(
          (method) => method !== 'HEAD' || !methods.includes('GET') || path.startsWith(UPLOADS),
        )
        .map((method) => routeKey(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
    );
  });
}

/**
 * Issue 9: every endpoint × every kind of bad input that applies to it answers a 4xx in the one
 * shape `{result:false, status}` and changes nothing: no row of any table, no upload file.
 */
const CASES = ENDPOINTS.flatMap((endpoint) =>
  BAD_INPUT_KINDS.flatMap((kind) =>
    (endpoint.cases[kind] ?? []).map(
      (variant, index) => [`${endpoint.route} × ${kind} #${index + 1}`, endpoint, variant] as const,
    ),
  ),
);

/**
 * Every table's row count and a digest of its rows, and the upload folder's files and sizes. The
 * rate limits' counters are left out: counting a refused request is what they are for.
 */
async function snapshot(t: TestApp) {
  const { db } = t.database;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> 'rate_limit_hits' order by 1`,
  )) as { rows: { name: string }[] };
  const digests = (await db.execute(
    sql.raw(
      tables.rows
        .map(
          ({ name }) =>
            `select '${name}' as name, count(*)::int as rows,
               md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
             from "${name}" x`,
        )
        .join(' union all '),
    ),
  )) as { rows: unknown[] };
  const uploads = path.join(t.dataDir, 'uploads');
  const files = fs
    .readdirSync(uploads)
    .sort()
    .map((file) => `${file}:${fs.statSync(path.join(uploads, file)).size}`);
  return { tables: digests.rows, files };
}

async function seed(t: TestApp): Promise<Seeded> {
  const seeded = await registerTestCandidate(t);
  const [row] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.inviteCode, seeded.inviteCode));
  const newInvite = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers: t.admin,
        payload: { identifyCode: seeded.role.id },
      })
    ).json<CreateInviteResponse>().data.inviteCode;
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/recordings/uploads',
    headers: {
      ...seeded.auth,
      'tus-resumable': '1.0.0',
      'upload-length': '1000',
      'upload-metadata': `filetype ${btoa('video/webm')}`,
    },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return {
    auth: seeded.auth,
    admin: t.admin,
    secret: seeded.unique,
    candidateId: (row as { id: string }).id,
    roleId: seeded.role.id,
    freshInvite: await newInvite(),
    spareInvite: await newInvite(),
    passkey: TEST_PASSKEY,
    uploadUrl: `/api/recordings/uploads/${String(upload.headers.location).split('/').pop()}`,
  };
}

/** The role the roles table edits, and the logo it reads back (the table uploads it again). */
async function seedRoles(t: TestApp) {
  for (const call of [
    { url: '/api/admin/roles', headers: t.admin, payload: { ...ROLE_INPUT, id: SEEDED_ROLE } },
    {
      url: '/api/admin/role-logos',
      headers: { ...t.admin, 'content-type': 'image/png' },
      payload: PNG,
    },
  ]) {
    const response = await t.app.inject({ method: 'POST', ...call });
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  let t: TestApp;
  let s: Seeded;
  let requests = 0;
  // Each request from its own address, so that no rate limit answers in place of the input check.
  const send = (call: Call) =>
    t.app.inject({
      ...call,
      remoteAddress: `10.9.${Math.floor(requests / 250)}.${(requests++ % 250) + 1}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await seed(t);
    await seedRoles(t);
  });
  afterAll(() => t.close());

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
        expect(body).toEqual({ result: false, status: expect.any(String) as string });
        expect(body.status.trim()).not.toBe('');
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

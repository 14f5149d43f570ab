import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '../../../shared/team-texts';
import { mayAccess, type Access, type MemberRole } from '../../../shared/team.schema';
import type { Seeded } from '../../plugins/bad-input.cases';
import {
  documentedRoutes,
  ENDPOINTS,
  routeKey,
  seed,
  seedRoles,
  sender,
  snapshot,
} from '../../plugins/bad-input.fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';

/**
 * What each admin route needs of a member's role. Every route the API reference lists that asks
 * who you are is here, and nothing else (the last test checks both).
 */
const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/admin/me/tokens': 'read',
  'POST /api/admin/me/tokens': 'read',
  'DELETE /api/admin/me/tokens/:id': 'read',
  'GET /api/admin/roles': 'read',
  'POST /api/admin/roles': 'manage',
  'GET /api/admin/roles/overview': 'read',
  'GET /api/admin/role-templates': 'read',
  'GET /api/admin/roles/:id': 'read',
  'PUT /api/admin/roles/:id': 'manage',
  'POST /api/admin/roles/:id/archive': 'manage',
  'POST /api/admin/roles/:id/restore': 'manage',
  'POST /api/admin/role-logos': 'manage',
  'GET /api/admin/roles/export': 'read',
  'GET /api/admin/roles/:id/export': 'read',
  'POST /api/admin/roles/import': 'manage',
  'POST /api/invite-codes/add': 'manage',
  'GET /api/admin/invites': 'read',
  'POST /api/admin/invites/:code/revoke': 'manage',
  'POST /api/admin/invites/:code/extend': 'manage',
  'PATCH /api/admin/invites/:code/extra-time': 'manage',
  'GET /api/admin/candidates': 'read',
  'GET /api/admin/candidates/:id/neighbours': 'read',
  'GET /api/admin/candidates/:id': 'read',
  'PATCH /api/admin/candidates/:id/review': 'review',
  'GET /api/admin/candidates/:id/video': 'read',
  'GET /api/admin/candidates/:id/poster': 'read',
  'GET /api/admin/export/candidates.csv': 'manage',
  // Deleting last: the routes after it would find no candidate.
  'DELETE /api/admin/candidates/:id': 'manage',
};
/** Routes under /api/admin that anyone may call: signing in and out. */
const OPEN_ROUTES = [
  'POST /api/admin/session',
  'GET /api/admin/session',
  'DELETE /api/admin/session',
];
const ROLES: MemberRole[] = ['viewer', 'reviewer', 'admin', 'owner'];

const endpointOf = (route: string) => {
  const endpoint = ENDPOINTS.find((candidate) => routeKey(candidate.route) === routeKey(route));
  if (!endpoint) throw new Error(`${route} is not in the bad-input table`);
  return endpoint;
};

describe.each(testDatabaseKinds())('what each role may do on %s', (kind) => {
  let t: TestApp;
  let s: Seeded;
  let send: ReturnType<typeof sender>;
  const auth = {} as Record<MemberRole, { authorization: string }>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    send = sender(t);
    s = await seed(t);
    await seedRoles(t);
    for (const role of ROLES) auth[role] = (await addTestMember(t.database, role)).auth;
  });
  afterAll(() => t.close());

  // In the table's order: each route is tried by every role, the refused ones first.
  it.each(Object.entries(ROUTE_ACCESS))('%s needs %s', async (route, access) => {
    const endpoint = endpointOf(route);
    for (const role of ROLES) {
      const call = endpoint.valid({ ...s, admin: auth[role] });
      if (mayAccess(role, access)) {
        const response = await send(call);
        expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
        continue;
      }
      const before = await snapshot(t);
      const response = await send(call);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ result: false, status: TEAM_TEXTS.forbidden(role) });
      expect(await snapshot(t), `${role} changed something`).toEqual(before);
    }
  });

  it('the admin passkey acts as the owner', async () => {
    const response = await send(endpointOf('GET /api/admin/export/candidates.csv').valid(s));
    expect(response.statusCode).toBe(200);
  });

  it('a revoked or unknown API token is refused with 401', async () => {
    const created = await send({
      method: 'POST',
      url: '/api/admin/me/tokens',
      headers: auth.reviewer,
      payload: { name: 'Script' },
    });
    const { data } = created.json<{ data: { token: string; item: { id: string } } }>();
    const header = { authorization: `Bearer ${data.token}` };
    expect(
      (await send({ method: 'GET', url: '/api/admin/candidates', headers: header })).statusCode,
    ).toBe(200);
    const revoked = await send({
      method: 'DELETE',
      url: `/api/admin/me/tokens/${data.item.id}`,
      headers: auth.reviewer,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await send({ method: 'GET', url: '/api/admin/candidates', headers: header });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ result: false, status: TEAM_TEXTS.tokenUnknown });
    const unknown = await send({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: { authorization: `Bearer pst_${'A'.repeat(43)}` },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('the table has every route that asks who you are, and no other', async () => {
    const routes = (await documentedRoutes(t)).filter(
      (route) => /^\w+ \/api\/admin\//.test(route) || route === 'POST /api/invite-codes/add',
    );
    const table = [...Object.keys(ROUTE_ACCESS), ...OPEN_ROUTES].map(routeKey);
    expect(table.sort()).toEqual(routes.sort());
  });
});

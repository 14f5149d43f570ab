import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '../../../shared/team-texts';
import { mayAccess, type MemberRole } from '../../../shared/team.schema';
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
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { signInTestMember, UNSLIDING, type SessionHeaders } from '../../test/test-sessions';

/** Every route that asks who you are, with what it needs of the member's role (the table). */
const GUARDED = ENDPOINTS.flatMap((endpoint) =>
  endpoint.access ? [[endpoint.route, endpoint.access, endpoint] as const] : [],
);
/** Routes under /api/admin that anyone may call: signing in and out. */
const OPEN_ROUTES = [
  'POST /api/admin/session',
  'GET /api/admin/session',
  'DELETE /api/admin/session',
  'POST /api/admin/session/password',
  'POST /api/admin/session/passkey/options',
  'POST /api/admin/session/passkey',
];
const ROLES: MemberRole[] = ['viewer', 'reviewer', 'admin', 'owner'];

describe.each(testDatabaseKinds())('what each role may do on %s', (kind) => {
  let s: Seeded;
  let send: ReturnType<typeof sender>;
  /**
   * Each role signed in (a session, as a browser: credentials change only from one, and a new
   * password ends the member's tokens); a role's session is the same whatever the route.
   */
  const auth = {} as Record<MemberRole, SessionHeaders>;

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    send = sender(t);
    s = await seed(t);
    await seedRoles(t);
    for (const role of ROLES) {
      const member = await addTestMember(t.database, role);
      auth[role] = await signInTestMember(t, member.row, UNSLIDING());
    }
  });

  // In the table's order (each valid request leaves the next valid): each route is tried by
  // every role, the refused ones first.
  it.each(GUARDED)('%s needs %s', async (_route, access, endpoint) => {
    for (const role of ROLES) {
      const call = endpoint.valid({ ...s, admin: auth[role], session: auth[role] });
      if (mayAccess(role, access)) {
        const response = await send(call);
        expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
        continue;
      }
      // A token's last use is noted at most once a minute: note it now, not in the refused call.
      await send({ method: 'GET', url: '/api/admin/me/tokens', headers: auth[role] });
      const before = await snapshot(t);
      const response = await send(call);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({
        result: false,
        status: TEAM_TEXTS.forbidden(role),
        code: 'role-forbidden',
      });
      expect(await snapshot(t), `${role} changed something`).toEqual(before);
    }
  });

  it('the admin passkey acts as the owner', async () => {
    const response = await send({ method: 'GET', url: '/api/admin/audit', headers: s.admin });
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
    expect(after.json()).toEqual({
      result: false,
      status: TEAM_TEXTS.tokenUnknown,
      code: 'token-unknown',
    });
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
    const table = [...GUARDED.map(([route]) => route), ...OPEN_ROUTES].map(routeKey);
    expect(table.sort()).toEqual(routes.sort());
  });
});

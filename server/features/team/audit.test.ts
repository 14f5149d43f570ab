import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../shared/audit.schema';
import { candidates } from '../../db/schema';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { insertTestRole } from '../../test/test-roles';
import { createRoleThroughApi, roleInput } from '../../test/test-roles-api';

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  const t = useTestApp(kind);

  const auditLog = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { items: AuditEvent[]; total: number } }>().data;
  };

  it('records a sign-in with the passkey as the owner', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: TEST_PASSKEY },
    });
    expect(signIn.statusCode).toBe(200);
    const { items } = await auditLog();
    expect(items).toEqual([
      expect.objectContaining({
        actorName: 'Owner',
        action: 'sign-in',
        target: 'with the admin passkey',
      }),
    ]);
  });

  it('records who exported the candidates and who deleted one, newest first, by id only', async () => {
    const admin = await addTestMember(t.database, 'admin', 'Dana Admin');
    await registerTestCandidate(t);
    const [candidate] = await t.database.db.select({ id: candidates.id }).from(candidates);
    const id = (candidate as { id: string }).id;

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv?status=new',
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);

    const { items, total } = await auditLog();
    // The third is the invite the candidate registered with.
    expect(total).toBe(3);
    expect(
      items.slice(0, 2).map(({ actorName, memberId, action, target }) => ({
        actorName,
        memberId,
        action,
        target,
      })),
    ).toEqual([
      { actorName: 'Dana Admin', memberId: admin.row.id, action: 'candidate.delete', target: id },
      {
        actorName: 'Dana Admin',
        memberId: admin.row.id,
        action: 'candidates.export',
        target: 'Candidates CSV',
      },
    ]);
    expect(items[1]?.detail).toMatchObject({ filters: { status: 'new' } });
    // The candidate's name went with their data: it is nowhere in the log.
    expect(JSON.stringify(items)).not.toContain('Test Candidate');
    expect(await t.database.db.select().from(candidates).where(eq(candidates.id, id))).toEqual([]);
  });

  it('a refused export or deletion records nothing', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv',
      headers: reviewer.auth,
    });
    expect(csv.statusCode).toBe(403);
    expect((await auditLog()).total).toBe(0);
  });

  const summary = (items: AuditEvent[]) =>
    items.map(({ actorName, action, target }) => ({ actorName, action, target }));

  it('records a single invite, one made with an API token, and who revoked and extended them', async () => {
    const admin = await addTestMember(t.database, 'admin', 'Dana Admin');
    await insertTestRole(t, { id: 'au1' });
    const invite = async (headers: Record<string, string>, payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers,
        payload: { identifyCode: 'au1', ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { inviteCode: string } }>().data.inviteCode;
    };
    const byPasskey = await invite(t.admin, { label: 'Sam Candidate' });
    const byToken = await invite(admin.auth, { email: 'kim@candidate.example' });
    for (const [code, change] of [
      [byPasskey, 'revoke'],
      [byToken, 'extend'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/invites/${code}/${change}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const { items } = await auditLog();
    expect(summary(items)).toEqual([
      {
        actorName: 'Dana Admin',
        action: 'invite.extend',
        target: 'Test role au1: kim@candidate.example',
      },
      { actorName: 'Dana Admin', action: 'invite.revoke', target: 'Test role au1: Sam Candidate' },
      {
        actorName: 'Dana Admin',
        action: 'invite.create',
        target: 'Test role au1: kim@candidate.example',
      },
      { actorName: 'Owner', action: 'invite.create', target: 'Test role au1: Sam Candidate' },
    ]);
    expect(items[2]?.detail).toMatchObject({ code: byToken, via: 'token', sent: false });
    expect(items[3]?.detail).toMatchObject({ code: byPasskey, via: 'passkey' });
    expect(items[0]?.detail).toMatchObject({ code: byToken });
    expect(Date.parse(String(items[0]?.detail.expiresAt))).toBeGreaterThan(Date.now());
  });

  it('records who created, edited, archived, restored and imported roles; an unchanged save records nothing', async () => {
    const admin = await addTestMember(t.database, 'admin', 'Dana Admin');
    const role = await createRoleThroughApi(t);
    const send = async (method: 'PUT' | 'POST', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url, headers: admin.auth, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const edited = roleInput({ title: 'Warehouse Lead (nights)' });
    await send('PUT', `/api/admin/roles/${role.id}`, edited);
    await send('PUT', `/api/admin/roles/${role.id}`, edited);
    await send('POST', `/api/admin/roles/${role.id}/archive`);
    await send('POST', `/api/admin/roles/${role.id}/restore`);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/admin/roles/export',
      headers: admin.auth,
    });
    expect(file.statusCode, file.body).toBe(200);
    const exported = file.json<{ roles: { id: string; title: string }[] }>();
    exported.roles = exported.roles.filter((entry) => entry.id === role.id);
    for (const entry of exported.roles) entry.title = 'Warehouse Lead (days)';
    await send('POST', '/api/admin/roles/import', exported);

    const { items } = await auditLog();
    expect(summary(items)).toEqual([
      { actorName: 'Dana Admin', action: 'roles.import', target: '0 added, 1 updated' },
      { actorName: 'Dana Admin', action: 'role.restore', target: 'Warehouse Lead (nights)' },
      { actorName: 'Dana Admin', action: 'role.archive', target: 'Warehouse Lead (nights)' },
      { actorName: 'Dana Admin', action: 'role.edit', target: 'Warehouse Lead (nights)' },
      { actorName: 'Owner', action: 'role.create', target: 'Warehouse Lead' },
    ]);
    expect(items[3]?.detail).toEqual({ roleId: role.id, version: 2 });
    expect(items[0]?.detail).toEqual({ created: [], updated: [role.id] });
  });

  it('a refused revoke or role edit records nothing', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer');
    const role = await createRoleThroughApi(t);
    const before = (await auditLog()).total;
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites/AAAAAAAAAAAAAAAAAAAAAA/revoke',
      headers: t.admin,
    });
    expect(revoke.statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${role.id}`,
      headers: reviewer.auth,
      payload: roleInput({ title: 'Not allowed' }),
    });
    expect(edit.statusCode).toBe(403);
    expect((await auditLog()).total).toBe(before);
  });
});

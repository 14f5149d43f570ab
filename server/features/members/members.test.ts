import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import type { Team } from '../../../shared/members.schema';
import { adminSessions, apiTokens, memberInvites } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { OWNER_MEMBER_ID } from '../team/owner';

const PASSWORD = 'correct horse battery staple';

describe.each(testDatabaseKinds())('the team and its invites on %s', (kind) => {
  const t = useTestApp(kind);

  const invite = async (role = 'reviewer', headers = t.admin) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/invites',
      headers,
      payload: { name: 'Sam Reviewer', email: 'sam@team.example', role },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { invite: { id: string }; link: string } }>().data;
  };
  const team = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/members', headers: t.admin })).json<{
      data: Team;
    }>().data;
  const join = (link: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/team/join/${link.split('/').pop() ?? ''}`,
      payload,
    });

  it('invites by a one-time link that expires in 7 days, keeping only the SHA-256 of its token', async () => {
    const before = Date.now();
    const { invite: created, link } = await invite();
    expect(link).toMatch(/^http:\/\/[^/]+\/admin\/join\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop() as string;
    const [row] = await t.database.db.select().from(memberInvites);
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 5000);
    expect((await team()).invites.map(({ id }) => id)).toEqual([created.id]);

    const info = await t.app.inject({ method: 'GET', url: `/api/team/join/${token}` });
    expect(info.json()).toMatchObject({
      data: { name: 'Sam Reviewer', role: 'reviewer', invitedBy: 'Owner' },
    });
  });

  it('joining makes the member with the invite role, signs them in, and uses the link once', async () => {
    const { link } = await invite('viewer');
    const joined = await join(link, { name: 'Sam', email: 'Sam@Team.example', password: PASSWORD });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ data: { member: { name: 'Sam', role: 'viewer' } } });
    const cookie = String(joined.headers['set-cookie']).split(';')[0] as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json()).toMatchObject({
      data: { name: 'Sam', email: 'sam@team.example', role: 'viewer', hasPassword: true },
    });

    const again = await join(link, { name: 'Eve', email: 'eve@team.example', password: PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      result: false,
      status: ACCOUNT_TEXTS.inviteUsed,
      code: 'member-invite-used',
    });
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/team/join/${link.split('/').pop()}`,
    });
    expect(info.statusCode).toBe(410);
    expect((await team()).members.map(({ name }) => name)).toEqual(['Owner', 'Sam']);
  });

  it('two people opening one link at once make one member', async () => {
    const { link } = await invite();
    const [first, second] = await Promise.all([
      join(link, { name: 'A', email: 'a@team.example', password: PASSWORD }),
      join(link, { name: 'B', email: 'b@team.example', password: PASSWORD }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 410]);
    expect((await team()).members).toHaveLength(2);
  });

  it('refuses an email that is a member already with 409 and leaves the invite usable', async () => {
    await addTestMember(t.database, 'reviewer', 'Dana');
    const { link } = await invite();
    const taken = await join(link, { name: 'D', email: 'DANA@team.example', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      result: false,
      status: ACCOUNT_TEXTS.emailTaken,
      code: 'email-taken',
    });
    const other = await join(link, { name: 'D', email: 'd2@team.example', password: PASSWORD });
    expect(other.statusCode).toBe(200);
  });

  it('answers 404 for an unknown link, 410 for a revoked or expired one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/team/join/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const { invite: revokedInvite, link } = await invite();
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/invites/${revokedInvite.id}`,
      headers: t.admin,
    });
    expect(revoked.statusCode).toBe(200);
    const afterRevoke = await join(link, {
      name: 'S',
      email: 's@team.example',
      password: PASSWORD,
    });
    expect(afterRevoke.json()).toEqual({
      result: false,
      status: ACCOUNT_TEXTS.inviteRevoked,
      code: 'member-invite-revoked',
    });
    expect((await team()).invites).toEqual([]);

    const { invite: old, link: oldLink } = await invite();
    await t.database.db
      .update(memberInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvites.id, old.id));
    const expired = await join(oldLink, { name: 'S', email: 's@team.example', password: PASSWORD });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      result: false,
      status: ACCOUNT_TEXTS.inviteExpired,
      code: 'member-invite-expired',
    });
  });

  it('removing a member ends their sessions and API tokens at once', async () => {
    const { link } = await invite();
    const joined = await join(link, { name: 'Sam', email: 'sam@team.example', password: PASSWORD });
    const cookie = String(joined.headers['set-cookie']).split(';')[0] as string;
    const id = joined.json<{ data: { member: { id: string } } }>().data.member.id;
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/tokens',
      headers: { cookie },
      payload: { name: 'Script' },
    });
    const bearer = {
      authorization: `Bearer ${token.json<{ data: { token: string } }>().data.token}`,
    };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/candidates', headers: bearer }))
        .statusCode,
    ).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${id}`,
      headers: t.admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const headers of [{ cookie }, bearer]) {
      const after = await t.app.inject({ method: 'GET', url: '/api/admin/candidates', headers });
      expect(after.statusCode).toBe(401);
    }
    expect(
      await t.database.db.select().from(adminSessions).where(eq(adminSessions.memberId, id)),
    ).toEqual([]);
    const tokens = await t.database.db.select().from(apiTokens).where(eq(apiTokens.memberId, id));
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/password',
      payload: { email: 'sam@team.example', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await team()).members.find((member) => member.id === id)?.removedAt).not.toBeNull();
  });

  it('changes a role, and the new role applies to the next request', async () => {
    const member = await addTestMember(t.database, 'reviewer');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${member.row.id}`,
      headers: t.admin,
      payload: { role: 'admin' },
    });
    expect(changed.statusCode).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv',
      headers: member.auth,
    });
    expect(csv.statusCode).toBe(200);
  });

  it('never changes or removes the built-in owner or oneself', async () => {
    const other = await addTestMember(t.database, 'owner', 'Olive Owner');
    const cases = [
      { headers: other.auth, id: OWNER_MEMBER_ID, status: ACCOUNT_TEXTS.notTheBuiltInOwner },
      { headers: other.auth, id: other.row.id, status: ACCOUNT_TEXTS.notYourself },
    ];
    for (const { headers, id, status } of cases) {
      for (const call of [
        { method: 'PATCH' as const, payload: { role: 'viewer' } },
        { method: 'DELETE' as const },
      ]) {
        const response = await t.app.inject({
          ...call,
          url: `/api/admin/members/${id}`,
          headers,
        });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          result: false,
          status,
          code: expect.any(String) as string,
        });
      }
    }
    const rows = await team();
    expect(rows.members.filter((member) => member.role === 'owner')).toHaveLength(2);
  });

  it('records invites, joins, role changes and removals in the audit log', async () => {
    const { link } = await invite();
    const joined = await join(link, { name: 'Sam', email: 'sam@team.example', password: PASSWORD });
    const id = joined.json<{ data: { member: { id: string } } }>().data.member.id;
    for (const call of [
      { method: 'PATCH' as const, payload: { role: 'viewer' } },
      { method: 'DELETE' as const },
    ]) {
      await t.app.inject({ ...call, url: `/api/admin/members/${id}`, headers: t.admin });
    }
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: t.admin });
    const actions = audit
      .json<{ data: { items: { action: string; actorName: string }[] } }>()
      .data.items.map(({ action, actorName }) => `${actorName}: ${action}`);
    expect(actions).toEqual([
      'Owner: member.remove',
      'Owner: member.role',
      'Sam: member.join',
      'Owner: member.invite',
    ]);
  });
});

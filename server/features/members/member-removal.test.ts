import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Team } from '../../../shared/members.schema';
import type { Share } from '../../../shared/shares.schema';
import { adminDevices, members } from '../../db/schema';
import type { ApiFailure } from '../../test/api-bodies';
import { TEST_PASSWORD_COST, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';
import { PasswordHasher } from '../accounts/password';
import { DEVICE_COOKIE } from '../admin-auth/passkey-throttle.service';
import { createTestShare } from '../shares/shares-test-support';

const PASSWORD = 'correct horse battery staple';

/** Ending a member ends every way in they made or hold (docs/team.md, "Removing a member"). */
describe.each(testDatabaseKinds())('what a removed member leaves behind on %s', (kind) => {
  const t = useTestApp(kind);

  const joinLink = async (by: TestMember, role = 'owner') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/invites',
      headers: by.auth,
      payload: { name: 'Olivia Again', email: 'olivia.again@team.example', role },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { link: string } }>().data.link.split('/').pop() as string;
  };
  const joinInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/team/join/${token}` });
  const join = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/team/join/${token}`,
      payload: { name: 'Olivia Again', email: 'olivia.again@team.example', password: PASSWORD },
    });
  const team = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/members', headers: t.admin })).json<{
      data: Team;
    }>().data;
  const shares = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/shares', headers: t.admin })).json<{
      data: { items: Share[] };
    }>().data.items;
  const visit = (token: string) => t.app.inject({ method: 'GET', url: `/api/shares/${token}` });
  const remove = async (member: TestMember) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${member.row.id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('shows who made each join link and each share', async () => {
    const olivia = await addTestMember(t.database, 'owner', 'Olivia');
    await joinLink(olivia);
    await createTestShare(t, { filter: {} }, olivia.auth);
    await createTestShare(t, { filter: {}, label: 'From the owner' });
    expect((await team()).invites.map((invite) => invite.createdBy)).toEqual(['Olivia']);
    expect((await shares()).map((share) => [share.label, share.createdBy])).toEqual([
      ['From the owner', 'Owner'],
      ['For the hiring manager', 'Olivia'],
    ]);
  });

  it('ends the join links a removed owner made: she cannot rejoin as owner with her own link', async () => {
    const olivia = await addTestMember(t.database, 'owner', 'Olivia');
    const token = await joinLink(olivia);
    expect((await joinInfo(token)).statusCode).toBe(200);
    await remove(olivia);

    const info = await joinInfo(token);
    expect(info.statusCode).toBe(410);
    expect(info.json<ApiFailure>()).toMatchObject({ result: false, code: 'member-invite-revoked' });
    const rejoin = await join(token);
    expect(rejoin.statusCode).toBe(410);
    expect(rejoin.headers['set-cookie']).toBeUndefined();
    expect((await team()).invites).toEqual([]);
    expect((await team()).members.map((member) => member.name)).not.toContain('Olivia Again');
  });

  it('ends the share links a removed member made: visitors are refused and the list says revoked', async () => {
    const olivia = await addTestMember(t.database, 'admin', 'Olivia');
    const { token } = await createTestShare(t, { filter: {} }, olivia.auth);
    const other = await createTestShare(t, { filter: {}, label: 'From the owner' });
    expect((await visit(token)).statusCode).toBe(200);
    await remove(olivia);

    const refused = await visit(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json<ApiFailure>()).toMatchObject({ result: false, code: 'share-revoked' });
    const states = Object.fromEntries((await shares()).map((share) => [share.label, share.state]));
    expect(states).toEqual({ 'For the hiring manager': 'revoked', 'From the owner': 'active' });
    // Someone else's share goes on.
    expect((await visit(other.token)).statusCode).toBe(200);
  });

  it('forgets the browsers a removed member signed in with', async () => {
    const olivia = await addTestMember(t.database, 'reviewer', 'Olivia');
    const hash = await new PasswordHasher(TEST_PASSWORD_COST).hash(PASSWORD);
    await t.database.db
      .update(members)
      .set({ passwordHash: hash })
      .where(eq(members.id, olivia.row.id));
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/password',
      payload: { email: 'olivia@team.example', password: PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toContain(`${DEVICE_COOKIE}=`);
    const devices = () =>
      t.database.db.select().from(adminDevices).where(eq(adminDevices.memberId, olivia.row.id));
    expect(await devices()).toHaveLength(1);
    await remove(olivia);
    expect(await devices()).toEqual([]);
  });

  it('does not open a link whose maker an earlier release removed without ending it', async () => {
    const olivia = await addTestMember(t.database, 'owner', 'Olivia');
    const invite = await joinLink(olivia);
    const { token } = await createTestShare(t, { filter: {} }, olivia.auth);
    // As a removal before this release left them: the member marked removed, the links open.
    await t.database.db
      .update(members)
      .set({ removedAt: new Date() })
      .where(eq(members.id, olivia.row.id));

    expect((await joinInfo(invite)).statusCode).toBe(410);
    expect((await join(invite)).statusCode).toBe(410);
    expect((await team()).invites).toEqual([]);
    expect((await visit(token)).statusCode).toBe(410);
  });
});

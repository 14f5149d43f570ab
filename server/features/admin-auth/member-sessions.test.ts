import { describe, expect, it } from 'vitest';
import type { MemberSession } from '../../../shared/member-sessions.schema';
import { TEAM_TEXTS } from '../../../shared/team-texts';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addSignedInMember, signInTestMember, signInTestOwner } from '../../test/test-sessions';
import { OWNER_MEMBER_ID } from '../team/owner';

describe.each(testDatabaseKinds())('the owner sees and ends members’ sessions on %s', (kind) => {
  const t = useTestApp(kind);
  const sessionsUrl = (memberId: string) => `/api/admin/members/${memberId}/sessions`;
  const list = async (memberId: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: sessionsUrl(memberId), headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MemberSession[] }>().data;
  };
  const end = (memberId: string, sessionId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `${sessionsUrl(memberId)}/${sessionId}`, headers });
  const canRead = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/candidates', headers })).statusCode;

  it('lists a member’s sessions, newest first, and ends the one chosen', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const sam = await addSignedInMember(t, 'reviewer', 'Sam');
    const oldLaptop = await signInTestMember(t, sam.row, hourAgo);
    const owner = await signInTestOwner(t);

    const sessions = await list(sam.row.id, owner);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([false, false]);
    const [newest, laptop] = sessions as [MemberSession, MemberSession];
    expect(laptop.signedInAt).toBe(hourAgo.toISOString());
    expect(Date.parse(newest.signedInAt)).toBeGreaterThan(hourAgo.getTime());
    expect(Date.parse(newest.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(newest.signedInAt));
    // Neither the token nor its hash goes out.
    expect(laptop.id).toMatch(/^[0-9a-f]{32}$/);
    expect(oldLaptop.cookie).not.toContain(laptop.id);
    // The owner's own list marks the browser asking.
    expect((await list(OWNER_MEMBER_ID, owner)).map((s) => s.current)).toEqual([true]);

    const ended = await end(sam.row.id, laptop.id, owner);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ result: true, status: TEAM_TEXTS.sessionEnded });
    expect(await canRead(oldLaptop)).toBe(401);
    expect(await canRead(sam.auth)).toBe(200);
    expect((await list(sam.row.id, owner)).map((s) => s.id)).toEqual([newest.id]);

    const again = await end(sam.row.id, laptop.id, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      result: false,
      status: TEAM_TEXTS.sessionMissing,
      code: 'session-missing',
    });
  });

  it('is the owner’s alone, and ending one needs a signed-in session', async () => {
    const sam = await addSignedInMember(t, 'admin', 'Sam');
    const owner = await signInTestOwner(t);
    const [session] = await list(sam.row.id, owner);

    const byAdmin = await t.app.inject({
      method: 'GET',
      url: sessionsUrl(OWNER_MEMBER_ID),
      headers: sam.auth,
    });
    expect(byAdmin.statusCode).toBe(403);
    const byPasskey = await end(sam.row.id, session?.id ?? '', t.admin);
    expect(byPasskey.statusCode).toBe(403);
    expect(byPasskey.json()).toMatchObject({ code: 'session-only' });
    expect(await canRead(sam.auth)).toBe(200);
  });
});

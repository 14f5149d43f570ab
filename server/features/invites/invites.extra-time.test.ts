import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateInviteResponse, ExtraTime } from '../../../shared/invites.schema';
import type { Role } from '../../../shared/roles.schema';
import { candidates, invites } from '../../db/schema';
import type { ApiFailure, InviteBody, InviteListBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { firstRole, registrationPayload } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { addRoleVersion } from '../../test/test-role-versions';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_CODE = 'abc' + 'x'.repeat(19);
const SHAPE_TEXT =
  'Extra time is a share of the time limit ({"percent": 25}) or a number of minutes ({"minutes": 15}).';

describe.each(testDatabaseKinds())('extra time for one candidate on %s', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = await firstRole(t);
  });

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/invite-codes/add', headers: t.admin, payload });
  async function addInvite(extraTime?: ExtraTime | null): Promise<string> {
    const response = await create({ identifyCode: role.id, extraTime });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreateInviteResponse>().data.inviteCode;
  }
  const setExtraTime = (
    code: string,
    payload: unknown,
    headers: Record<string, string> = t.admin,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/invites/${code}/extra-time`,
      headers,
      payload: payload as object,
    });
  const stored = async (code: string) =>
    (await t.database.db.select().from(invites).where(eq(invites.code, code)))[0];
  const register = async (code: string, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: registrationPayload(code, { email }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const complete = (code: string) =>
    t.database.db
      .update(candidates)
      .set({ completedAt: new Date(), step: 'complete' })
      .where(eq(candidates.inviteCode, code));
  const expire = (code: string) =>
    t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(invites.code, code));
  const revoke = (code: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/invites/${code}/revoke`, headers: t.admin });
  const listed = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: t.admin }))
      .json<InviteListBody>()
      .data.items.find((item) => item.code === code);

  describe('when the invite is created', () => {
    it.each<[ExtraTime | null | undefined, ExtraTime | null]>([
      [{ percent: 25 }, { percent: 25 }],
      [{ minutes: 15 }, { minutes: 15 }],
      [null, null],
      [undefined, null],
    ])('keeps %j and answers it with the role version it asks', async (sent, kept) => {
      const response = await create({ identifyCode: role.id, extraTime: sent });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<CreateInviteResponse>();
      expect(data.extraTime).toEqual(kept);
      expect(data.role).toEqual({ id: role.id, title: role.role, version: role.version });
      expect((await stored(data.inviteCode))?.extraTime).toEqual(kept);
      expect(await listed(data.inviteCode)).toMatchObject({
        extraTime: kept,
        roleVersion: role.version,
        role: { id: role.id, title: role.role },
      });
    });

    it('says which version each invite asks once the role has a newer one', async () => {
      const before = await addInvite();
      const version = await addRoleVersion(t, role.id, { settings: { answerMinutes: 10 } });
      const response = await create({ identifyCode: role.id });
      const { data } = response.json<CreateInviteResponse>();
      expect(data.role.version).toBe(version);
      expect(version).toBe(role.version + 1);
      expect((await listed(data.inviteCode))?.roleVersion).toBe(version);
      expect((await listed(before))?.roleVersion).toBe(role.version);
    });

    it.each<[string, unknown, string]>([
      ['0 %', { percent: 0 }, 'Extra time is at least 1 %.'],
      ['201 %', { percent: 201 }, 'Extra time is at most 200 %.'],
      ['0 minutes', { minutes: 0 }, 'Extra time is at least 1 minute.'],
      ['601 minutes', { minutes: 601 }, 'Extra time is at most 600 minutes.'],
      ['2.5 %', { percent: 2.5 }, SHAPE_TEXT],
      ['hours', { hours: 1 }, SHAPE_TEXT],
      ['both a share and minutes', { percent: 10, minutes: 5 }, SHAPE_TEXT],
      ['text', '25 %', SHAPE_TEXT],
    ])('refuses %s with 400 and makes no invite', async (_name, extraTime, status) => {
      const response = await create({ identifyCode: role.id, extraTime });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: false,
        status,
        code: expect.any(String) as string,
      });
      expect(await t.database.db.select().from(invites)).toEqual([]);
    });
  });

  describe('PATCH /api/admin/invites/:code/extra-time', () => {
    it('sets, changes and removes it on an unused invite, and changes nothing else', async () => {
      const code = await addInvite();
      const before = await stored(code);

      const set = await setExtraTime(code, { extraTime: { percent: 25 } });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<InviteBody>()).toMatchObject({
        result: true,
        status: 'Extra time saved.',
        data: { code, state: 'live', extraTime: { percent: 25 }, roleVersion: role.version },
      });
      expect(await stored(code)).toEqual({ ...before, extraTime: { percent: 25 } });

      const changed = await setExtraTime(code, { extraTime: { minutes: 15 } });
      expect(changed.json<InviteBody>().data.extraTime).toEqual({ minutes: 15 });
      expect((await listed(code))?.extraTime).toEqual({ minutes: 15 });

      const removed = await setExtraTime(code, { extraTime: null });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<InviteBody>()).toMatchObject({
        status: 'Extra time removed.',
        data: { extraTime: null },
      });
      expect(await stored(code)).toEqual(before);
    });

    it('changes it while the candidate is still answering, even after the link expired', async () => {
      const code = await addInvite({ percent: 25 });
      await register(code, 'answering@test.example');
      const response = await setExtraTime(code, { extraTime: { percent: 50 } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<InviteBody>().data).toMatchObject({
        state: 'used',
        extraTime: { percent: 50 },
        candidate: { email: 'answering@test.example', completedAt: null },
      });
      // The link's expiry stops new registrations, not a candidate who is already answering.
      await expire(code);
      expect((await setExtraTime(code, { extraTime: { minutes: 5 } })).statusCode).toBe(200);
      expect((await stored(code))?.extraTime).toEqual({ minutes: 5 });
    });

    it.each<[string, (code: string) => Promise<unknown>, string]>([
      [
        'a completed candidate',
        async (code) => {
          await register(code, 'done@test.example');
          await complete(code);
        },
        'The candidate has completed the assessment: their extra time can no longer be changed.',
      ],
      [
        'a revoked invite',
        (code) => revoke(code),
        'This invite was revoked: its extra time can no longer be changed.',
      ],
      [
        'a revoked invite whose candidate was answering',
        async (code) => {
          await register(code, 'gone@test.example');
          await revoke(code);
        },
        'This invite was revoked: its extra time can no longer be changed.',
      ],
      [
        'an expired unused invite',
        (code) => expire(code),
        'This invite has expired: extend it first, then change its extra time.',
      ],
    ])('refuses %s with 409 and a clear text, changing nothing', async (_name, arrange, status) => {
      const code = await addInvite({ percent: 25 });
      await arrange(code);
      const before = await stored(code);
      const completedAt = (await listed(code))?.candidate?.completedAt;
      if (status.includes('completed')) expect(completedAt).toEqual(expect.any(String));
      for (const extraTime of [{ percent: 50 }, null]) {
        const response = await setExtraTime(code, { extraTime });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          result: false,
          status,
          code: expect.any(String) as string,
        });
      }
      expect(await stored(code)).toEqual(before);
    });

    it('answers 404 for an unknown invite and 400 for a malformed code', async () => {
      const unknown = await setExtraTime(UNKNOWN_CODE, { extraTime: { percent: 25 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        result: false,
        status: 'There is no such invite.',
        code: 'invite-missing',
      });
      const malformed = await setExtraTime('short', { extraTime: { percent: 25 } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ApiFailure>().result).toBe(false);
    });

    it.each<[string, unknown, string]>([
      ['no extraTime at all', {}, SHAPE_TEXT],
      ['0 %', { extraTime: { percent: 0 } }, 'Extra time is at least 1 %.'],
      ['201 %', { extraTime: { percent: 201 } }, 'Extra time is at most 200 %.'],
      ['601 minutes', { extraTime: { minutes: 601 } }, 'Extra time is at most 600 minutes.'],
      ['a share as text', { extraTime: { percent: '25' } }, SHAPE_TEXT],
      ['1.5 minutes', { extraTime: { minutes: 1.5 } }, SHAPE_TEXT],
      ['both a share and minutes', { extraTime: { percent: 10, minutes: 5 } }, SHAPE_TEXT],
      ['a list', [{ percent: 25 }], 'The request body must be a JSON object.'],
    ])('refuses %s with 400 in the one shape, changing nothing', async (_name, payload, status) => {
      const code = await addInvite({ minutes: 10 });
      const before = await stored(code);
      const response = await setExtraTime(code, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: false,
        status,
        code: expect.any(String) as string,
      });
      expect(await stored(code)).toEqual(before);
    });

    it('refuses a form body with 415 and no passkey with 401, changing nothing', async () => {
      const code = await addInvite({ minutes: 10 });
      const before = await stored(code);
      const form = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/invites/${code}/extra-time`,
        headers: { ...t.admin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'extraTime=25',
      });
      expect(form.statusCode).toBe(415);
      expect(form.json<ApiFailure>().result).toBe(false);
      for (const headers of [{}, { authorization: 'Bearer not-the-passkey' }] as Record<
        string,
        string
      >[]) {
        const response = await setExtraTime(code, { extraTime: { percent: 50 } }, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json<ApiFailure>().result).toBe(false);
      }
      expect(await stored(code)).toEqual(before);
    });
  });
});

import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeInviteCode } from '../../../shared/invite-codec';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { Role } from '../../../shared/roles.schema';
import { InvitePublicViewSchema } from '../../../shared/invite-view.schema';
import { ANSWER_TYPES } from '../../../shared/question-forms.schema';
import { invites } from '../../db/schema';
import type { ApiFailure, InvitePublicViewBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { insertTestRole, inviteToRole } from '../../test/test-roles';
import { testDatabaseKinds } from '../../test/test-databases';

describe.each(testDatabaseKinds())('invites on %s', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = await firstRole(t);
  });

  const addInvite = (payload: unknown, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers,
      payload: payload as object,
    });
  const storedInvites = async () =>
    (await t.database.db.select({ n: count() }).from(invites))[0]?.n;

  it('creates a 22-character invite that decodes to the role and lives for 7 days', async () => {
    const before = Date.now();
    const response = await addInvite({ identifyCode: role.id });
    expect(response.statusCode).toBe(200);
    const body = response.json<CreateInviteResponse>();
    expect(body.result).toBe(true);
    expect(typeof body.status).toBe('string');
    expect(body.data.inviteCode).toHaveLength(22);
    expect(decodeInviteCode(body.data.inviteCode)).toBe(role.id);
    expect(body.data.inviteUrl).toMatch(new RegExp(`/invite/${body.data.inviteCode}$`));
    const lifetime = Date.parse(body.data.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);
    expect(await storedInvites()).toBe(1);
  });

  it('lower-cases the identify code and makes a new code every time', async () => {
    const first = (
      await addInvite({ identifyCode: role.id.toUpperCase() })
    ).json<CreateInviteResponse>();
    const second = (await addInvite({ identifyCode: role.id })).json<CreateInviteResponse>();
    expect(decodeInviteCode(first.data.inviteCode)).toBe(role.id);
    expect(first.data.inviteCode).not.toBe(second.data.inviteCode);
    expect(await storedInvites()).toBe(2);
  });

  it('refuses a missing passkey with 401 and writes nothing', async () => {
    const response = await addInvite({ identifyCode: role.id }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      result: false,
      status: 'Please enter the admin passkey.',
      code: 'sign-in-needed',
    });
    expect(await storedInvites()).toBe(0);
  });

  it('asks for the passkey before judging the body: 401, not 400, without either', async () => {
    const response = await addInvite({ identifyCode: 42 }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      result: false,
      status: 'Please enter the admin passkey.',
      code: 'sign-in-needed',
    });
  });

  it('refuses a wrong passkey with 401 and writes nothing', async () => {
    const response = await addInvite(
      { identifyCode: role.id },
      { authorization: 'Bearer not-the-passkey' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      result: false,
      status: 'The admin passkey is not correct.',
      code: 'passkey-wrong',
    });
    expect(await storedInvites()).toBe(0);
  });

  it('answers 404 naming the code when no role has it', async () => {
    const response = await addInvite({ identifyCode: 'zz9' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      result: false,
      status: 'No role has the identify code "zz9".',
      code: 'role-missing',
    });
    expect(await storedInvites()).toBe(0);
  });

  it.each([
    [{ identifyCode: 'abcdefghijk' }, 'Identify code must be less than 10 characters.'],
    [{ identifyCode: '' }, 'Please enter an identify code.'],
    [{ identifyCode: '   ' }, 'Please enter an identify code.'],
    [{}, 'Please enter an identify code.'],
    [{ identifyCode: 42 }, 'Please enter an identify code.'],
    [{ identifyCode: 'a-b' }, 'Identify code may contain letters and numbers only.'],
    [[1, 2], 'The request body must be a JSON object.'],
  ])('refuses the body %j with 400 and writes nothing', async (payload, status) => {
    const response = await addInvite(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: false, status, code: expect.any(String) as string });
    expect(await storedInvites()).toBe(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: { ...t.admin, 'content-type': 'application/json' },
      payload: '{"identifyCode":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: false,
      status: 'The request body is not valid JSON.',
      code: 'invalid-json',
    });
    expect(await storedInvites()).toBe(0);
  });

  it('shows the public view of a live invite without its questions', async () => {
    const code = (await addInvite({ identifyCode: role.id })).json<CreateInviteResponse>().data
      .inviteCode;
    const response = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<InvitePublicViewBody>();
    expect(data).toMatchObject({
      inviteCode: code,
      role: role.role,
      company: { name: role.company.name, url: role.company.url },
      maxMinutes: '20mins',
      questionCount: 3,
    });
    expect(JSON.stringify(data)).not.toContain(role.questions[0]);
    // The catalogue's roles ask three written answers, on any device.
    expect(data).toMatchObject({
      answerTypes: ['written', 'written', 'written'],
      requireComputer: false,
    });
    // This server has no mail: the notice promises none.
    expect(data.privacy.mailOn).toBe(false);
  });

  it("says each question's answer type and whether the team asks for a computer", async () => {
    const roleId = await insertTestRole(t, {
      id: 'pc1',
      settings: { requireComputer: true },
      questions: [
        { text: 'Tell us on video.', answer: { type: 'video', maxSeconds: 60, takes: null } },
        {
          text: 'Pick one.',
          answer: { type: 'choice', multiple: false, options: ['A', 'B'], preferred: [1] },
          required: false,
        },
        { text: 'Your CV.', answer: { type: 'file', maxMegabytes: 5 } },
      ],
    });
    const code = await inviteToRole(t, roleId);
    const response = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<InvitePublicViewBody>();
    expect(data).toMatchObject({
      answerTypes: ['video', 'choice', 'file'],
      requireComputer: true,
      questionCount: 3,
    });
    // The team's preferred option is never shown before (or after) registering.
    expect(JSON.stringify(data)).not.toContain('preferred');
  });

  it('lists in the public view exactly the answer types a role can ask', () => {
    const listed = InvitePublicViewSchema.shape.data.shape.answerTypes._zod.def.element._zod.def;
    expect(Object.values(listed.entries)).toEqual([...ANSWER_TYPES]);
  });

  it('answers 404 for a code that was never issued, even one that decodes', async () => {
    const forged = `${role.id}${'x'.repeat(18)}0`;
    for (const code of [forged, 'short', 'x'.repeat(22)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiFailure>().result).toBe(false);
    }
  });

  it('answers 410 for an expired invite', async () => {
    const code = (await addInvite({ identifyCode: role.id })).json<CreateInviteResponse>().data
      .inviteCode;
    await t.database.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      result: false,
      status: 'This invite has expired. Please ask the hiring team for a new link.',
      code: 'invite-expired',
    });
  });

  it('answers 410 for a withdrawn invite', async () => {
    const code = (await addInvite({ identifyCode: role.id })).json<CreateInviteResponse>().data
      .inviteCode;
    await t.database.db.update(invites).set({ revokedAt: new Date() });
    const response = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
    expect(response.statusCode).toBe(410);
    expect(response.json<ApiFailure>().status).toMatch(/withdrawn/);
  });
});

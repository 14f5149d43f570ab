import { describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { RegistrationResponse } from '../../../shared/registration.schema';
import type { AssessmentStateBody, InvitePublicViewBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registrationPayload } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { createRoleThroughApi, roleInput } from '../../test/test-roles-api';

/**
 * The snapshot rule at the API: an invite asks the role as it was when the invite was
 * made; editing the role changes only what new invites ask.
 */
describe.each(testDatabaseKinds())('an invite keeps its version of the role on %s', (kind) => {
  const t = useTestApp(kind, {}, { resetBeforeEach: false });

  const invite = async (roleId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: roleId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreateInviteResponse>().data.inviteCode;
  };
  const inviteView = async (code: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/invites/${code}` })
    ).json<InvitePublicViewBody>().data;
  const register = async (code: string, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: registrationPayload(code, { email }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json<RegistrationResponse>().unique}` };
  };
  const assessmentRole = async (auth: { authorization: string }) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth })
    ).json<AssessmentStateBody>().data.role;

  it('editing a role after inviting changes nothing for invited and started candidates', async () => {
    const role = await createRoleThroughApi(t, { ...roleInput(), id: 'sn1' });
    const unused = await invite(role.id);
    const started = await invite(role.id);
    const candidate = await register(started, 'started@test.example');

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${role.id}`,
      headers: t.admin,
      payload: roleInput({
        title: 'Warehouse Director',
        questions: [
          { text: 'A new first question?', guidance: '' },
          { text: 'A new second question?', guidance: '' },
          { text: 'A third question?', guidance: '' },
        ],
        settings: { ...roleInput().settings, answerMinutes: 45 },
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expect(await inviteView(unused)).toMatchObject({
      role: 'Warehouse Lead',
      maxMinutes: '20mins',
      questionCount: 2,
    });
    expect(await assessmentRole(candidate)).toMatchObject({
      title: 'Warehouse Lead',
      maxMinutes: '20mins',
      questions: ['Tell us about a shift you ran.', 'How do you plan the week?'],
    });
    // The unused invite, registered only now, still asks its version.
    const late = await register(unused, 'late@test.example');
    expect((await assessmentRole(late)).questions).toEqual([
      'Tell us about a shift you ran.',
      'How do you plan the week?',
    ]);

    const fresh = await invite(role.id);
    expect(await inviteView(fresh)).toMatchObject({
      role: 'Warehouse Director',
      maxMinutes: '45mins',
      questionCount: 3,
    });
    const newcomer = await register(fresh, 'new@test.example');
    expect(await assessmentRole(newcomer)).toMatchObject({
      title: 'Warehouse Director',
      maxMinutes: '45mins',
      questions: ['A new first question?', 'A new second question?', 'A third question?'],
    });
  });

  it('an archived role takes no new invites and leaves its invited candidates as they are', async () => {
    const role = await createRoleThroughApi(t, { ...roleInput(), id: 'ar1' });
    const before = await invite(role.id);
    const candidate = await register(await invite(role.id), 'archived@test.example');

    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/admin/roles/${role.id}/archive`,
      headers: t.admin,
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.json()).toMatchObject({
      result: true,
      status: 'Role archived: it takes no new invites. Invited candidates are not affected.',
      data: { id: 'ar1', archived: true, liveInvites: 1, candidates: 1 },
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin });
    expect(listed.json<{ id: string }[]>().map((row) => row.id)).not.toContain('ar1');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: role.id },
    });
    expect(refused.statusCode).toBe(409);
    expect((await inviteView(before)).role).toBe('Warehouse Lead');
    expect((await assessmentRole(candidate)).questions).toHaveLength(2);

    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/admin/roles/${role.id}/restore`,
      headers: t.admin,
    });
    expect(restore.statusCode).toBe(200);
    expect(restore.json()).toMatchObject({
      status: 'Role restored: it takes new invites again.',
      data: { id: 'ar1', archived: false },
    });
    const relisted = await t.app.inject({
      method: 'GET',
      url: '/api/admin/roles',
      headers: t.admin,
    });
    expect(relisted.json<{ id: string }[]>().map((row) => row.id)).toContain('ar1');
    await invite(role.id);
  });
});

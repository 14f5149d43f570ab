import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../test/api-bodies';
import {
  RoleChangeResponseSchema,
  RoleDetailResponseSchema,
  RoleListSchema,
  RoleOverviewListResponseSchema,
  RoleTemplateListResponseSchema,
  type RoleDetail,
} from '../../../shared/roles.schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { createRoleThroughApi, roleInput, roleTablesDigest } from '../../test/test-roles-api';

describe.each(testDatabaseKinds())('editing roles on %s', (kind) => {
  const t = useTestApp(kind);

  const detail = async (id: string): Promise<RoleDetail> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/roles/${id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return RoleDetailResponseSchema.parse(response.json()).data;
  };
  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/roles/${id}`, headers: t.admin, payload });
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/roles', headers: t.admin, payload });

  it('creates a role with the id asked for, as version 1 made by the admin', async () => {
    const response = await post({ ...roleInput(), id: 'wh1' });
    expect(response.statusCode, response.body).toBe(201);
    const body = RoleChangeResponseSchema.parse(response.json());
    expect(body.status).toBe('Role created.');
    expect(body.data).toMatchObject({
      id: 'wh1',
      role: 'Warehouse Lead',
      company: { name: 'Northwind Logistics', url: 'https://northwind.test.example' },
      questions: ['Tell us about a shift you ran.', 'How do you plan the week?'],
      guidance: ['Two or three sentences.', ''],
      maxMinutes: '20mins',
      version: 1,
      archived: false,
      input: roleInput(),
    });
    expect(body.data.versions).toEqual([
      { version: 1, createdAt: expect.any(String) as string, createdBy: 'Owner' },
    ]);
    // Without a logo: the company's monogram, the same colour for the same name.
    expect(body.data.company.logo).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(body.data.company.logo)).toContain('>NL</text>');
    const again = await createRoleThroughApi(t, { ...roleInput(), id: 'wh2' });
    expect(again.company.logo).toBe(body.data.company.logo);
    expect(await detail('wh1')).toEqual(body.data);
  });

  it('generates a random id that clashes with no role when none is given', async () => {
    const existing = new Set(
      RoleListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })).json(),
      ).map((role) => role.id),
    );
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push((await createRoleThroughApi(t)).id);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]{3}$/);
      expect(existing.has(id)).toBe(false);
    }
    expect(new Set(ids).size).toBe(5);
  });

  it('refuses an id already taken with 409 naming its role, and changes nothing', async () => {
    await createRoleThroughApi(t, { ...roleInput({ title: 'Night Picker' }), id: 'np1' });
    const before = await roleTablesDigest(t);
    const response = await post({ ...roleInput({ title: 'Someone else' }), id: 'np1' });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiFailure>()).toEqual({
      result: false,
      status: 'That identify code is already taken by "Night Picker".',
      code: 'role-id-taken',
    });
    expect(await roleTablesDigest(t)).toEqual(before);
  });

  it.each([
    [
      '11 questions',
      roleInput({
        questions: Array.from({ length: 11 }, (_, i) => ({ text: `Q${i}`, guidance: '' })),
      }),
      'A role asks at most 10 questions.',
    ],
    ['no question', roleInput({ questions: [] }), 'A role asks at least 1 question.'],
    [
      'a time limit of -5',
      roleInput({ settings: { ...roleInput().settings, answerMinutes: -5 } }),
      'The time limit is at least 1 minute.',
    ],
    [
      'a video of 11 minutes',
      roleInput({
        settings: {
          ...roleInput().settings,
          video: { enabled: true, maxSeconds: 660, takes: null },
        },
      }),
      'A video is at most 10 minutes long.',
    ],
    [
      '6 takes',
      roleInput({
        settings: { ...roleInput().settings, video: { enabled: true, maxSeconds: 180, takes: 6 } },
      }),
      'A candidate has at most 5 takes, or unlimited.',
    ],
    [
      'a negative thinking time',
      roleInput({ settings: { ...roleInput().settings, thinkingSeconds: -1 } }),
      'The thinking time cannot be negative.',
    ],
    ['an empty title', roleInput({ title: '  ' }), 'Please give the role a title.'],
    [
      'a website that is not http(s)',
      roleInput({ company: { name: 'A', url: 'javascript:alert(1)', logoId: null } }),
      'The company website must be a full address starting with https://.',
    ],
    [
      'a logo never uploaded',
      roleInput({ company: { name: 'A', url: '', logoId: 'a'.repeat(64) } }),
      'This logo is not one uploaded here. Please upload it again.',
    ],
    [
      'an id of 4 characters',
      { ...roleInput(), id: 'abcd' },
      'The identify code is 3 lower-case letters or digits.',
    ],
  ])(
    'refuses %s with 400 and a clear message, creating and changing nothing',
    async (_name, body, status) => {
      const existing = await createRoleThroughApi(t, { ...roleInput(), id: 'ed1' });
      const before = await roleTablesDigest(t);
      const created = await post(body);
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json<ApiFailure>()).toEqual({
        result: false,
        status,
        code: expect.any(String) as string,
      });
      if (!('id' in body)) {
        const edited = await put(existing.id, body);
        expect(edited.statusCode, edited.body).toBe(400);
        expect(edited.json<ApiFailure>()).toEqual({
          result: false,
          status,
          code: expect.any(String) as string,
        });
      }
      expect(await roleTablesDigest(t)).toEqual(before);
    },
  );

  it('an edit adds version 2 and moves the role to it; the same input again adds nothing', async () => {
    const role = await createRoleThroughApi(t);
    const changed = roleInput({
      title: 'Warehouse Team Lead',
      settings: {
        answerMinutes: null,
        video: { enabled: false, maxSeconds: 60, takes: 2 },
        thinkingSeconds: 30,
      },
    });
    const response = await put(role.id, changed);
    expect(response.statusCode, response.body).toBe(200);
    const body = RoleChangeResponseSchema.parse(response.json());
    expect(body.status).toBe(
      'Role saved as a new version. Invites made before keep the version they were made with.',
    );
    expect(body.data).toMatchObject({
      version: 2,
      role: 'Warehouse Team Lead',
      maxMinutes: 'no limit',
      input: changed,
    });
    expect(body.data.versions.map((version) => [version.version, version.createdBy])).toEqual([
      [2, 'Owner'],
      [1, 'Owner'],
    ]);

    const same = await put(role.id, changed);
    expect(same.statusCode).toBe(200);
    const sameBody = RoleChangeResponseSchema.parse(same.json());
    expect(sameBody.status).toBe('Nothing changed: the role stays at its version.');
    expect(sameBody.data.version).toBe(2);
    expect(sameBody.data.versions).toHaveLength(2);
  });

  it('two edits at the same time make two versions, neither lost', async () => {
    const role = await createRoleThroughApi(t);
    const [first, second] = await Promise.all([
      put(role.id, roleInput({ title: 'Edit A' })),
      put(role.id, roleInput({ title: 'Edit B' })),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const after = await detail(role.id);
    expect(after.version).toBe(3);
    expect(after.versions.map((version) => version.version)).toEqual([3, 2, 1]);
  });

  it("keeps a catalogue role's own monogram when its company name stays", async () => {
    const [catalogueRole] = RoleListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })).json(),
    );
    const before = await detail(catalogueRole!.id);
    const edited = await put(before.id, { ...before.input, title: 'Renamed' });
    expect(edited.statusCode).toBe(200);
    expect(RoleChangeResponseSchema.parse(edited.json()).data.company.logo).toBe(
      before.company.logo,
    );
  });

  it('answers 404 in the one shape for a role that does not exist', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/admin/roles/zz9', headers: t.admin }),
      await put('zz9', roleInput()),
      await t.app.inject({ method: 'POST', url: '/api/admin/roles/zz9/archive', headers: t.admin }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiFailure>()).toEqual({
        result: false,
        status: 'No role has the identify code "zz9".',
        code: 'role-missing',
      });
    }
  });

  it('lists every catalogue role as a template with default settings and no guidance', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/role-templates',
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    const templates = RoleTemplateListResponseSchema.parse(response.json()).data;
    expect(templates).toHaveLength(120);
    const [template] = templates;
    expect(template!.input.settings).toEqual(roleInput().settings);
    expect(template!.input.questions.every((question) => question.guidance === '')).toBe(true);
    expect(template!.input.company.logoId).toBeNull();
    // A template is a valid new role as it is.
    const created = await post(template!.input);
    expect(created.statusCode, created.body).toBe(201);
  });

  it('the overview counts live invites and candidates per role, archived roles too', async () => {
    const role = await createRoleThroughApi(t, { ...roleInput(), id: 'ov1' });
    const invite = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/invite-codes/add',
          headers: t.admin,
          payload: { identifyCode: role.id },
        })
      ).json<{ data: { inviteCode: string } }>().data.inviteCode;
    const used = await invite();
    const revoked = await invite();
    await invite();
    await invite();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites/' + revoked + '/revoke',
      headers: t.admin,
    });
    const registration = await t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: {
        name: 'Ada',
        email: 'ada@test.example',
        social: 'https://a.test.example',
        company: '',
        uuid: '',
        invitecode: used,
      },
    });
    expect(registration.statusCode, registration.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/roles/${role.id}/archive`,
      headers: t.admin,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/roles/overview',
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    const overview = RoleOverviewListResponseSchema.parse(response.json()).data;
    expect(overview.length).toBe(121);
    expect(overview.find((row) => row.id === 'ov1')).toEqual({
      id: 'ov1',
      title: 'Warehouse Lead',
      companyName: 'Northwind Logistics',
      companyLogo: role.company.logo,
      questionCount: 2,
      answerTypes: ['written', 'written'],
      version: 1,
      archived: true,
      liveInvites: 2,
      candidates: 1,
      updatedAt: role.versions[0]!.createdAt,
      updatedBy: 'Owner',
    });
  });
});

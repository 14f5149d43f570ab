import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuestionForm } from '../../../shared/question-forms.schema';
import {
  DEFAULT_ROLE_SETTINGS,
  RoleChangeResponseSchema,
  RoleDetailResponseSchema,
  RoleListSchema,
  RoleOverviewListResponseSchema,
  type RoleDetail,
  type Role,
  type RoleExport,
} from '../../../shared/roles.schema';
import { roleVersions } from '../../db/schema';
import type { ApiFailure, AssessmentStateBody, InvitePublicViewBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { EVERY_ANSWER_TYPE_FILE_OPTIONAL } from '../../test/test-answer-types';
import { candidateForRole, inviteToRole } from '../../test/test-roles';
import { createRoleThroughApi, roleInput, roleTablesDigest } from '../../test/test-roles-api';

/** One question of each answer type (docs/product.md#answer-types); the file one optional. */
const EVERY_TYPE = EVERY_ANSWER_TYPE_FILE_OPTIONAL;
const EVERY_FORM: QuestionForm[] = [
  { answer: { type: 'written' }, required: true },
  {
    answer: {
      type: 'choice',
      multiple: false,
      options: ['Mornings', 'Nights', 'Weekends'],
      preferred: [0],
    },
    required: true,
  },
  { answer: { type: 'video', maxSeconds: 60, takes: 2 }, required: true },
  { answer: { type: 'file', maxMegabytes: 5 }, required: false },
  { answer: { type: 'audio', maxSeconds: 30, takes: null }, required: true },
];
const withForms = (questions = EVERY_TYPE, requireComputer = true) =>
  roleInput({ questions, settings: { ...DEFAULT_ROLE_SETTINGS, requireComputer } });
const choice = (options: string[], preferred: number[] = []) => [
  {
    text: 'Which shifts can you work?',
    guidance: '',
    answer: { type: 'choice', multiple: false, options, preferred },
  },
];
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `Option ${i + 1}`);

describe.each(testDatabaseKinds())('the answer forms of a role on %s', (kind) => {
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

  it('keeps every form and the laptop setting through create, detail, list and edits', async () => {
    const created = await createRoleThroughApi(t, { ...withForms(), id: 'fm1' });
    expect(created.forms).toEqual(EVERY_FORM);
    expect(created.settings.requireComputer).toBe(true);
    expect(created.input.questions.map(({ answer, required }) => ({ answer, required }))).toEqual(
      EVERY_FORM,
    );
    expect(await detail('fm1')).toEqual(created);
    const listed = RoleListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })).json(),
    ).find((role) => role.id === 'fm1');
    expect(listed?.forms).toEqual(EVERY_FORM);

    // Only a form changes (the choice's preferred options): a new version with it.
    const changed = structuredClone(EVERY_TYPE);
    changed[1] = {
      ...changed[1]!,
      answer: {
        type: 'choice',
        multiple: false,
        options: ['Mornings', 'Nights', 'Weekends'],
        preferred: [1],
      },
    };
    const edit = await put('fm1', withForms(changed));
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = RoleChangeResponseSchema.parse(edit.json()).data;
    expect(edited.version).toBe(2);
    expect(edited.forms[1]!.answer).toMatchObject({ preferred: [1] });
    // Only whether a question may be skipped: a version too.
    const optional = structuredClone(changed);
    optional[0] = { ...optional[0]!, required: false };
    const third = RoleChangeResponseSchema.parse((await put('fm1', withForms(optional))).json());
    expect([third.data.version, third.data.forms[0]!.required]).toEqual([3, false]);
    // The laptop setting alone: a version too; the same input again: none.
    const phones = RoleChangeResponseSchema.parse(
      (await put('fm1', withForms(optional, false))).json(),
    );
    expect([phones.data.version, phones.data.settings.requireComputer]).toEqual([4, false]);
    const same = RoleChangeResponseSchema.parse(
      (await put('fm1', withForms(optional, false))).json(),
    );
    expect([same.status, same.data.version]).toEqual([
      'Nothing changed: the role stays at its version.',
      4,
    ]);
  });

  it('answers a role sent without forms as written and required, phones welcome', async () => {
    const created = await createRoleThroughApi(t, { ...roleInput(), id: 'fm2' });
    expect(created.forms).toEqual([
      { answer: { type: 'written' }, required: true },
      { answer: { type: 'written' }, required: true },
    ]);
    expect(created.settings.requireComputer).toBe(false);
  });

  it('an invite keeps the forms of the version it was made with', async () => {
    await createRoleThroughApi(t, { ...withForms(), id: 'fm3' });
    const first = await candidateForRole(t, 'fm3', { email: 'first@test.example' });
    const allWritten = EVERY_TYPE.map(({ text }) => ({ text, guidance: '' }));
    expect((await put('fm3', withForms(allWritten, false))).statusCode).toBe(200);
    const second = await candidateForRole(t, 'fm3', { email: 'second@test.example' });

    const roleOf = async (auth: { authorization: string }) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth })
      ).json<AssessmentStateBody>().data.role;
    const kept = await roleOf(first.auth);
    // What the candidate is shown of a choice: its options, never the preferred ones.
    expect(kept.forms.map(({ answer }) => answer)).toEqual([
      { type: 'written' },
      { type: 'choice', multiple: false, options: ['Mornings', 'Nights', 'Weekends'] },
      { type: 'video', maxSeconds: 60, takes: 2 },
      { type: 'file', maxMegabytes: 5 },
      { type: 'audio', maxSeconds: 30, takes: null },
    ]);
    expect(kept.forms.map(({ required }) => required)).toEqual([true, true, true, false, true]);
    expect((await roleOf(second.auth)).forms.map(({ answer }) => answer.type)).toEqual(
      Array(5).fill('written'),
    );
  });

  it('reads a version stored before the laptop setting with it off, as phones were welcome then', async () => {
    await createRoleThroughApi(t, { ...withForms(), id: 'fm6' });
    // As a version saved before answer types holds its settings: no requireComputer at all.
    await t.database.db
      .update(roleVersions)
      .set({ settings: sql`${roleVersions.settings} - 'requireComputer'` })
      .where(eq(roleVersions.roleId, 'fm6'));
    const [stored] = await t.database.db
      .select({ settings: roleVersions.settings })
      .from(roleVersions)
      .where(eq(roleVersions.roleId, 'fm6'));
    expect(stored!.settings).not.toHaveProperty('requireComputer');

    // Read raw: the response schemas' own default would fill what the server left out.
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: t.admin })).json<T>();
    const read = (await get<{ data: RoleDetail }>('/api/admin/roles/fm6')).data;
    expect(read.settings).toEqual(DEFAULT_ROLE_SETTINGS);
    expect(read.input.settings).toEqual(DEFAULT_ROLE_SETTINGS);
    const listed = await get<Role[]>('/api/admin/roles');
    expect(listed.find((role) => role.id === 'fm6')?.settings).toEqual(DEFAULT_ROLE_SETTINGS);
    const exported = await get<RoleExport>('/api/admin/roles/fm6/export');
    expect(exported.roles[0]!.settings).toEqual(DEFAULT_ROLE_SETTINGS);
    const code = await inviteToRole(t, 'fm6');
    const invite = await t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
    expect(invite.json<InvitePublicViewBody>().data.requireComputer).toBe(false);
    // Saving it with the setting off is the same content: no new version.
    const same = RoleChangeResponseSchema.parse(
      (await put('fm6', withForms(EVERY_TYPE, false))).json(),
    );
    expect([same.status, same.data.version]).toEqual([
      'Nothing changed: the role stays at its version.',
      1,
    ]);
  });

  it.each([
    ['a choice of 1 option', choice(['Days']), 'A choice question has at least 2 options.'],
    ['a choice of 13 options', choice(numbered(13)), 'A choice question has at most 12 options.'],
    [
      'a preferred option that is not one of them',
      choice(['Days', 'Nights'], [2]),
      'A preferred option must be one of the options.',
    ],
    ['the same option twice', choice(['Days', 'days ']), 'Each option must be different.'],
    [
      'a file limit of 11 MB',
      [{ text: 'Your CV.', guidance: '', answer: { type: 'file', maxMegabytes: 11 } }],
      'The file size limit is at most 10 MB.',
    ],
    [
      'a video answer of 20 seconds',
      [
        {
          text: 'Introduce yourself.',
          guidance: '',
          answer: { type: 'video', maxSeconds: 20, takes: null },
        },
      ],
      'A recorded answer is at least 30 seconds long.',
    ],
    [
      'an answer type we do not have',
      [{ text: 'Draw us a plan.', guidance: '', answer: { type: 'drawing' } }],
      'An answer type is written, video, audio, choice or file.',
    ],
  ])(
    'refuses %s with 400 and a clear message, changing nothing',
    async (_name, questions, status) => {
      const existing = await createRoleThroughApi(t, { ...withForms(), id: 'fm4' });
      const before = await roleTablesDigest(t);
      const body = { ...roleInput(), questions };
      for (const response of [await post(body), await put(existing.id, body)]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<ApiFailure>()).toEqual({
          result: false,
          status,
          code: expect.any(String) as string,
        });
      }
      expect(await roleTablesDigest(t)).toEqual(before);
      expect((await detail('fm4')).forms).toEqual(EVERY_FORM);
    },
  );

  it("lists, opens and exports a version stored outside today's bounds as stored", async () => {
    await createRoleThroughApi(t, { ...withForms(), id: 'fm7' });
    // A limit tightened since (or a row fixed by hand): 99 takes, and no laptop setting.
    const video = { ...DEFAULT_ROLE_SETTINGS.video, takes: 99 };
    await t.database.db
      .update(roleVersions)
      .set({
        settings: sql`jsonb_set(${roleVersions.settings} - 'requireComputer', '{video}', ${JSON.stringify(video)}::jsonb)`,
      })
      .where(eq(roleVersions.roleId, 'fm7'));
    const asStored = { ...DEFAULT_ROLE_SETTINGS, video };
    const get = async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const read = await get<{ data: RoleDetail }>('/api/admin/roles/fm7');
    expect(read.data.settings).toEqual(asStored);
    const listed = await get<Role[]>('/api/admin/roles');
    expect(listed.find((role) => role.id === 'fm7')?.settings).toEqual(asStored);
    const exported = await get<RoleExport>('/api/admin/roles/fm7/export');
    expect(exported.roles[0]!.settings).toEqual(asStored);
  });

  it("the roles page lists each role's answer types in question order", async () => {
    await createRoleThroughApi(t, { ...withForms(), id: 'fm5' });
    const overview = RoleOverviewListResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/roles/overview', headers: t.admin })
      ).json(),
    ).data;
    expect(overview.find((row) => row.id === 'fm5')?.answerTypes).toEqual([
      'written',
      'choice',
      'video',
      'file',
      'audio',
    ]);
    // A catalogue role, from before answer types: every question written.
    const catalogue = overview.find((row) => row.id !== 'fm5')!;
    expect(catalogue.answerTypes).toEqual(Array(catalogue.questionCount).fill('written'));
  });
});

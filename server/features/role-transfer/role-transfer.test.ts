import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RoleExportSchema,
  RoleImportResponseSchema,
  RoleLogoResponseSchema,
  type RoleDetail,
  type RoleExportBody,
  type RoleImportResponse,
} from '../../../shared/roles.schema';
import type { ApiFailure } from '../../test/api-bodies';
import { openPostgres } from '../../db/client';
import { createAppOnDatabase, createTestApp, type TestApp } from '../../test/test-app';
import {
  emptyPostgresDatabase,
  testDatabaseKinds,
  workerDatabaseName,
  type DatabaseKind,
} from '../../test/test-databases';
import { EVERY_ANSWER_TYPE_FILE_OPTIONAL } from '../../test/test-answer-types';
import { createRoleThroughApi, PNG, roleInput, roleTablesDigest } from '../../test/test-roles-api';

/** Another install on a database of its own: another PGlite, or another PostgreSQL database. */
async function secondInstall(kind: DatabaseKind): Promise<TestApp> {
  if (kind === 'pglite') return createTestApp(kind);
  const url = await emptyPostgresDatabase(
    process.env.TEST_DATABASE_URL as string,
    workerDatabaseName('roles_import'),
  );
  const database = await openPostgres(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-import-'));
  const install = await createAppOnDatabase(database, dataDir);
  return {
    ...install,
    close: async () => {
      await install.app.close();
      await database.close();
    },
  };
}

/** A new install: no role at all (the test app loads the demo catalogue). */
async function emptyRoles(t: TestApp) {
  await t.database.db.execute(
    sql`truncate table candidates, invites, role_versions, role_logos, roles cascade`,
  );
}

describe.each(testDatabaseKinds())('exporting and importing roles on %s', (kind) => {
  let source: TestApp;
  let target: TestApp;

  beforeAll(async () => {
    source = await createTestApp(kind);
    target = await secondInstall(kind);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  const detail = async (t: TestApp, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/roles/${id}`, headers: t.admin })).json<{
      data: RoleDetail;
    }>().data;
  const importFile = (t: TestApp, file: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/roles/import',
      headers: t.admin,
      payload: file as object,
    });

  it('a file exported here and imported into a fresh install gives equal roles', async () => {
    await emptyRoles(source);
    const logo = RoleLogoResponseSchema.parse(
      (
        await source.app.inject({
          method: 'POST',
          url: '/api/admin/role-logos',
          headers: { ...source.admin, 'content-type': 'image/png' },
          payload: PNG,
        })
      ).json(),
    ).data;
    await createRoleThroughApi(source, {
      ...roleInput({
        company: { name: 'Acme', url: 'https://acme.test.example', logoId: logo.id },
      }),
      id: 'ex1',
    });
    await createRoleThroughApi(source, {
      ...roleInput({
        title: 'Courier',
        settings: {
          answerMinutes: null,
          video: { enabled: false, maxSeconds: 30, takes: 1 },
          thinkingSeconds: 20,
        },
      }),
      id: 'ex2',
    });
    await source.app.inject({
      method: 'POST',
      url: '/api/admin/roles/ex2/archive',
      headers: source.admin,
    });

    const exported = await source.app.inject({
      method: 'GET',
      url: '/api/admin/roles/export',
      headers: source.admin,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="prescreen-roles-${today}.json"`,
    );
    const file = RoleExportSchema.parse(exported.json());
    expect(file.roles.map((role) => role.id)).toEqual(['ex1', 'ex2']);
    expect(file.roles[0]!.company.logo).toEqual({
      mimeType: 'image/png',
      base64: PNG.toString('base64'),
    });
    const before = [await detail(source, 'ex1'), await detail(source, 'ex2')];

    await emptyRoles(target);
    const imported = await importFile(target, file);
    expect(imported.statusCode, imported.body).toBe(200);
    const body: RoleImportResponse = RoleImportResponseSchema.parse(imported.json());
    expect(body).toEqual({
      result: true,
      status: 'Imported: 2 roles added, 0 updated.',
      data: { created: ['ex1', 'ex2'], updated: [] },
    });
    const after = [await detail(target, 'ex1'), await detail(target, 'ex2')];
    const withoutHistory = ({ versions: _versions, ...role }: RoleDetail) => role;
    expect(after.map(withoutHistory)).toEqual(before.map(withoutHistory));
    expect(after[1]!.archived).toBe(true);
    expect(after[0]!.versions.map((version) => version.createdBy)).toEqual(['import']);
    const served = await target.app.inject({ method: 'GET', url: after[0]!.company.logo });
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // The same file again: nothing new; a changed role gets a new version.
    const again = await importFile(target, file);
    expect(RoleImportResponseSchema.parse(again.json()).data).toEqual({ created: [], updated: [] });
    const changed: RoleExportBody = {
      ...file,
      roles: [{ ...file.roles[0]!, title: 'Acme Warehouse Lead' }],
    };
    const update = await importFile(target, changed);
    expect(RoleImportResponseSchema.parse(update.json()).data).toEqual({
      created: [],
      updated: ['ex1'],
    });
    expect(await detail(target, 'ex1')).toMatchObject({ role: 'Acme Warehouse Lead', version: 2 });
  });

  it('a file carries every answer type and the laptop setting; an older file reads as written', async () => {
    const questions = EVERY_ANSWER_TYPE_FILE_OPTIONAL;
    await createRoleThroughApi(source, {
      ...roleInput({ questions, settings: { ...roleInput().settings, requireComputer: true } }),
      id: 'ty1',
    });
    const exported = await source.app.inject({
      method: 'GET',
      url: '/api/admin/roles/ty1/export',
      headers: source.admin,
    });
    const file = RoleExportSchema.parse(exported.json());
    expect(file.exportVersion).toBe(2);
    const [role] = file.roles;
    expect(role!.questions.map(({ answer, required }) => [answer, required])).toEqual([
      [{ type: 'written' }, true],
      [
        {
          type: 'choice',
          multiple: false,
          options: ['Mornings', 'Nights', 'Weekends'],
          preferred: [0],
        },
        true,
      ],
      [{ type: 'video', maxSeconds: 60, takes: 2 }, true],
      [{ type: 'file', maxMegabytes: 5 }, false],
      [{ type: 'audio', maxSeconds: 30, takes: null }, true],
    ]);
    expect(role!.settings.requireComputer).toBe(true);

    await emptyRoles(target);
    expect((await importFile(target, file)).statusCode).toBe(200);
    const imported = await detail(target, 'ty1');
    expect(imported.input.questions).toEqual(role!.questions);
    expect(imported.settings.requireComputer).toBe(true);

    // A file of the release before answer types: no forms, no laptop setting.
    const older = {
      ...file,
      roles: [
        {
          ...role!,
          id: 'ty2',
          questions: role!.questions.map(({ text, guidance }) => ({ text, guidance })),
          settings: {
            answerMinutes: 20,
            video: { enabled: true, maxSeconds: 180, takes: null },
            thinkingSeconds: 0,
          },
        },
      ],
    };
    const response = await importFile(target, older);
    expect(response.statusCode, response.body).toBe(200);
    const written = await detail(target, 'ty2');
    expect(written.forms).toEqual(Array(5).fill({ answer: { type: 'written' }, required: true }));
    expect(written.settings.requireComputer).toBe(false);
  });

  it('exports one role as its own file', async () => {
    await createRoleThroughApi(source, { ...roleInput(), id: 'one' });
    const response = await source.app.inject({
      method: 'GET',
      url: '/api/admin/roles/one/export',
      headers: source.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="prescreen-role-one.json"',
    );
    expect(RoleExportSchema.parse(response.json()).roles.map((role) => role.id)).toEqual(['one']);
  });

  const valid = (): RoleExportBody => ({
    format: 'prescreen-roles',
    exportVersion: 1,
    exportedAt: new Date().toISOString(),
    roles: [
      {
        id: 'im1',
        archived: false,
        title: 'Fine',
        company: { name: 'A', url: '', logo: null },
        questions: roleInput().questions,
        settings: roleInput().settings,
      },
      {
        id: 'im2',
        archived: false,
        title: 'Fine too',
        company: { name: 'B', url: '', logo: null },
        questions: roleInput().questions,
        settings: roleInput().settings,
      },
    ],
  });
  const withSecond = (change: Partial<RoleExportBody['roles'][number]>): RoleExportBody => {
    const file = valid();
    file.roles[1] = { ...file.roles[1]!, ...change };
    return file;
  };

  it.each([
    [
      'not a roles file',
      { ...valid(), format: 'something-else' },
      'This is not a roles file exported by Prescreen.',
    ],
    [
      '11 questions in the second role',
      withSecond({ questions: Array.from({ length: 11 }, () => ({ text: 'Q', guidance: '' })) }),
      'Role 2 in the file: A role asks at most 10 questions.',
    ],
    [
      'a time limit of -5',
      withSecond({ settings: { ...roleInput().settings, answerMinutes: -5 } }),
      'Role 2 in the file: The time limit is at least 1 minute.',
    ],
    [
      'a script in an SVG logo',
      withSecond({
        company: {
          name: 'B',
          url: '',
          logo: {
            mimeType: 'image/svg+xml',
            base64: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ).toString('base64'),
          },
        },
      }),
      'Role 2 in the file: This SVG contains a script, which a logo may not have. Please export it as a plain image.',
    ],
    [
      'a PNG logo that is not one',
      withSecond({
        company: { name: 'B', url: '', logo: { mimeType: 'image/png', base64: 'aGVsbG8=' } },
      }),
      'Role 2 in the file: This file is not a PNG image, although it says it is.',
    ],
    [
      'a choice of 1 option in the second role',
      withSecond({
        questions: [
          { text: 'Which shift?', answer: { type: 'choice', multiple: false, options: ['Days'] } },
        ],
      }),
      'Role 2 in the file: A choice question has at least 2 options.',
    ],
    [
      'a file limit of 11 MB in the second role',
      withSecond({ questions: [{ text: 'Your CV.', answer: { type: 'file', maxMegabytes: 11 } }] }),
      'Role 2 in the file: The file size limit is at most 10 MB.',
    ],
    ['the same role twice', withSecond({ id: 'im1' }), 'The file lists the role "im1" twice.'],
  ])(
    'refuses a file with %s (400, naming the problem) and writes nothing',
    async (_name, file, status) => {
      const before = await roleTablesDigest(source);
      const response = await importFile(source, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ApiFailure>()).toEqual({
        result: false,
        status,
        code: expect.any(String) as string,
      });
      expect(await roleTablesDigest(source)).toEqual(before);
    },
  );
});

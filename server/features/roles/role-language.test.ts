import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvitePublicView } from '../../../shared/invites.schema';
import {
  DEFAULT_ROLE_SETTINGS,
  RoleExportSchema,
  type RoleDetail,
} from '../../../shared/roles.schema';
import type { ApiFailure } from '../../test/api-bodies';
import { roleVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole, inviteToRole } from '../../test/test-roles';
import { createRoleThroughApi, roleInput, roleTablesDigest } from '../../test/test-roles-api';

/** Settings as a client or a file from before languages writes them. */
function withoutLanguage(settings: object): Record<string, unknown> {
  const older: Record<string, unknown> = { ...settings };
  delete older.language;
  return older;
}

/** The role's language (docs/languages.md): chosen in the editor, kept by each version. */
describe.each(testDatabaseKinds())('the candidates’ language of a role on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const detail = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/roles/${id}`,
      headers: t.admin,
    });
    return response.json<{ data: RoleDetail }>().data;
  };
  const inviteView = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/invites/${code}` })).json<{
      data: InvitePublicView;
    }>().data;
  const withLanguage = (language: string) =>
    roleInput({ settings: { ...DEFAULT_ROLE_SETTINGS, language } as never });

  it('keeps the language a role is saved with, and an invite asks in it', async () => {
    await createRoleThroughApi(t, { ...withLanguage('de'), id: 'lg1' });
    expect((await detail('lg1')).input.settings.language).toBe('de');
    const code = await inviteToRole(t, 'lg1');
    expect((await inviteView(code)).language).toBe('de');
  });

  it('an invite keeps its version’s language when the role changes it later', async () => {
    await createRoleThroughApi(t, { ...withLanguage('fr'), id: 'lg2' });
    const before = await inviteToRole(t, 'lg2');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roles/lg2',
      headers: t.admin,
      payload: withLanguage('es'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await inviteToRole(t, 'lg2');
    expect((await inviteView(before)).language).toBe('fr');
    expect((await inviteView(after)).language).toBe('es');
  });

  it('a role saved without a language, and a version stored before languages, read English', async () => {
    await createRoleThroughApi(t, {
      ...roleInput(),
      settings: withoutLanguage(DEFAULT_ROLE_SETTINGS),
      id: 'lg3',
    });
    expect((await detail('lg3')).input.settings.language).toBe('en');
    await insertTestRole(t, { id: 'lg4' });
    await t.database.db
      .update(roleVersions)
      .set({ settings: sql`${roleVersions.settings} - 'language'` })
      .where(eq(roleVersions.roleId, 'lg4'));
    expect((await detail('lg4')).input.settings.language).toBe('en');
    expect((await inviteView(await inviteToRole(t, 'lg4'))).language).toBe('en');
  });

  it('refuses a language it does not know with 400 and changes nothing', async () => {
    await createRoleThroughApi(t, { ...withLanguage('de'), id: 'lg5' });
    const before = await roleTablesDigest(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: t.admin,
      payload: { ...withLanguage('it'), id: 'lg6' },
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roles/lg5',
      headers: t.admin,
      payload: withLanguage('xx'),
    });
    for (const refused of [created, changed]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiFailure>().status).toBe(
        "The candidates' language is one of en, de, fr, es.",
      );
    }
    expect(await roleTablesDigest(t)).toEqual(before);
  });

  it('an export carries the language and an import keeps it; a file from before reads English', async () => {
    await createRoleThroughApi(t, { ...withLanguage('es'), id: 'lg7' });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/roles/lg7/export',
      headers: t.admin,
    });
    const file = RoleExportSchema.parse(exported.json());
    expect(file.roles[0]!.settings.language).toBe('es');
    const older = withoutLanguage(file.roles[0]!.settings);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/roles/import',
      headers: t.admin,
      payload: {
        ...file,
        roles: [
          { ...file.roles[0], id: 'lg8' },
          { ...file.roles[0], id: 'lg9', settings: older },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await detail('lg8')).input.settings.language).toBe('es');
    expect((await detail('lg9')).input.settings.language).toBe('en');
  });
});

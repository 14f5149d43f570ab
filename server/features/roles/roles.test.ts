import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_SETTINGS,
  RoleListSchema,
  type RoleDetail,
} from '../../../shared/roles.schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { loadCatalogue } from './roles.service';

describe.each(testDatabaseKinds())('role catalogue on %s', (kind) => {
  const t = useTestApp(kind, {}, { resetBeforeEach: false });

  it('lists about 120 roles of fictional companies with 3 questions each', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/roles',
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    const roles = RoleListSchema.parse(response.json());
    expect(roles.length).toBeGreaterThanOrEqual(100);
    expect(new Set(roles.map((role) => role.id)).size).toBe(roles.length);
    for (const role of roles) {
      expect(role.id).toMatch(/^[a-z0-9]{3}$/);
      expect(role.maxMinutes).toBe('20mins');
      expect(role.questions).toHaveLength(3);
      expect(role.guidance).toEqual(['', '', '']);
      expect(role.settings).toEqual(DEFAULT_ROLE_SETTINGS);
      expect(role.version).toBe(1);
      expect(role.archived).toBe(false);
      expect(new URL(role.company.url).hostname).toMatch(/\.example$/);
      expect(role.company.logo).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(new Set(roles.map((role) => role.company.name)).size).toBeGreaterThanOrEqual(15);
  });

  it('loads the catalogue idempotently and keeps a hiring team edit', async () => {
    const listRoles = async () =>
      RoleListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })).json(),
      );
    const [first] = await listRoles();
    const current = (
      await t.app.inject({ method: 'GET', url: `/api/admin/roles/${first!.id}`, headers: t.admin })
    ).json<{ data: RoleDetail }>().data;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${first!.id}`,
      headers: t.admin,
      payload: { ...current.input, title: 'Edited title' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const before = await listRoles();
    expect(await loadCatalogue(t.database.db)).toBe(0);
    const after = await listRoles();
    expect(after).toEqual(before);
    expect(after.find((role) => role.id === first!.id)).toMatchObject({
      role: 'Edited title',
      version: 2,
    });
  });

  it('refuses to list roles without the passkey', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/roles' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      result: false,
      status: 'Please enter the admin passkey.',
      code: 'sign-in-needed',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { PNG, roleInput, roleTablesDigest } from '../../test/test-roles-api';

const ADMIN_ROUTES: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: object | Buffer }[] = [
  { method: 'GET', url: '/api/admin/roles' },
  { method: 'GET', url: '/api/admin/roles/overview' },
  { method: 'GET', url: '/api/admin/role-templates' },
  { method: 'GET', url: '/api/admin/roles/r01' },
  { method: 'POST', url: '/api/admin/roles', body: { ...roleInput(), id: 'no1' } },
  { method: 'PUT', url: '/api/admin/roles/r01', body: roleInput() },
  { method: 'POST', url: '/api/admin/roles/r01/archive' },
  { method: 'POST', url: '/api/admin/roles/r01/restore' },
  { method: 'POST', url: '/api/admin/role-logos', body: PNG },
  { method: 'GET', url: '/api/admin/roles/export' },
  { method: 'GET', url: '/api/admin/roles/r01/export' },
  {
    method: 'POST',
    url: '/api/admin/roles/import',
    body: { format: 'prescreen-roles', exportVersion: 1, exportedAt: '', roles: [] },
  },
];

describe.each(testDatabaseKinds())('the roles API without the passkey on %s', (kind) => {
  const t = useTestApp(kind, {}, { resetBeforeEach: false });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 401 and changes nothing',
    async (_name, route) => {
      const before = await roleTablesDigest(t);
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        ...(route.body
          ? {
              payload: route.body,
              headers: {
                'content-type': Buffer.isBuffer(route.body) ? 'image/png' : 'application/json',
              },
            }
          : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiFailure>()).toEqual({
        result: false,
        status: 'Please enter the admin passkey.',
        code: 'sign-in-needed',
      });
      expect(await roleTablesDigest(t)).toEqual(before);
    },
  );

  it("serves a logo to anyone: candidates' pages show it", async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/role-logos',
      headers: { ...t.admin, 'content-type': 'image/png' },
      payload: PNG,
    });
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

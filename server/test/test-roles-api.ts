import { sql } from 'drizzle-orm';
import {
  DEFAULT_ROLE_SETTINGS,
  type RoleChangeResponse,
  type RoleInputBody,
} from '../../shared/roles.schema';
import type { TestApp } from './test-app';

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A role as the editor sends it, with what a test changes. */
export function roleInput(overrides: Partial<RoleInputBody> = {}): RoleInputBody {
  return {
    title: 'Warehouse Lead',
    company: { name: 'Northwind Logistics', url: 'https://northwind.test.example', logoId: null },
    questions: [
      { text: 'Tell us about a shift you ran.', guidance: 'Two or three sentences.' },
      { text: 'How do you plan the week?', guidance: '' },
    ],
    settings: DEFAULT_ROLE_SETTINGS,
    ...overrides,
  };
}

/** Creates a role through the API; answers its detail. */
export async function createRoleThroughApi(
  t: TestApp,
  body: Record<string, unknown> = roleInput(),
): Promise<RoleChangeResponse['data']> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/roles',
    headers: t.admin,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`create role: ${response.body}`);
  return response.json<RoleChangeResponse>().data;
}

/**
 * A digest of every row of the tables an edit of roles may touch: equal before and after a
 * refused request proves it changed nothing.
 */
export async function roleTablesDigest(t: TestApp): Promise<unknown[]> {
  const tables = ['roles', 'role_versions', 'role_logos', 'invites', 'candidates'];
  const result = (await t.database.db.execute(
    sql.raw(
      tables
        .map(
          (name) =>
            `select '${name}' as name, count(*)::int as rows,
               md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
             from "${name}" x`,
        )
        .join(' union all '),
    ),
  )) as { rows: unknown[] };
  return result.rows;
}

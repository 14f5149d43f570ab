import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreateInviteResponse } from '../../shared/invites.schema';
import { candidates } from '../db/schema';
import { TEST_PASSKEY, type TestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { signInTestOwner, UNSLIDING } from '../test/test-sessions';
import { ADMIN_ENDPOINTS } from './bad-input.admin-cases';
import { ANSWER_FILE_ENDPOINTS } from './bad-input.answer-files-cases';
import { ANSWER_RECORDING_ENDPOINTS } from './bad-input.answer-recordings-cases';
import { CANDIDATE_ENDPOINTS, type Call, type Seeded } from './bad-input.cases';
import { PNG, ROLE_ENDPOINTS, ROLE_INPUT, SEEDED_ROLE } from './bad-input.role-cases';
import { TEAM_ENDPOINTS } from './bad-input.team-cases';
import { MAIL_ENDPOINTS } from './bad-input.mail-cases';
import { ACCOUNT_ENDPOINTS } from './bad-input.accounts-cases';
import { PASSKEY_ENDPOINTS } from './bad-input.passkeys-cases';
import { SESSION_ENDPOINTS } from './bad-input.sessions-cases';
import { SCORE_ENDPOINTS } from './bad-input.scores-cases';
import { DECISION_ENDPOINTS } from './bad-input.decisions-cases';
import { SHARE_ENDPOINTS, seedShare } from './bad-input.shares-cases';
import { WEBHOOK_ENDPOINTS } from './bad-input.webhooks-cases';
import { seedYourDataSecret, YOUR_DATA_ENDPOINTS } from './bad-input.your-data-cases';
import { PRIVACY_ENDPOINTS } from './bad-input.privacy-cases';
import { CANDIDATE_TEXTS_ENDPOINTS } from './bad-input.candidate-texts-cases';

/**
 * What the bad-input table and the role-access table share: every endpoint with a valid request,
 * the data those requests need, and a snapshot of everything a request could change.
 */
export const ENDPOINTS = [
  ...CANDIDATE_ENDPOINTS,
  // Before SHARE_ENDPOINTS, which revoke the seeded share.
  ...ANSWER_FILE_ENDPOINTS,
  ...ANSWER_RECORDING_ENDPOINTS,
  // Before ADMIN_ENDPOINTS, which ends by deleting the seeded candidate.
  ...SCORE_ENDPOINTS,
  ...DECISION_ENDPOINTS,
  ...SHARE_ENDPOINTS,
  ...YOUR_DATA_ENDPOINTS,
  ...PRIVACY_ENDPOINTS,
  ...CANDIDATE_TEXTS_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...ROLE_ENDPOINTS,
  ...TEAM_ENDPOINTS,
  ...MAIL_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...PASSKEY_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...WEBHOOK_ENDPOINTS,
];

const UPLOADS = '/api/recordings/uploads';

/** `METHOD /path` with every parameter written `:`, so the table's and Fastify's names compare. */
export const routeKey = (route: string) => route.replace(/ \(tus\)$/, '').replace(/:\w+/g, ':');

/** Every route the API reference lists (api-docs.test proves it lists every route the app has). */
export async function documentedRoutes(t: TestApp): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  const doc = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) => {
    const methods = Object.keys(operations).map((method) => method.toUpperCase());
    return (
      methods
        // Fastify answers HEAD for every GET by itself, except on the upload routes, which turn
        // that off: there tus answers HEAD itself, and the table has it.
        .filter(
          (method) => method !== 'HEAD' || !methods.includes('GET') || path.startsWith(UPLOADS),
        )
        .map((method) => routeKey(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
    );
  });
}

/**
 * Every table's row count and a digest of its rows, and the upload folder's files and sizes. The
 * rate limits' counters are left out: counting a refused request is what they are for.
 */
export async function snapshot(t: TestApp) {
  const { db } = t.database;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          -- app_instances holds this instance's heartbeat, which ticks on its own every 15 s (docs/deploying.md)
          and table_name not in ('rate_limit_hits', 'app_instances') order by 1`,
  )) as { rows: { name: string }[] };
  const digests = (await db.execute(
    sql.raw(
      tables.rows
        .map(
          ({ name }) =>
            `select '${name}' as name, count(*)::int as rows,
               md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
             from "${name}" x`,
        )
        .join(' union all '),
    ),
  )) as { rows: unknown[] };
  const uploads = path.join(t.dataDir, 'uploads');
  const files = fs
    .readdirSync(uploads)
    .sort()
    .map((file) => `${file}:${fs.statSync(path.join(uploads, file)).size}`);
  return { tables: digests.rows, files };
}

export async function seed(t: TestApp): Promise<Seeded> {
  const seeded = await registerTestCandidate(t);
  const [row] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.inviteCode, seeded.inviteCode));
  const newInvite = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers: t.admin,
        payload: { identifyCode: seeded.role.id },
      })
    ).json<CreateInviteResponse>().data.inviteCode;
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/recordings/uploads',
    headers: {
      ...seeded.auth,
      'tus-resumable': '1.0.0',
      'upload-length': '1000',
      'upload-metadata': `filetype ${btoa('video/webm')}`,
    },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await seedShare(t, (row as { id: string }).id);
  await seedYourDataSecret(t);
  return {
    auth: seeded.auth,
    admin: t.admin,
    session: await signInTestOwner(t, UNSLIDING()),
    secret: seeded.unique,
    candidateId: (row as { id: string }).id,
    roleId: seeded.role.id,
    freshInvite: await newInvite(),
    spareInvite: await newInvite(),
    passkey: TEST_PASSKEY,
    uploadUrl: `/api/recordings/uploads/${String(upload.headers.location).split('/').pop()}`,
  };
}

/** The role the roles table edits, and the logo it reads back (the table uploads it again). */
export async function seedRoles(t: TestApp) {
  for (const call of [
    { url: '/api/admin/roles', headers: t.admin, payload: { ...ROLE_INPUT, id: SEEDED_ROLE } },
    {
      url: '/api/admin/role-logos',
      headers: { ...t.admin, 'content-type': 'image/png' },
      payload: PNG,
    },
  ]) {
    const response = await t.app.inject({ method: 'POST', ...call });
    expect(response.statusCode, response.body).toBe(201);
  }
}

/** Each request from its own address, so that no rate limit answers in place of what is tested. */
export function sender(t: TestApp) {
  let requests = 0;
  return (call: Call) =>
    t.app.inject({
      ...call,
      remoteAddress: `10.9.${Math.floor(requests / 250)}.${(requests++ % 250) + 1}`,
    });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { members } from '../../db/schema';
import { loadAdminPasskey } from '../../features/admin-auth/passkey.service';
import { serverAppOptions } from '../../server-app-options';
import { OWNER_MEMBER_ID } from '../team/owner';
import { createMemberInvite } from '../members/member-invites.service';
import { openTestDatabase, resetDatabase } from '../../test/test-databases';

const PASSWORD = 'correct horse battery staple';

/**
 * The other API tests hash passwords at a cheap cost (TEST_PASSWORD_COST in test-app.ts). These
 * run the app exactly as `npm start` builds it from its configuration (`serverAppOptions`), so
 * they fail if production ever hashes at another cost than OWASP's, and they check what the real
 * cost promises. PGlite alone: the cost does not depend on the database.
 */
describe('passwords at the cost production uses', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-password-cost-'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await resetDatabase(database);
    const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const passkey = await loadAdminPasskey(database.db, 'password-cost-test-passkey');
    app = await buildApp({
      ...serverAppOptions(config, database, passkey),
      webDir: '/nonexistent',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (email: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/session/password',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('keeps a new member’s password as an scrypt hash at OWASP’s cost, and signs them in with it', async () => {
    const { token } = await createMemberInvite(
      database.db,
      { name: 'Sam', role: 'reviewer' },
      OWNER_MEMBER_ID,
    );
    const joined = await app.inject({
      method: 'POST',
      url: `/api/team/join/${token}`,
      payload: { name: 'Sam', email: 'sam@team.example', password: PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const [row] = await database.db.select().from(members).where(eq(members.name, 'Sam'));
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect((await signIn('sam@team.example', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike, in about the same time', async () => {
    const timed = async (email: string, password: string, ip: string) => {
      const start = performance.now();
      const response = await signIn(email, password, ip);
      return { response, ms: performance.now() - start };
    };
    const wrong = await timed('sam@team.example', 'not the password at all', '10.3.0.2');
    const unknown = await timed('nobody@team.example', PASSWORD, '10.3.0.3');
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: false, code: 'password-wrong' });
    }
    // Both derive an scrypt key at OWASP's cost (hundreds of ms): an unknown email is not
    // answered at once, which would tell who has an account.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.5);
  });
});

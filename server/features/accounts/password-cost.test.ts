import { createHook } from 'node:async_hooks';
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

  it('refuses a wrong password and an unknown email alike, each after deriving an scrypt key', async () => {
    // Counted, not timed: a timing would be at the mercy of a loaded machine (docs/testing.md).
    // Node runs each scrypt derivation as an async resource of this type.
    const derivations = async (email: string, password: string, ip: string) => {
      let count = 0;
      const hook = createHook({
        init: (_id, type) => void (type === 'SCRYPTREQUEST' && count++),
      }).enable();
      const response = await signIn(email, password, ip).finally(() => hook.disable());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: false, code: 'password-wrong' });
      return count;
    };
    // An unknown email costs what a wrong password does: one key, at the cost of the stored hash
    // (OWASP's, as the test above shows) or of the decoy made as one; never an answer at once,
    // which would tell who has an account.
    expect(await derivations('sam@team.example', 'not the password at all', '10.3.0.2')).toBe(1);
    expect(await derivations('nobody@team.example', PASSWORD, '10.3.0.3')).toBe(1);
  });
});

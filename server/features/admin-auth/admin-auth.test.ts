import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSKEY, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-databases';
import { loadAdminPasskey, resetAdminPasskey } from './passkey.service';
import { readSetting } from '../settings/settings.repository';

describe('admin passkey', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const listRoles = (authorization: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/roles',
      headers: { authorization },
      remoteAddress: ip,
    });

  it('slows down guessing: after 10 wrong passkeys an address is refused with 429', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await listRoles(`Bearer guess-${i}`)).statusCode).toBe(401);
    }
    const blocked = await listRoles(`Bearer ${TEST_PASSKEY}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      result: false,
      status: 'Too many wrong passkeys. Please wait 15 minutes and try again.',
    });
    // Another address holding the right passkey is not held back.
    expect((await listRoles(`Bearer ${TEST_PASSKEY}`, '10.0.0.2')).statusCode).toBe(200);
  });

  it('generates a passkey on first start, keeps only its hash, and accepts it later', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const first = await loadAdminPasskey(database.db, undefined);
      expect(first.source).toBe('generated');
      const generated = first.generated as string;
      expect(generated.length).toBeGreaterThanOrEqual(20);
      const stored = await readSetting(database.db, 'admin_passkey_sha256');
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect(stored).not.toContain(generated);

      const second = await loadAdminPasskey(database.db, undefined);
      expect(second.source).toBe('stored');
      expect(second.generated).toBeUndefined();
      expect(second.verify(generated)).toBe(true);
      expect(second.verify(`${generated}x`)).toBe(false);

      const replaced = await resetAdminPasskey(database.db);
      const third = await loadAdminPasskey(database.db, undefined);
      expect(third.verify(replaced)).toBe(true);
      expect(third.verify(generated)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('prefers ADMIN_PASSKEY from the environment and never stores it', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const passkey = await loadAdminPasskey(database.db, 'from-the-environment');
      expect(passkey.source).toBe('environment');
      expect(passkey.verify('from-the-environment')).toBe(true);
      expect(passkey.verify('something-else')).toBe(false);
      expect(await readSetting(database.db, 'admin_passkey_sha256')).toBeNull();
    } finally {
      await database.close();
    }
  });
});

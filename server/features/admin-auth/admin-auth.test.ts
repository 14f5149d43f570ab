import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-databases';
import { loadAdminPasskey, resetAdminPasskey } from './passkey.service';
import { readSetting } from '../settings/settings.service';

describe('admin passkey', () => {
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

import { describe, expect, it } from 'vitest';
import { TEST_PASSKEY, TEST_PASSWORD_COST, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addSignedInMember, signInTestOwner } from '../../test/test-sessions';
import { PasswordHasher } from '../accounts/password';
import { loadAdminPasskey } from './passkey.service';
import { endAccessOfAnOldPasskey, resetAdminPasskeyEndingOldAccess } from './passkey-rotation';

const hasher = new PasswordHasher(TEST_PASSWORD_COST);
const NEW_PASSKEY = 'a-new-passkey-after-the-leak-0123';

describe.each(testDatabaseKinds())('a changed admin passkey on %s', (kind) => {
  const t = useTestApp(kind);
  /** Starting the server as main.ts does, with ADMIN_PASSKEY `configured`. */
  const start = (configured: string | undefined) =>
    endAccessOfAnOldPasskey(t.database.db, configured, { hasher });
  const canRead = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/candidates', headers })).statusCode;

  /** What the passkey's holder made: a session (signing in with it) and a token made there. */
  const ownerAccess = async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: TEST_PASSKEY },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = { cookie: String(signIn.headers['set-cookie']).split(';')[0] as string };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/tokens',
      headers: session,
      payload: { name: 'Deploy script' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const token = made.json<{ data: { token: string } }>().data.token;
    return [session, { authorization: `Bearer ${token}` }];
  };

  it('ends the owner’s sessions and tokens when ADMIN_PASSKEY changes, at the next start', async () => {
    expect(await start(TEST_PASSKEY)).toBeNull();
    const owner = await ownerAccess();
    const rita = await addSignedInMember(t, 'admin', 'Rita');

    // A restart with the same passkey changes nothing.
    expect(await start(TEST_PASSKEY)).toBeNull();
    for (const headers of [...owner, rita.auth, rita.token])
      expect(await canRead(headers)).toBe(200);

    expect(await start(NEW_PASSKEY)).toEqual({ sessions: 1, tokens: 1 });
    for (const headers of owner) expect(await canRead(headers)).toBe(401);
    // Other members' ways in were not made with the passkey.
    expect(await canRead(rita.auth)).toBe(200);
    expect(await canRead(rita.token)).toBe(200);
    // And the start after that, with the new passkey, ends nothing more.
    const again = await signInTestOwner(t);
    expect(await start(NEW_PASSKEY)).toBeNull();
    expect(await canRead(again)).toBe(200);
  });

  it('ends them at once on `npm run passkey:reset`', async () => {
    await loadAdminPasskey(t.database.db, undefined);
    expect(await start(undefined)).toBeNull();
    const owner = await ownerAccess();
    const rita = await addSignedInMember(t, 'reviewer', 'Rita');

    const { passkey, ended } = await resetAdminPasskeyEndingOldAccess(t.database.db, hasher);
    expect(passkey).toMatch(/^[\w-]{24}$/);
    expect(ended).toEqual({ sessions: 1, tokens: 1 });
    for (const headers of owner) expect(await canRead(headers)).toBe(401);
    expect(await canRead(rita.auth)).toBe(200);
    // The next start knows the new passkey: it ends nothing.
    expect(await start(undefined)).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSKEY_TEXTS } from '../../../shared/passkey-texts';
import type { Passkey } from '../../../shared/passkeys.schema';
import { auditEvents, memberPasskeys, members, webauthnChallenges } from '../../db/schema';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { createAppOnDatabase, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addSignedInMember, signInTestMember } from '../../test/test-sessions';
import { addTestPasskey, PASSKEY_SITE, registrationAnswer } from '../../test/test-passkeys';

describe.each(testDatabaseKinds())('a member’s own passkeys on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PASSKEY_SITE });

  const list = async (auth: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me/passkeys',
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Passkey[] }>().data;
  };
  const add = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/me/passkeys', headers: auth, payload });
  const remove = (auth: Record<string, string>, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/passkeys/${id}`,
      headers: auth,
    });
  const audit = async () =>
    (await t.database.db.select().from(auditEvents)).map(({ actorName, action, target }) => ({
      actorName,
      action,
      target,
    }));

  it('adds a discoverable passkey for the site of PUBLIC_URL, lists it and offers it no more', async () => {
    const viewer = await addSignedInMember(t, 'viewer', 'Vera Viewer');
    const authenticator = new SoftAuthenticator(PASSKEY_SITE);
    const { options, response } = await registrationAnswer(t, viewer.auth, authenticator);
    expect(options.rp).toEqual({ id: 'hire.example.com', name: expect.any(String) as string });
    expect(options.user.displayName).toBe('Vera Viewer');
    // EdDSA, ES256 and RS256; never the experimental ML-DSA-44 that Node 24 also has.
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-8, -7, -257]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const added = await add(viewer.auth, { response, label: 'Work laptop' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ status: PASSKEY_TEXTS.added });
    expect(await list(viewer.auth)).toEqual([
      {
        id: authenticator.credentialId,
        label: 'Work laptop',
        createdAt: expect.any(String) as string,
        lastUsedAt: null,
      },
    ]);
    expect(await audit()).toEqual([
      { actorName: 'Vera Viewer', action: 'passkey.add', target: 'Work laptop' },
    ]);
    // The next registration asks the browser not to make a second one on the same authenticator.
    const again = await registrationAnswer(t, viewer.auth, new SoftAuthenticator(PASSKEY_SITE));
    expect(again.options.excludeCredentials?.map((c) => c.id)).toEqual([
      authenticator.credentialId,
    ]);
    // Another member sees only their own.
    const other = await addSignedInMember(t, 'admin');
    expect(await list(other.auth)).toEqual([]);
  });

  it('names a passkey given no name by its number', async () => {
    const member = await addSignedInMember(t, 'reviewer');
    await addTestPasskey(t, member.auth);
    await addTestPasskey(t, member.auth);
    expect((await list(member.auth)).map((p) => p.label)).toEqual(['Passkey 1', 'Passkey 2']);
  });

  it('refuses an answer made for another site, and stores nothing', async () => {
    const member = await addSignedInMember(t, 'reviewer');
    const phished = new SoftAuthenticator('https://hire.example.com.evil.example');
    const { response } = await registrationAnswer(t, member.auth, phished);
    const added = await add(member.auth, { response });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      result: false,
      status: PASSKEY_TEXTS.registrationFailed,
      code: 'passkey-registration-failed',
    });
    expect(await list(member.auth)).toEqual([]);
  });

  it('uses a challenge once, only for its member, and only for 5 minutes', async () => {
    const member = await addSignedInMember(t, 'reviewer');
    const other = await addSignedInMember(t, 'admin');
    const first = await registrationAnswer(t, member.auth, new SoftAuthenticator(PASSKEY_SITE));
    // Another member cannot answer it as theirs.
    const stolen = await add(other.auth, { response: first.response });
    expect(stolen.statusCode).toBe(410);
    expect(stolen.json()).toEqual({
      result: false,
      status: PASSKEY_TEXTS.registrationExpired,
      code: 'passkey-registration-expired',
    });
    expect((await add(member.auth, { response: first.response })).statusCode).toBe(200);
    expect((await add(member.auth, { response: first.response })).statusCode).toBe(410);

    const late = await registrationAnswer(t, member.auth, new SoftAuthenticator(PASSKEY_SITE));
    await t.database.db.update(webauthnChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await add(member.auth, { response: late.response })).statusCode).toBe(410);
    expect(await list(member.auth)).toHaveLength(1);
    expect(await list(other.auth)).toEqual([]);
  });

  it('refuses a passkey that is registered already with 409', async () => {
    const member = await addSignedInMember(t, 'reviewer');
    const authenticator = await addTestPasskey(t, member.auth);
    const { response } = await registrationAnswer(t, member.auth, authenticator);
    const added = await add(member.auth, { response });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({
      result: false,
      status: PASSKEY_TEXTS.duplicate,
      code: 'passkey-duplicate',
    });
  });

  it('without PUBLIC_URL, makes the passkey for the site the request reached', async () => {
    // A second instance on the same database, without PUBLIC_URL.
    const local = await createAppOnDatabase(t.database, t.dataDir);
    try {
      const member = await addSignedInMember(t, 'reviewer');
      const headers = { ...(await signInTestMember(local, member.row)), host: 'localhost:5173' };
      const authenticator = new SoftAuthenticator('http://localhost:5173');
      const { options, response } = await registrationAnswer(local, headers, authenticator);
      expect(options.rp.id).toBe('localhost');
      const added = await local.app.inject({
        method: 'POST',
        url: '/api/admin/me/passkeys',
        headers,
        payload: { response },
      });
      expect(added.statusCode, added.body).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('removes only one’s own passkey, never one’s only way in', async () => {
    const member = await addSignedInMember(t, 'viewer', 'Pat Viewer');
    const other = await addSignedInMember(t, 'owner');
    const authenticator = await addTestPasskey(t, member.auth, 'Phone');
    const id = authenticator.credentialId;

    const foreign = await remove(other.auth, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      result: false,
      status: PASSKEY_TEXTS.missing,
      code: 'passkey-missing',
    });

    const last = await remove(member.auth, id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      result: false,
      status: PASSKEY_TEXTS.lastWayIn,
      code: 'passkey-last-way-in',
    });
    expect(await list(member.auth)).toHaveLength(1);

    await t.database.db
      .update(members)
      .set({ passwordHash: 'scrypt$set-by-the-test' })
      .where(eq(members.id, member.row.id));
    const removed = await remove(member.auth, id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.database.db.select().from(memberPasskeys)).toEqual([]);
    expect((await audit()).at(-1)).toEqual({
      actorName: 'Pat Viewer',
      action: 'passkey.remove',
      target: 'Phone',
    });
    expect((await remove(member.auth, id)).statusCode).toBe(404);
  });
});

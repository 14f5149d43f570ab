import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSKEY_TEXTS } from '../../../shared/passkey-texts';
import type { AdminSession } from '../../../shared/review.schema';
import { auditEvents, memberPasskeys, members } from '../../db/schema';
import { ADMIN_COOKIE_HTTPS } from '../admin-auth/admin-auth.plugin';
import { strangerKey } from '../../test/soft-authenticator';
import { TEST_THROTTLE, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addSignedInMember } from '../../test/test-sessions';
import { addTestPasskey, PASSKEY_SITE, signInAnswer, signInWith } from '../../test/test-passkeys';

describe.each(testDatabaseKinds())('signing in with a member’s passkey on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PASSKEY_SITE });

  const refused = {
    result: false,
    status: PASSKEY_TEXTS.signInFailed,
    code: 'passkey-sign-in-failed',
  };
  /** Who the session cookie of a sign-in's answer belongs to, asked as the browser would. */
  const sessionOf = async (response: Awaited<ReturnType<typeof signInWith>>) => {
    const cookie = response.cookies.find((c) => c.name === ADMIN_COOKIE_HTTPS);
    if (!cookie) return null;
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      cookies: { [ADMIN_COOKIE_HTTPS]: cookie.value },
    });
    return session.json<{ data: AdminSession | null }>().data;
  };

  it('starts a session for the member whose passkey signed the challenge', async () => {
    const member = await addSignedInMember(t, 'reviewer', 'Rita Reviewer');
    const authenticator = await addTestPasskey(t, member.auth, 'Phone');
    const signIn = await signInWith(t, await signInAnswer(t, authenticator));
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({
      status: PASSKEY_TEXTS.signedIn,
      data: { actor: 'Rita Reviewer', member: { id: member.row.id, role: 'reviewer' } },
    });
    expect((await sessionOf(signIn))?.member.name).toBe('Rita Reviewer');
    const [stored] = await t.database.db.select().from(memberPasskeys);
    expect(stored?.counter).toBe(1);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
    const events = await t.database.db.select().from(auditEvents);
    expect(events.at(-1)).toMatchObject({
      memberId: member.row.id,
      actorName: 'Rita Reviewer',
      action: 'sign-in',
      target: 'with a passkey',
      detail: { passkey: 'Phone' },
    });
  });

  it('offers any passkey of the site (discoverable) and asks for user verification', async () => {
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/passkey/options',
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      data: {
        challengeId: expect.any(String) as string,
        options: { rpId: 'hire.example.com', userVerification: 'required' },
      },
    });
    expect(options.json<{ data: { options: object } }>().data.options).not.toHaveProperty(
      'allowCredentials.0',
    );
  });

  it('hands out at most 60 challenges a minute to one address', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session/passkey/options',
        remoteAddress: '10.8.8.8',
      });
    for (let i = 0; i < 60; i += 1) expect((await ask()).statusCode).toBe(200);
    const flood = await ask();
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({ result: false });
  });

  it('refuses an answer used once already (a replay), a forged one and one for another site', async () => {
    const member = await addSignedInMember(t, 'viewer');
    const authenticator = await addTestPasskey(t, member.auth);
    const answer = await signInAnswer(t, authenticator);
    expect((await signInWith(t, answer)).statusCode).toBe(200);
    const replay = await signInWith(t, answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refused);
    expect(await sessionOf(replay)).toBeNull();

    const forged = await signInWith(t, await signInAnswer(t, authenticator, strangerKey()));
    expect(forged.statusCode).toBe(401);
    expect(await sessionOf(forged)).toBeNull();

    // A look-alike site that relays our challenge: the browser reports the page it is on.
    authenticator.origin = 'https://hire-example.evil.example';
    const elsewhere = await signInWith(t, await signInAnswer(t, authenticator));
    expect(elsewhere.statusCode).toBe(401);
    expect(await sessionOf(elsewhere)).toBeNull();
  });

  it('refuses an answer whose authenticator did not verify its user (a touch alone)', async () => {
    const member = await addSignedInMember(t, 'owner');
    const authenticator = await addTestPasskey(t, member.auth);
    authenticator.verifiesUser = false;
    const touched = await signInWith(t, await signInAnswer(t, authenticator));
    expect(touched.statusCode).toBe(401);
    expect(await sessionOf(touched)).toBeNull();
  });

  it('refuses an answer that names another member as the passkey’s user', async () => {
    const member = await addSignedInMember(t, 'viewer');
    const owner = await addSignedInMember(t, 'owner');
    const authenticator = await addTestPasskey(t, member.auth);
    authenticator.userHandle = Buffer.from(owner.row.id).toString('base64url');
    const claimed = await signInWith(t, await signInAnswer(t, authenticator));
    expect(claimed.statusCode).toBe(401);
    expect(await sessionOf(claimed)).toBeNull();
  });

  it('refuses the passkey of a removed member, and one removed from the account', async () => {
    const member = await addSignedInMember(t, 'admin');
    const authenticator = await addTestPasskey(t, member.auth);
    await t.database.db
      .update(members)
      .set({ removedAt: new Date() })
      .where(eq(members.id, member.row.id));
    const removedMember = await signInWith(t, await signInAnswer(t, authenticator));
    expect(removedMember.statusCode).toBe(401);
    expect(removedMember.json()).toEqual(refused);

    const other = await addSignedInMember(t, 'reviewer');
    const dropped = await addTestPasskey(t, other.auth);
    await t.database.db.delete(memberPasskeys).where(eq(memberPasskeys.memberId, other.row.id));
    expect((await signInWith(t, await signInAnswer(t, dropped))).statusCode).toBe(401);
  });

  it('slows and then refuses a client’s failures, but lets the right passkey in at once', async () => {
    const member = await addSignedInMember(t, 'reviewer');
    const authenticator = await addTestPasskey(t, member.auth);
    const forged = await signInAnswer(t, authenticator, strangerKey());
    const wrong = await Promise.all(
      Array.from({ length: 12 }, () => signInWith(t, forged, '10.7.7.7')),
    );
    const codes = wrong.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeGreaterThan(TEST_THROTTLE.freeFailures);
    expect(codes).toContain(429);
    const throttled = wrong.find((response) => response.statusCode === 429);
    expect(throttled?.headers['retry-after']).toMatch(/^\d+$/);

    const started = Date.now();
    const right = await signInWith(t, await signInAnswer(t, authenticator), '10.7.7.7');
    expect(right.statusCode, right.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(TEST_THROTTLE.baseDelayMs * 5);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '../../../shared/team-texts';
import { apiTokens, members } from '../../db/schema';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addSignedInMember, signInTestMember } from '../../test/test-sessions';

const PASSWORD = 'correct horse battery staple';
const sessionOnly = { result: false, status: TEAM_TEXTS.sessionOnly, code: 'session-only' };

describe.each(testDatabaseKinds())('who may change a way in, on %s', (kind) => {
  const t = useTestApp(kind);
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) => t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const liveTokens = async (memberId: string) =>
    (await t.database.db.select().from(apiTokens).where(eq(apiTokens.memberId, memberId))).filter(
      (row) => row.revokedAt === null,
    );
  const passwordOf = async (memberId: string) =>
    (await t.database.db.select().from(members).where(eq(members.id, memberId)))[0]?.passwordHash;
  const canRead = async (headers: object) =>
    (await send('GET', '/api/admin/candidates', headers)).statusCode;

  it('refuses an API token or the admin passkey every change of a credential, with 403', async () => {
    const sam = await addSignedInMember(t, 'reviewer', 'Sam');
    const [own] = await liveTokens(sam.row.id);
    const changes = [
      ['POST', '/api/admin/me/tokens', { name: 'Another way in' }],
      ['DELETE', `/api/admin/me/tokens/${own?.id}`, undefined],
      ['PUT', '/api/admin/me/password', { newPassword: PASSWORD }],
      ['POST', '/api/admin/me/passkeys/options', undefined],
      ['DELETE', '/api/admin/me/passkeys/some-credential', undefined],
    ] as const;
    for (const headers of [sam.token, { authorization: `Bearer ${TEST_PASSKEY}` }]) {
      for (const [method, url, payload] of changes) {
        const refused = await send(method, url, headers, payload);
        expect(refused.statusCode, `${method} ${url}: ${refused.body}`).toBe(403);
        expect(refused.json()).toEqual(sessionOnly);
      }
    }
    // Nothing changed: still the one token, still no password.
    expect((await liveTokens(sam.row.id)).map((row) => row.id)).toEqual([own?.id]);
    expect(await passwordOf(sam.row.id)).toBeNull();
    // Reading is fine with a token; the changes are fine from a session.
    expect((await send('GET', '/api/admin/me/tokens', sam.token)).statusCode).toBe(200);
    const made = await send('POST', '/api/admin/me/tokens', sam.auth, { name: 'Script' });
    expect(made.statusCode, made.body).toBe(200);
    const set = await send('PUT', '/api/admin/me/password', sam.auth, { newPassword: PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('a new password ends the member’s other sessions and tokens, not the one that set it', async () => {
    const sam = await addSignedInMember(t, 'admin', 'Sam');
    const laptop = await signInTestMember(t, sam.row);
    const rita = await addSignedInMember(t, 'reviewer', 'Rita');
    for (const headers of [sam.auth, laptop, sam.token, rita.auth, rita.token]) {
      expect(await canRead(headers)).toBe(200);
    }

    const set = await send('PUT', '/api/admin/me/password', sam.auth, { newPassword: PASSWORD });
    expect(set.statusCode, set.body).toBe(200);

    expect(await canRead(laptop)).toBe(401);
    expect(await canRead(sam.token)).toBe(401);
    expect(await liveTokens(sam.row.id)).toEqual([]);
    // The browser that set it stays in; nobody else's access changed.
    expect(await canRead(sam.auth)).toBe(200);
    expect(await canRead(rita.auth)).toBe(200);
    expect(await canRead(rita.token)).toBe(200);
  });
});

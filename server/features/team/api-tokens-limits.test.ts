import { describe, expect, it } from 'vitest';
import type { ApiToken } from '../../../shared/api-tokens.schema';
import { LIMITS } from '../../../shared/limits';
import type { TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { startAdminSession } from '../admin-auth/admin-sessions.service';
import { apiTokens } from '../../db/schema';

/** A signed-in browser of a new reviewer: tokens are made from a session. */
async function signedInReviewer(t: TestApp) {
  const member = await addTestMember(t.database, 'reviewer', 'Rita Tokens');
  const { token } = await startAdminSession(t.database.db, member.row);
  return { member, headers: { cookie: `${t.app.adminCookie.name}=${token}` } };
}

type TokenPage = { data: ApiToken[]; nextCursor: string | null };

describe.each(testDatabaseKinds())('API tokens: cap and pages on %s', (kind) => {
  const t = useTestApp(kind);

  const create = (headers: Record<string, string>, name: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/me/tokens', headers, payload: { name } });
  const list = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/me/tokens${query}`, headers });

  it(`holds a member to ${LIMITS.apiTokensPerMember} live tokens, even when asked at once, and takes one again after a revoke`, async () => {
    const { member, headers } = await signedInReviewer(t);
    // The test member already holds one (its `tests` token); 25 more are asked at the same time.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => create(headers, `Script ${i}`)),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(LIMITS.apiTokensPerMember - 1);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toEqual({
      result: false,
      status:
        'You already have 20 live API tokens, the most one member may hold. Revoke one you no longer use, then create the new one.',
      code: 'token-limit',
    });
    const rows = await t.database.db.select().from(apiTokens);
    expect(rows.filter((row) => row.memberId === member.row.id)).toHaveLength(20);

    const oldest = made[0]?.json<{ data: { item: ApiToken } }>().data.item.id;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/tokens/${oldest}`,
      headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await create(headers, 'Replacement')).statusCode).toBe(200);
    expect((await create(headers, 'One too many')).statusCode).toBe(409);
  });

  it('pages the list newest first with a cursor, revoked tokens included, until nextCursor is null', async () => {
    const { headers } = await signedInReviewer(t);
    for (let i = 1; i <= 6; i += 1)
      expect((await create(headers, `Token ${i}`)).statusCode).toBe(200);
    const first = (await list(headers, '?limit=3')).json<TokenPage>();
    expect(first.data.map((token) => token.name)).toEqual(['Token 6', 'Token 5', 'Token 4']);
    expect(first.nextCursor).toEqual(expect.any(String));
    // A token made meanwhile is at the top and does not shift the next page.
    await create(headers, 'Token 7');
    const second = (await list(headers, `?limit=3&cursor=${first.nextCursor}`)).json<TokenPage>();
    expect(second.data.map((token) => token.name)).toEqual(['Token 3', 'Token 2', 'Token 1']);
    const last = (await list(headers, `?limit=3&cursor=${second.nextCursor}`)).json<TokenPage>();
    expect(last.data.map((token) => token.name)).toEqual(['tests']);
    expect(last.nextCursor).toBeNull();
    // Without a limit one page holds 50: all 8 here.
    const all = (await list(headers)).json<TokenPage>();
    expect(all.data).toHaveLength(8);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a made-up cursor or a limit out of range with 400 in the one shape', async () => {
    const { headers } = await signedInReviewer(t);
    const madeUp = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    for (const query of [`?cursor=${madeUp}`, '?cursor=%27%3B--', '?limit=0', '?limit=101']) {
      const answer = await list(headers, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ result: false, code: 'invalid-input' });
    }
    expect((await list(headers, `?cursor=${madeUp}`)).json()).toMatchObject({
      status: 'The cursor is not one this list gave. Leave it out to start from the top.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import type { Team } from '../../../shared/members.schema';
import { memberInvites, members } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';

describe.each(testDatabaseKinds())('join links cap and the members pages on %s', (kind) => {
  const t = useTestApp(kind);

  const invite = (name: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/members/invites',
      headers,
      payload: { name, role: 'reviewer' },
    });
  const team = async (query = '') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/members${query}`, headers: t.admin })
    ).json<{ data: Team }>().data;

  it(`holds a member to ${LIMITS.joinLinksPerMember} waiting join links, even asked at once; a revoked one frees its place`, async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => invite(`Person ${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toEqual({
      result: false,
      status:
        'You already have 20 join links waiting to be used, the most one member may have. Revoke one nobody needs, then create the new one.',
      code: 'join-link-limit',
    });
    expect(await t.database.db.select().from(memberInvites)).toHaveLength(20);

    // Another owner has places of their own.
    const other = await addTestMember(t.database, 'owner', 'Olga Owner');
    const viaOlga = await invite('Via Olga', other.auth);
    expect(viaOlga.statusCode, viaOlga.body).toBe(200);

    const mine = answers.find((answer) => answer.statusCode === 200);
    const id = mine?.json<{ data: { invite: { id: string } } }>().data.invite.id;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/invites/${id}`,
      headers: t.admin,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await invite('After the revoke')).statusCode).toBe(200);
    expect((await invite('One too many')).statusCode).toBe(409);
  });

  it('pages the members, active first then by joining, and ends with a null cursor', async () => {
    // After the built-in owner, whom the migrations made.
    const base = Date.now() + 60_000;
    await t.database.db.insert(members).values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Member ${i + 1}`,
        email: `member${i + 1}@team.example`,
        role: 'viewer' as const,
        createdAt: new Date(base + i * 1000),
        removedAt: i === 0 ? new Date(base + 9000) : null,
      })),
    );
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Team = await team(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      names.push(...page.members.map((member) => member.name));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    // The built-in owner joined first (migration 0009); Member 1 was removed, so comes last.
    expect(names).toEqual(['Owner', 'Member 2', 'Member 3', 'Member 4', 'Member 5', 'Member 1']);
    expect(pages).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import type { Role } from '../../../shared/roles.schema';
import type { Comment } from '../../../shared/scores.schema';
import { reviewComments } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { listRoles, seedCandidate } from '../review/review-test-seed';

type CommentPage = { data: Comment[]; nextCursor: string | null };

describe.each(testDatabaseKinds())('comments: cap and pages on %s', (kind) => {
  const t = useTestApp(kind);

  const seedAda = async () => {
    const role = (await listRoles(t))[0] as Role;
    return seedCandidate(t, { role, name: 'Ada Comments', email: 'ada.comments@test.example' });
  };
  const insertComments = (candidateId: string, memberId: string, count: number) =>
    t.database.db.insert(reviewComments).values(
      Array.from({ length: count }, (_, i) => ({
        candidateId,
        memberId,
        body: `Comment ${i + 1}`,
        mentions: [],
      })),
    );

  it(`holds a member to ${LIMITS.commentsPerCandidatePerMember} comments on one candidate, even asked at once; others still write`, async () => {
    const ada = await seedAda();
    const rita = await addTestMember(t.database, 'reviewer', 'Rita Comments');
    await insertComments(ada.id, rita.row.id, LIMITS.commentsPerCandidatePerMember - 2);
    const post = (headers: Record<string, string>, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/candidates/${ada.id}/comments`,
        headers,
        payload: { body },
      });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(rita.auth, `Late ${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      result: false,
      status:
        'You already have 100 comments on this candidate, the most one member may write on one candidate. Edit or delete one of yours instead.',
      code: 'comment-limit',
    });
    expect(await t.database.db.select().from(reviewComments)).toHaveLength(100);
    // Someone else, and Rita on another candidate, still write.
    expect((await post(t.admin, 'The owner writes.')).statusCode).toBe(201);
    const role = (await listRoles(t))[0] as Role;
    const bob = await seedCandidate(t, { role, name: 'Bob', email: 'bob.comments@test.example' });
    const onBob = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidates/${bob.id}/comments`,
      headers: rita.auth,
      payload: { body: 'On Bob.' },
    });
    expect(onBob.statusCode).toBe(201);
  });

  it('pages the thread oldest first; the default page holds 50 and a cursor gives the rest', async () => {
    const ada = await seedAda();
    const rita = await addTestMember(t.database, 'reviewer', 'Rita Pages');
    await insertComments(ada.id, rita.row.id, 60);
    const list = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/candidates/${ada.id}/comments${query}`,
          headers: t.admin,
        })
      ).json<CommentPage>();
    const first = await list();
    expect(first.data).toHaveLength(50);
    expect(first.data[0]?.body).toBe('Comment 1');
    expect(first.data.at(-1)?.body).toBe('Comment 50');
    const rest = await list(`?cursor=${first.nextCursor}`);
    expect(rest.data.map((comment) => comment.body)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Comment ${51 + i}`),
    );
    expect(rest.nextCursor).toBeNull();
  });
});

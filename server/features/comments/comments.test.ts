import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { Comment, DirectoryMember } from '../../../shared/scores.schema';
import { SCORES_TEXTS } from '../../../shared/scores-texts';
import type { ApiFailure } from '../../test/api-bodies';
import { members } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';
import { listRoles, seedCandidate, type SeededCandidate } from '../review/review-test-seed';

type Auth = { authorization: string };

describe.each(testDatabaseKinds())("the team's comment thread on %s", (kind) => {
  let sam: TestMember;
  let kim: TestMember;
  let vic: TestMember;
  let candidate: SeededCandidate;

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    const [role] = (await listRoles(t)) as [Role];
    sam = await addTestMember(t.database, 'reviewer', 'Sam Reviewer');
    kim = await addTestMember(t.database, 'reviewer', 'Kim Reviewer');
    vic = await addTestMember(t.database, 'viewer', 'Vic Viewer');
    candidate = await seedCandidate(t, {
      role,
      name: 'Thread Subject',
      email: 'thread@test.example',
    });
  });

  const url = () => `/api/admin/candidates/${candidate.id}/comments`;
  const post = (auth: Auth, payload: object) =>
    t.app.inject({ method: 'POST', url: url(), headers: auth, payload });
  const patch = (auth: Auth, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/comments/${id}`, headers: auth, payload });
  const remove = (auth: Auth, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/comments/${id}`, headers: auth });
  const thread = async (auth: Auth = vic.auth) => {
    const response = await t.app.inject({ method: 'GET', url: url(), headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Comment[] }>().data;
  };

  it('keeps the thread oldest first with author, time and whom each mentions', async () => {
    const first = await post(sam.auth, {
      body: '  Strong on the second answer; @Kim what do you think?  ',
      mentions: [kim.row.id, kim.row.id],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ data: Comment }>().data).toMatchObject({
      author: { id: sam.row.id, name: 'Sam Reviewer' },
      body: 'Strong on the second answer; @Kim what do you think?',
      mentions: [{ id: kim.row.id, name: 'Kim Reviewer' }],
      editedAt: null,
      version: 1,
    });
    expect((await post(kim.auth, { body: 'Agreed.' })).statusCode).toBe(201);

    const comments = await thread();
    expect(comments.map((comment) => [comment.author.name, comment.body])).toEqual([
      ['Sam Reviewer', 'Strong on the second answer; @Kim what do you think?'],
      ['Kim Reviewer', 'Agreed.'],
    ]);
    expect(Date.parse(comments[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('lets only the author edit, and refuses an edit based on an older version with 409', async () => {
    const [mine] = (await thread()) as [Comment];
    const notTheirs = await patch(kim.auth, mine.id, {
      body: 'Hijacked',
      mentions: [],
      baseVersion: mine.version,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json<ApiFailure>()).toEqual({
      result: false,
      status: SCORES_TEXTS.commentNotYours,
      code: 'comment-not-yours',
    });

    // Two tabs of Sam's, both showing version 1: the first save wins, the second is stale.
    const saved = await patch(sam.auth, mine.id, {
      body: 'Strong on the second answer.',
      mentions: [],
      baseVersion: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Comment }>().data).toMatchObject({ version: 2, mentions: [] });
    expect(saved.json<{ data: Comment }>().data.editedAt).not.toBeNull();
    const stale = await patch(sam.auth, mine.id, {
      body: 'Text typed in the other tab',
      mentions: [],
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    // Nothing but the one shape: the client reads the thread again.
    expect(stale.json<ApiFailure>()).toEqual({
      result: false,
      status: SCORES_TEXTS.commentStale,
      code: 'comment-stale',
    });
    expect((await thread())[0]).toMatchObject({ body: 'Strong on the second answer.', version: 2 });

    // Re-applied on the newer version, it is saved.
    const again = await patch(sam.auth, mine.id, {
      body: 'Text typed in the other tab',
      mentions: [],
      baseVersion: 2,
    });
    expect(again.statusCode).toBe(200);
    expect((await thread())[0]).toMatchObject({ body: 'Text typed in the other tab', version: 3 });
  });

  it('lets only the author delete', async () => {
    const [, theirs] = (await thread()) as [Comment, Comment];
    expect((await remove(sam.auth, theirs.id)).statusCode).toBe(403);
    expect(await thread()).toHaveLength(2);
    const deleted = await remove(kim.auth, theirs.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await thread()).map((comment) => comment.author.name)).toEqual(['Sam Reviewer']);
    expect((await remove(kim.auth, theirs.id)).statusCode).toBe(404);
    expect(
      (await patch(kim.auth, theirs.id, { body: 'x', mentions: [], baseVersion: 1 })).statusCode,
    ).toBe(404);
  });

  it('mentions active members only; the directory lists them by name', async () => {
    const directory = await t.app.inject({
      method: 'GET',
      url: '/api/admin/team/directory',
      headers: vic.auth,
    });
    expect(directory.statusCode).toBe(200);
    const names = directory.json<{ data: DirectoryMember[] }>().data.map((member) => member.name);
    expect(names).toEqual(expect.arrayContaining(['Kim Reviewer', 'Sam Reviewer', 'Vic Viewer']));
    expect(directory.body).not.toContain('@team.example');

    await t.database.db
      .update(members)
      .set({ removedAt: new Date() })
      .where(eq(members.id, vic.row.id));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/team/directory',
      headers: sam.auth,
    });
    expect(after.json<{ data: DirectoryMember[] }>().data.map((m) => m.id)).not.toContain(
      vic.row.id,
    );
    const refused = await post(sam.auth, { body: 'FYI', mentions: [vic.row.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiFailure>().status).toBe(SCORES_TEXTS.mentionUnknown);
    expect(await thread(sam.auth)).toHaveLength(1);
  });

  it('refuses empty and overlong text with 400, and a missing candidate with 404', async () => {
    for (const body of ['', '   ', 'x'.repeat(5001)]) {
      expect((await post(sam.auth, { body })).statusCode).toBe(400);
    }
    expect((await post(sam.auth, { body: 'x'.repeat(5000) })).statusCode).toBe(201);
    const missing = '00000000-0000-4000-8000-00000000dead';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidates/${missing}/comments`,
      headers: sam.auth,
      payload: { body: 'Hello' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/candidates/${missing}/comments`,
          headers: sam.auth,
        })
      ).statusCode,
    ).toBe(404);
  });
});

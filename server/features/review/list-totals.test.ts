import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { CandidateListBody } from '../../test/api-bodies';
import { candidateListVersion, candidates, recordings, reviews } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { saveOwnScore } from '../scores/scores-test-helpers';
import { listRoles, seedCandidate, startUpload, type SeededCandidate } from './review-test-seed';

/**
 * The list's total is counted once per filter and kept while the database's list version stands
 * (list-totals.ts, migration 0013): each write that changes what a filter matches must show in
 * the next total, and the totals a reviewer already saw are asked for first, so a kept one is
 * what would be wrong.
 */
describe.each(testDatabaseKinds())('the list’s totals on %s', (kind) => {
  const t = useTestApp(kind);
  let role: Role;
  let ada: SeededCandidate;
  let bob: SeededCandidate;

  beforeEach(async () => {
    [role] = (await listRoles(t)) as [Role];
    ada = await seedCandidate(t, { role, name: 'Ada Lovelace', email: 'ada@test.example' });
    bob = await seedCandidate(t, { role, name: 'Bob Smith', email: 'bob@test.example' });
  });

  const total = async (search = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates${search ? `?${search}` : ''}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateListBody>().data.total;
  };
  const neighboursTotal = async (id: string, search: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${id}/neighbours?${search}`,
      headers: t.admin,
    });
    return response.json<{ data: { total: number } }>().data.total;
  };
  const patchReview = async (id: string, payload: object) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${id}/review`,
      headers: t.admin,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const version = async () => (await t.database.db.select().from(candidateListVersion))[0]?.version;

  it('counts a new registration, and a search matches it, at once', async () => {
    expect(await total()).toBe(2);
    expect(await total('q=cleo')).toBe(0);
    await seedCandidate(t, { role, name: 'Cleo Brown', email: 'cleo@test.example' });
    expect(await total()).toBe(3);
    expect(await total('q=cleo')).toBe(1);
    expect(await total('page=2&pageSize=10&sort=score')).toBe(3);
  });

  it('moves a candidate between the status filters’ totals, also on Previous / Next', async () => {
    expect(await total('status=shortlisted')).toBe(0);
    expect(await neighboursTotal(bob.id, 'status=new')).toBe(2);
    await patchReview(ada.id, { status: 'shortlisted', baseVersion: 0 });
    expect(await total('status=shortlisted')).toBe(1);
    expect(await neighboursTotal(bob.id, 'status=new')).toBe(1);
    await patchReview(ada.id, { status: 'rejected', baseVersion: 1 });
    expect(await total('status=shortlisted')).toBe(0);
    expect(await total('status=rejected')).toBe(1);
  });

  /** The total before and after one write, the first asked just before it (and so kept). */
  const totalAround = async (search: string, write: () => Promise<unknown>) => {
    const before = await total(search);
    await write();
    return [before, await total(search)];
  };
  const updateCandidate = (id: string, values: Partial<typeof candidates.$inferInsert>) =>
    t.database.db.update(candidates).set(values).where(eq(candidates.id, id));

  it('follows the video state, the time limit, a name, an email and a deletion', async () => {
    await startUpload(t, ada.auth);
    const processed = () =>
      t.database.db
        .update(recordings)
        .set({ status: 'processed' })
        .where(eq(recordings.candidateId, ada.id));
    expect(await totalAround('video=ready', processed)).toEqual([0, 1]);
    const unavailable = () => updateCandidate(bob.id, { videoUnavailableReason: 'no_camera' });
    expect(await totalAround('video=unavailable', unavailable)).toEqual([0, 1]);
    const overTime = () => updateCandidate(bob.id, { overTime: true });
    expect(await totalAround('overTime=true', overTime)).toEqual([0, 1]);
    const renamed = () => updateCandidate(ada.id, { name: 'Lady Ada' });
    expect(await totalAround('q=lady', renamed)).toEqual([0, 1]);
    const newEmail = () => updateCandidate(ada.id, { email: 'countess@test.example' });
    expect(await totalAround('q=countess', newEmail)).toEqual([0, 1]);

    const deleteBob = async () => {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/candidates/${bob.id}`,
        headers: t.admin,
      });
      expect(deleted.statusCode).toBe(200);
    };
    expect(await totalAround('', deleteBob)).toEqual([2, 1]);
  });

  it('counts a review written with its status at once (as an import or a restore writes it)', async () => {
    const written = () =>
      t.database.db.insert(reviews).values({ candidateId: bob.id, status: 'shortlisted' });
    expect(await totalAround('status=shortlisted', written)).toEqual([0, 1]);
  });

  it('takes a candidate I score out of “not scored by me”', async () => {
    expect(await total('notScoredByMe=true')).toBe(2);
    await saveOwnScore(t, ada.id, 4);
    expect(await total('notScoredByMe=true')).toBe(1);
  });

  it('keeps a total while the version stands: a write that skips it is not seen until it moves', async () => {
    expect(await total('overTime=true')).toBe(0);
    // The same change with the database's triggers off (as a restore would): the kept total holds.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(candidates).set({ overTime: true }).where(eq(candidates.id, ada.id));
    });
    expect(await total('overTime=true')).toBe(0);
    // Any counted change moves it, and every total is counted again.
    await patchReview(bob.id, { status: 'on_hold', baseVersion: 0 });
    expect(await total('overTime=true')).toBe(1);
  });

  it('leaves the version alone for writes no filter reads: notes, answers, events', async () => {
    await patchReview(ada.id, { status: 'shortlisted', baseVersion: 0 });
    const before = await version();
    await patchReview(ada.id, { notes: 'Strong on testing.', baseVersion: 1 });
    await t.database.db
      .update(candidates)
      .set({ pasteCount: 3, completedAt: new Date() })
      .where(eq(candidates.id, bob.id));
    expect(await version()).toBe(before);
  });
});

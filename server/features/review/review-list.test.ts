import fs from 'node:fs';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateNeighbours } from '../../../shared/review.schema';
import type { ApiFailure, CandidateListBody } from '../../test/api-bodies';
import { candidates } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { writeLiveWebm } from '../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../recordings/processing/ffmpeg';
import { seedReviewFixture, type ReviewFixture } from './review-test-fixture';
import { seedCandidate } from './review-test-seed';

describe.each(testDatabaseKinds())('the candidates list on %s', (kind) => {
  let f: ReviewFixture;

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    const tools = (await locateFfmpeg()) as FfmpegTools;
    f = await seedReviewFixture(t, fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3)));
  });

  const list = async (search = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates${search ? `?${search}` : ''}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateListBody>().data;
  };
  const names = async (search = '') => (await list(search)).items.map((item) => item.name);

  it('lists every candidate newest first with what the columns show', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.items.map((item) => item.id)).toEqual([
      f.eve.id,
      f.dan.id,
      f.cleo.id,
      f.bob.id,
      f.ada.id,
    ]);
    const ada = page.items.find((item) => item.id === f.ada.id);
    expect(ada).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@test.example',
      role: { id: f.roles[0].id, title: f.roles[0].role, company: f.roles[0].company.name },
      answered: 3,
      questionCount: f.roles[0].questions.length,
      video: 'ready',
      overTime: false,
      candidateRating: 4,
      averageScore: 5,
      scoreCount: 1,
      myScore: 5,
      status: 'shortlisted',
    });
    expect(ada?.completedAt).not.toBeNull();
    const bob = page.items.find((item) => item.id === f.bob.id);
    expect(bob).toMatchObject({
      answered: 1,
      video: 'uploading',
      overTime: true,
      candidateRating: null,
      averageScore: null,
      scoreCount: 0,
      myScore: null,
      status: 'new',
      completedAt: null,
    });
    expect(page.items.find((item) => item.id === f.cleo.id)?.video).toBe('failed');
    expect(page.items.find((item) => item.id === f.eve.id)?.video).toBe('none');
    expect(JSON.stringify(page)).not.toContain(f.ada.unique);
  });

  it('filters by role, status, video, over time and text', async () => {
    expect(await names(`role=${f.roles[1].id}`)).toEqual(['Dan Green', 'Bob 100%_Smith']);
    expect(await names('status=new')).toEqual(['Eve 100 Percent', 'Bob 100%_Smith']);
    expect(await names('status=on_hold')).toEqual(['Dan Green']);
    expect(await names('status=rejected')).toEqual(['Cleo Brown']);
    expect(await names('video=ready')).toEqual(['Ada Lovelace']);
    expect(await names('video=uploading')).toEqual(['Bob 100%_Smith']);
    expect(await names('video=failed')).toEqual(['Cleo Brown']);
    expect(await names('video=none')).toEqual(['Eve 100 Percent', 'Dan Green']);
    expect(await names('overTime=true')).toEqual(['Bob 100%_Smith']);
    expect((await list('overTime=false')).total).toBe(4);
    expect(await names('q=LOVE')).toEqual(['Ada Lovelace']);
    expect(await names('q=bob.smith%40test')).toEqual(['Bob 100%_Smith']);
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Bob 100%_Smith']);
    expect(await names(`q=${encodeURIComponent('0%_s')}`)).toEqual(['Bob 100%_Smith']);
    expect(await names(`q=${encodeURIComponent('n_')}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('\\1')}`)).toEqual([]);
    expect(await names(`role=${f.roles[0].id}&status=new&video=none`)).toEqual(['Eve 100 Percent']);
    const filtered = await list('status=new');
    expect(filtered.total).toBe(2);
    expect(await names('role=&status=&video=&overTime=&q=')).toHaveLength(5);
  });

  it('finds an address as a whole, though the index is asked for what comes before the @', async () => {
    expect(await names('q=ADA%40test.example')).toEqual(['Ada Lovelace']);
    expect(await names('q=ada%40other')).toEqual([]);
    expect(await names(`q=${encodeURIComponent('100%_smith bob.smith@t')}`)).toEqual([
      'Bob 100%_Smith',
    ]);
    expect(await names(`q=${encodeURIComponent('100%_smith bob.smith@x')}`)).toEqual([]);
    // Too short to look up alone: the whole text is looked up, as any other.
    expect(await names('q=n%40test.example')).toEqual(['Dan Green']);
    expect((await list('q=%40test.example')).total).toBe(5);
  });

  it('sorts by registration, completion and score, missing values last', async () => {
    expect(await names('order=asc')).toEqual([
      'Ada Lovelace',
      'Bob 100%_Smith',
      'Cleo Brown',
      'Dan Green',
      'Eve 100 Percent',
    ]);
    const completedDesc = await names('sort=completed&order=desc');
    expect(completedDesc.slice(0, 2)).toEqual(['Ada Lovelace', 'Dan Green']);
    expect(completedDesc.slice(2)).toEqual(['Eve 100 Percent', 'Cleo Brown', 'Bob 100%_Smith']);
    expect((await names('sort=completed&order=asc')).slice(0, 2)).toEqual([
      'Dan Green',
      'Ada Lovelace',
    ]);
    expect(await names('sort=score')).toEqual([
      'Ada Lovelace',
      'Dan Green',
      'Cleo Brown',
      'Eve 100 Percent',
      'Bob 100%_Smith',
    ]);
    expect(await names('sort=score&order=asc')).toEqual([
      'Cleo Brown',
      'Dan Green',
      'Ada Lovelace',
      'Bob 100%_Smith',
      'Eve 100 Percent',
    ]);
  });

  it('refuses a bad query with 400 and the reason', async () => {
    const bad = async (search: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/candidates?${search}`,
        headers: t.admin,
      });
      expect(response.statusCode).toBe(400);
      return response.json<ApiFailure>().status;
    };
    expect(await bad('pageSize=7')).toBe('The page size must be 10, 25, 50 or 100.');
    expect(await bad('role=toolong')).toBe('The role filter must be a 3-character role id.');
    expect(await bad('page=0')).toBe('The page must be a whole number from 1.');
    expect(await bad('status=maybe')).toMatch(/.+/);
    expect(await bad('sort=name')).toMatch(/.+/);
  });

  it('walks Previous / Next through the filtered, sorted list', async () => {
    const neighbours = async (id: string, search = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/candidates/${id}/neighbours${search ? `?${search}` : ''}`,
        headers: t.admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CandidateNeighbours }>().data;
    };
    expect(await neighbours(f.dan.id, 'sort=score&page=3&pageSize=10')).toEqual({
      previousId: f.ada.id,
      nextId: f.cleo.id,
      position: 2,
      total: 5,
    });
    expect(await neighbours(f.eve.id)).toEqual({
      previousId: null,
      nextId: f.dan.id,
      position: 1,
      total: 5,
    });
    expect(await neighbours(f.ada.id)).toEqual({
      previousId: f.bob.id,
      nextId: null,
      position: 5,
      total: 5,
    });
    expect(await neighbours(f.cleo.id, `role=${f.roles[0].id}`)).toEqual({
      previousId: f.eve.id,
      nextId: f.ada.id,
      position: 2,
      total: 3,
    });
    expect(await neighbours(f.bob.id, `role=${f.roles[0].id}`)).toEqual({
      previousId: null,
      nextId: null,
      position: null,
      total: 3,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates/00000000-0000-4000-8000-000000000000/neighbours',
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages on the server without gaps or repeats', async () => {
    for (let index = 0; index < 8; index += 1) {
      await seedCandidate(t, {
        role: f.roles[1],
        name: `Paged ${index}`,
        email: `paged${index}@test.example`,
      });
    }
    for (const sort of ['registered', 'completed', 'score']) {
      const first = await list(`sort=${sort}&pageSize=10`);
      const second = await list(`sort=${sort}&pageSize=10&page=2`);
      const all = await list(`sort=${sort}&pageSize=25`);
      expect(first.total).toBe(13);
      expect(first.items).toHaveLength(10);
      expect(second.items).toHaveLength(3);
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
        all.items.map((item) => item.id),
      );
    }
    expect((await list('page=3&pageSize=10')).items).toEqual([]);
  });

  it('breaks ties by id, so candidates registered at the same instant keep one order', async () => {
    const sameInstant = new Date('2030-01-01T00:00:00Z');
    await t.database.db
      .update(candidates)
      .set({ createdAt: sameInstant })
      .where(like(candidates.name, 'Paged %'));
    const tied = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(like(candidates.name, 'Paged %'));
    const ids = tied.map((row) => row.id).sort();
    const newestFirst = (await list('pageSize=25')).items.map((item) => item.id);
    expect(newestFirst.slice(0, ids.length)).toEqual([...ids].reverse());
    const oldestFirst = (await list('order=asc&pageSize=25')).items.map((item) => item.id);
    expect(oldestFirst.slice(-ids.length)).toEqual(ids);
    // No score and no completion: the newest registrations lead those without one, by id.
    for (const sort of ['score', 'completed']) {
      const page = (await list(`sort=${sort}&pageSize=25`)).items.map((item) => item.id);
      const firstTied = page.indexOf(ids[ids.length - 1] as string);
      expect(page.slice(firstTied, firstTied + ids.length)).toEqual([...ids].reverse());
    }
  });
});

import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addRoleVersion } from '../../test/test-role-versions';
import { insertTestRole } from '../../test/test-roles';
import { listRoles, seedCandidate, type SeededCandidate } from './review-test-seed';

const TEN_QUESTIONS = Array.from({ length: 10 }, (_, index) => ({
  text: `Question number ${index + 1}?`,
  guidance: '',
}));

describe.each(testDatabaseKinds())('candidates of a role without video on %s', (kind) => {
  /** Role "one": a single question, no video; completed after the answer. */
  let solo: SeededCandidate;
  /** Role "ten": 10 questions, no video; 2 answered, still in progress. */
  let tenth: SeededCandidate;
  /** Role "one" again after an edit turned video on: this invite asks version 2. */
  let later: SeededCandidate;
  /** A catalogue role with video, nothing recorded yet. */
  let waiting: SeededCandidate;

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    const noVideo = { video: { enabled: false } };
    await insertTestRole(t, {
      id: 'one',
      questions: [{ text: 'Why this role?', guidance: '' }],
      settings: noVideo,
    });
    await insertTestRole(t, { id: 'ten', questions: TEN_QUESTIONS, settings: noVideo });
    const roles = await listRoles(t);
    const role = (id: string) => roles.find((entry) => entry.id === id) as Role;
    const catalogue = roles.find((entry) => !['one', 'ten'].includes(entry.id)) as Role;

    waiting = await seedCandidate(t, {
      role: catalogue,
      name: 'Wanda Waiting',
      email: 'wanda@test.example',
      answers: ['<p>A</p>'],
    });
    solo = await seedCandidate(t, {
      role: role('one'),
      name: 'Sol Solo',
      email: 'sol@test.example',
      answers: ['<p>Because</p>'],
    });
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/complete',
      headers: solo.auth,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    tenth = await seedCandidate(t, {
      role: role('ten'),
      name: 'Tess Ten',
      email: 'tess@test.example',
      answers: ['<p>First</p>', '<p> &nbsp; </p>', '<p>Third</p>'],
    });
    // The snapshot rule: an edit that turns video on changes nothing for Sol, who was invited
    // to version 1, and asks the next candidate for a video.
    await addRoleVersion(t, 'one', {
      settings: {
        ...role('one').settings,
        video: { ...role('one').settings.video, enabled: true },
      },
    });
    later = await seedCandidate(t, {
      role: role('one'),
      name: 'Lee Later',
      email: 'lee@test.example',
    });
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const list = async (search = '') =>
    (await get(`/api/admin/candidates?${search}`)).json<CandidateListBody>().data;
  const names = async (search: string) => (await list(search)).items.map((item) => item.name);
  const detail = async (id: string) =>
    (await get(`/api/admin/candidates/${id}`)).json<CandidateDetailBody>().data;

  it('lists their video as not required, and answers out of their version’s questions', async () => {
    const page = await list();
    const item = (id: string) => page.items.find((entry) => entry.id === id);
    expect(item(solo.id)).toMatchObject({ video: 'not_required', answered: 1, questionCount: 1 });
    expect(item(solo.id)?.completedAt).not.toBeNull();
    expect(item(tenth.id)).toMatchObject({
      video: 'not_required',
      answered: 2,
      questionCount: 10,
    });
    expect(item(later.id)).toMatchObject({ video: 'none', questionCount: 1 });
    expect(item(waiting.id)).toMatchObject({ video: 'none', answered: 1 });
  });

  it('filters on not required apart from candidates still owing a video', async () => {
    expect(await names('video=not_required')).toEqual(['Tess Ten', 'Sol Solo']);
    expect(await names('video=none')).toEqual(['Lee Later', 'Wanda Waiting']);
    expect(await names('video=not_required&role=ten')).toEqual(['Tess Ten']);
    expect((await list('video=not_required')).total).toBe(2);
    const neighbours = await get(`/api/admin/candidates/${solo.id}/neighbours?video=not_required`);
    expect(neighbours.json()).toMatchObject({
      data: { previousId: tenth.id, nextId: null, position: 2, total: 2 },
    });
  });

  it('shows no missing video on their page, and every question of their version', async () => {
    const sol = await detail(solo.id);
    expect(sol.video).toMatchObject({ state: 'not_required', url: null, posterUrl: null });
    expect(sol.answers.map((answer) => answer.question)).toEqual(['Why this role?']);
    expect(sol.answered).toBe(1);
    expect(sol.timing.completedAt).not.toBeNull();

    const tess = await detail(tenth.id);
    expect(tess.video.state).toBe('not_required');
    expect(tess.answers.map((answer) => answer.question)).toEqual(
      TEN_QUESTIONS.map((question) => question.text),
    );
    // A saved answer of blank lines is not counted, as in the list.
    expect(tess.answered).toBe(2);
    expect(tess.answers.filter((answer) => answer.html === null)).toHaveLength(7);

    expect((await detail(later.id)).video.state).toBe('none');
    expect((await detail(waiting.id)).video.state).toBe('none');
  });

  it('says "not required" in the export’s video column', async () => {
    const response = await get('/api/admin/export/candidates.csv');
    const [header, ...rows]: string[][] = parse(response.body, { bom: true });
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const videoByEmail = Object.fromEntries(
      rows.map((row): [string, string] => [row[column('Email')] ?? '', row[column('Video')] ?? '']),
    );
    expect(videoByEmail).toEqual({
      'sol@test.example': 'not required',
      'tess@test.example': 'not required',
      'lee@test.example': 'none',
      'wanda@test.example': 'none',
    });
    expect(header).toContain('Question 10');
    const filtered = await get('/api/admin/export/candidates.csv?video=not_required');
    const [, ...only]: string[][] = parse(filtered.body, { bom: true });
    expect(only.map((row) => row[column('Email')])).toEqual([
      'tess@test.example',
      'sol@test.example',
    ]);
  });
});

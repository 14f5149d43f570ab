import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExtraTime } from '../../../shared/invites.schema';
import type { Role } from '../../../shared/roles.schema';
import type { CandidateDetailBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addRoleVersion } from '../../test/test-role-versions';
import { listRoles, seedCandidate } from './review-test-seed';

const MINUTE_MS = 60_000;

describe.each(testDatabaseKinds())('reviewers see a candidate’s extra time on %s', (kind) => {
  let role: Role;
  let other: Role;
  let seeded = 0;

  const t = useTestApp(kind);
  beforeEach(async () => {
    seeded = 0;
    [role, other] = (await listRoles(t)) as [Role, Role];
  });

  const seed = (extraTime?: ExtraTime, on = role) =>
    seedCandidate(t, {
      role: on,
      name: `Candidate ${++seeded}`,
      email: `candidate-${seeded}@test.example`,
      answers: ['<p>One</p>'],
      extraTime,
    });
  const detail = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data;
  };
  const exportCsv = async (search = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/export/candidates.csv${search}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const parsed: string[][] = parse(response.body, { bom: true });
    const [header, ...rows] = parsed;
    const byEmail = new Map(
      rows.map((row) => [
        row[header?.indexOf('Email') ?? -1],
        Object.fromEntries((header ?? []).map((name, index) => [name, row[index]])),
      ]),
    );
    return { header: header ?? [], byEmail };
  };

  describe('on the candidate’s page', () => {
    it.each<[ExtraTime | undefined, number]>([
      [undefined, 20],
      [{ percent: 25 }, 25],
      [{ percent: 50 }, 30],
      [{ minutes: 15 }, 35],
    ])(
      'with %j the candidate is allowed %i minutes of a 20-minute role',
      async (extra, minutes) => {
        const candidate = await seed(extra);
        const data = await detail(candidate.id);
        expect(data.extraTime).toEqual(extra ?? null);
        expect(data.timing.allowedMs).toBe(minutes * MINUTE_MS);
      },
    );

    it('rounds a share up to a whole minute of the version the candidate was invited to', async () => {
      await addRoleVersion(t, role.id, { settings: { answerMinutes: 15 } });
      const candidate = await seed({ percent: 10 });
      // 15 minutes and 10 % of them (1.5) rounded up.
      expect((await detail(candidate.id)).timing.allowedMs).toBe(17 * MINUTE_MS);
    });

    it('keeps the limit of the invite’s version after the role is edited', async () => {
      const candidate = await seed({ minutes: 5 });
      await addRoleVersion(t, role.id, { settings: { answerMinutes: 10 } });
      expect((await detail(candidate.id)).timing.allowedMs).toBe(25 * MINUTE_MS);
    });

    it('has no allowed time when the role has no time limit, and still shows the extra time', async () => {
      await addRoleVersion(t, role.id, { settings: { answerMinutes: null } });
      const candidate = await seed({ percent: 25 });
      const data = await detail(candidate.id);
      expect(data.timing.allowedMs).toBeNull();
      expect(data.extraTime).toEqual({ percent: 25 });
    });

    it('follows a change made while the candidate is answering', async () => {
      const candidate = await seed();
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/invites/${candidate.inviteCode}/extra-time`,
        headers: t.admin,
        payload: { extraTime: { minutes: 10 } },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const data = await detail(candidate.id);
      expect(data.extraTime).toEqual({ minutes: 10 });
      expect(data.timing.allowedMs).toBe(30 * MINUTE_MS);
    });
  });

  describe('in the CSV export', () => {
    it('has an Extra time column as reviewers read it', async () => {
      await seed({ percent: 25 });
      await seed({ minutes: 15 });
      await seed({ minutes: 1 });
      await seed();
      const { byEmail } = await exportCsv();
      expect(byEmail.get('candidate-1@test.example')?.['Extra time']).toBe('25 %');
      expect(byEmail.get('candidate-2@test.example')?.['Extra time']).toBe('15 minutes');
      expect(byEmail.get('candidate-3@test.example')?.['Extra time']).toBe('1 minute');
      expect(byEmail.get('candidate-4@test.example')?.['Extra time']).toBe('');
    });

    it('has a question and an answer column for the most questions any exported candidate was asked', async () => {
      const five = ['One?', 'Two?', 'Three?', 'Four?', 'Five?'];
      await seed(undefined, other);
      await addRoleVersion(t, role.id, { questions: five });
      await seed();
      await addRoleVersion(t, role.id, { questions: ['Only?'] });
      await seed();

      const all = await exportCsv();
      const questionColumns = all.header.filter((name) => /^(Question|Answer) \d+$/.test(name));
      expect(questionColumns).toEqual(
        [1, 2, 3, 4, 5].flatMap((n) => [`Question ${n}`, `Answer ${n}`]),
      );
      expect(all.byEmail.get('candidate-2@test.example')).toMatchObject({
        'Question 5': 'Five?',
        'Answer 5': '',
        'Question 1': 'One?',
        'Answer 1': 'One',
      });
      // A shorter role's row leaves the columns past its questions empty.
      expect(all.byEmail.get('candidate-3@test.example')).toMatchObject({
        'Question 1': 'Only?',
        'Question 2': '',
        'Question 5': '',
      });

      // Filtered to the other role (3 questions): 3 question columns.
      const filtered = await exportCsv(`?role=${other.id}`);
      expect(filtered.header.filter((name) => name.startsWith('Question '))).toEqual([
        'Question 1',
        'Question 2',
        'Question 3',
      ]);
    });

    it('has no question columns when no candidate matches', async () => {
      await seed();
      const { header, byEmail } = await exportCsv('?q=nobody-matches');
      expect(byEmail.size).toBe(0);
      expect(header.some((name) => name.startsWith('Question'))).toBe(false);
      expect(header).toContain('Extra time');
    });
  });
});

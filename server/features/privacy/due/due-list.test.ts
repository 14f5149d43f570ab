import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type DueCandidate } from '../../../../shared/privacy.schema';
import type { RoleDetail } from '../../../../shared/roles.schema';
import { auditEvents, roles } from '../../../db/schema';
import type { CandidateListBody } from '../../../test/api-bodies';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { addTestMember } from '../../../test/test-members';
import { insertTestRole } from '../../../test/test-roles';
import { writePrivacySettings } from '../settings/privacy-settings.repository';
import { DAY_MS, datedCandidate, daysBefore, policyOf } from '../settings/privacy-test-seed';

describe.each(testDatabaseKinds())('who is deleted soon, as the team sees it, on %s', (kind) => {
  const t = useTestApp(kind);
  const now = new Date();
  /** Last contact `days` ago: with a 30-day policy, due in 30 - days days. */
  const contact = (days: number) => ({
    started: daysBefore(now, days + 5),
    lastSeen: daysBefore(now, days),
    inviteExpires: daysBefore(now, days + 1),
  });

  const get = (url: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'GET', url, headers });
  const dueAnswer = async (query = '', headers?: Record<string, string>) => {
    const response = await get(`/api/admin/privacy/due${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { candidates: DueCandidate[]; total: number } }>().data;
  };
  const due = async (query = '', headers?: Record<string, string>) =>
    (await dueAnswer(query, headers)).candidates;
  const listed = async (query: string) => {
    const response = await get(`/api/admin/candidates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<CandidateListBody>();
    return { ids: data.items.map((item) => item.id), total: data.total };
  };

  it('lists who is due within the days asked, soonest first, and the list filters them', async () => {
    const role = await insertTestRole(t, { id: 'du1' });
    await writePrivacySettings(t.database.db, {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(null, { rejected: 30 }),
    });
    const overdue = await datedCandidate(t, role, { ...contact(40), status: 'rejected' }, 'Olga');
    const inThree = await datedCandidate(t, role, { ...contact(27), status: 'rejected' }, 'Tom');
    const inTen = await datedCandidate(t, role, { ...contact(20), status: 'rejected' }, 'Ten');
    // Not rejected: kept by this policy.
    await datedCandidate(t, role, { ...contact(40), status: 'shortlisted' });
    await datedCandidate(t, role, {
      ...contact(40),
      status: 'rejected',
      held: { at: now, reason: 'Legal', by: 'Owner' },
    });

    expect(await due()).toEqual([
      {
        id: overdue,
        name: 'Olga',
        roleTitle: 'Test role du1',
        status: 'rejected',
        deleteOn: new Date(daysBefore(now, 40).getTime() + 30 * DAY_MS).toISOString(),
        reason: 'retention',
      },
      expect.objectContaining({ id: inThree, reason: 'retention' }),
    ]);
    expect((await dueAnswer()).total).toBe(2);
    expect((await due('?days=7')).map((candidate) => candidate.id)).toEqual([overdue, inThree]);
    expect((await due('?days=10')).map((candidate) => candidate.id)).toEqual([
      overdue,
      inThree,
      inTen,
    ]);
    expect((await due('?days=1')).map((candidate) => candidate.id)).toEqual([overdue]);

    // The candidates list: the same people, counted afresh each time.
    const all = await listed('');
    expect(all.total).toBe(5);
    const filtered = await listed('deletion=due');
    expect(new Set(filtered.ids)).toEqual(new Set([overdue, inThree]));
    expect(filtered.total).toBe(2);
    // A change that raises no list version (the team's policy) still changes the count.
    await writePrivacySettings(t.database.db, {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(null, { rejected: 25 }),
    });
    const after = await listed('deletion=due');
    expect(new Set(after.ids)).toEqual(new Set([overdue, inThree, inTen]));
    expect(after.total).toBe(3);
    // With other filters, and in Previous / Next.
    expect((await listed('deletion=due&status=shortlisted')).total).toBe(0);
    const neighbours = await get(
      `/api/admin/candidates/${inThree}/neighbours?deletion=due&sort=registered&order=asc`,
    );
    expect(neighbours.json()).toMatchObject({ data: { total: 3 } });
  });

  it('answers the soonest few (5 unless asked, at most 50) and counts them all', async () => {
    const role = await insertTestRole(t, { id: 'du5' });
    await writePrivacySettings(t.database.db, {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(30),
    });
    // Seven due, one a day apart (the soonest overdue the longest), and one not within the week.
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await datedCandidate(t, role, contact(40 - i)));
    await datedCandidate(t, role, contact(10));
    const firstFive = await dueAnswer();
    expect(firstFive.candidates.map((candidate) => candidate.id)).toEqual(ids.slice(0, 5));
    expect(firstFive.total).toBe(7);
    const two = await dueAnswer('?limit=2');
    expect(two.candidates.map((candidate) => candidate.id)).toEqual(ids.slice(0, 2));
    expect(two.total).toBe(7);
    expect((await dueAnswer('?limit=50')).candidates).toHaveLength(7);
    expect((await dueAnswer('?days=30&limit=50')).total).toBe(8);
    expect((await listed('deletion=due')).total).toBe(7);
    for (const limit of ['0', '51', 'abc', '2.5']) {
      const response = await get(`/api/admin/privacy/due?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ result: false, code: 'invalid-input' });
    }
  });

  it('lets reviewers and viewers see the list, refuses bad days, and answers 7 days by default', async () => {
    const role = await insertTestRole(t, { id: 'du2' });
    await writePrivacySettings(t.database.db, {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(30),
    });
    const inSix = await datedCandidate(t, role, contact(24));
    await datedCandidate(t, role, contact(22));
    const viewer = await addTestMember(t.database, 'viewer');
    expect((await due('', viewer.auth)).map((candidate) => candidate.id)).toEqual([inSix]);
    for (const days of ['0', '31', 'abc', '1.5']) {
      const response = await get(`/api/admin/privacy/due?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json()).toMatchObject({ result: false, code: 'invalid-input' });
    }
    expect((await get('/api/admin/candidates?deletion=soon')).statusCode).toBe(400);
  });

  it('keeps a role’s own retention, shows it in the editor, and audits it', async () => {
    const role = await insertTestRole(t, { id: 'du3' });
    await writePrivacySettings(t.database.db, {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(365),
    });
    const id = await datedCandidate(t, role, { ...contact(40), status: 'rejected' });
    const put = (payload: object, headers: Record<string, string> = t.admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/roles/${role}/retention`,
        headers,
        payload,
      });
    const detail = async () =>
      (await get(`/api/admin/roles/${role}`)).json<{ data: RoleDetail }>().data;
    expect((await detail()).retention).toBeNull();
    expect(await due()).toEqual([]);

    const own = policyOf(null, { rejected: 14 });
    const saved = await put({ retention: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ result: true, data: { retention: own } });
    expect((await detail()).retention).toEqual(own);
    expect((await due()).map((candidate) => candidate.id)).toEqual([id]);

    // Refused, changing nothing: a reviewer, a bad period, an unknown role.
    const reviewer = await addTestMember(t.database, 'reviewer');
    expect((await put({ retention: null }, reviewer.auth)).statusCode).toBe(403);
    for (const payload of [{ retention: policyOf(0) }, { retention: { rejected: 14 } }, {}]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roles/zz9/retention',
      headers: t.admin,
      payload: { retention: null },
    });
    expect(unknown.statusCode).toBe(404);
    const [stored] = await t.database.db
      .select({ retention: roles.retention })
      .from(roles)
      .where(eq(roles.id, role));
    expect(stored?.retention).toEqual(own);

    // Back to the team's.
    expect((await put({ retention: null })).statusCode).toBe(200);
    expect((await detail()).retention).toBeNull();
    expect(await due()).toEqual([]);
    expect(
      await t.database.db
        .select({ target: auditEvents.target, detail: auditEvents.detail })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'role.edit'))
        .orderBy(auditEvents.id),
    ).toEqual([
      { target: 'Test role du3', detail: { roleId: role, retention: own } },
      { target: 'Test role du3', detail: { roleId: role, retention: null } },
    ]);
  });
});

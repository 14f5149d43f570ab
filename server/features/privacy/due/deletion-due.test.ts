import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '../../../../shared/privacy.schema';
import { roles } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { insertTestRole } from '../../../test/test-roles';
import { deletionDateOf, listDueForDeletion } from './deletion-due.repository';
import { writePrivacySettings } from '../settings/privacy-settings.repository';
import { DAY_MS, datedCandidate, daysBefore, policyOf } from '../settings/privacy-test-seed';

describe.each(testDatabaseKinds())('who is due for deletion, and when, on %s', (kind) => {
  const t = useTestApp(kind);
  const now = new Date('2026-11-30T12:00:00.000Z');
  /** Started 100 days ago, last seen 90, invite expired 93 days ago: last contact 90 days ago. */
  const old = {
    started: daysBefore(now, 100),
    lastSeen: daysBefore(now, 90),
    inviteExpires: daysBefore(now, 93),
  };

  const settings = (changes: Partial<PrivacySettings>) =>
    writePrivacySettings(t.database.db, { ...DEFAULT_PRIVACY_SETTINGS, ...changes });
  const dueIds = async (withinDays = 0) =>
    (await listDueForDeletion(t.database.db, { now, withinDays })).map((due) => due.id);

  it('deletes nobody while retention is off, however old', async () => {
    const role = await insertTestRole(t, { id: 'dd1' });
    await datedCandidate(t, role, { ...old, status: 'rejected' });
    expect(await dueIds()).toEqual([]);
    await settings({ retention: null });
    expect(await dueIds(30)).toEqual([]);
  });

  it('counts the days of the current status from the last contact', async () => {
    const role = await insertTestRole(t, { id: 'dd2' });
    await settings({ retention: policyOf(180, { rejected: 30, shortlisted: null }) });
    const rejected = await datedCandidate(
      t,
      role,
      { ...old, status: 'rejected', decided: daysBefore(now, 95) },
      'Rita Rejected',
    );
    // New (no review row): 180 days, not due.
    const fresh = await datedCandidate(t, role, old);
    // Shortlisted: kept by the policy.
    await datedCandidate(t, role, { ...old, status: 'shortlisted' });
    // New for 200 days: due.
    const forgotten = await datedCandidate(
      t,
      role,
      { started: daysBefore(now, 210), inviteExpires: daysBefore(now, 203) },
      'Nina New',
    );

    // Earliest first.
    const due = await listDueForDeletion(t.database.db, { now, withinDays: 0 });
    expect(due).toEqual([
      {
        id: rejected,
        name: 'Rita Rejected',
        roleTitle: 'Test role dd2',
        status: 'rejected',
        deleteOn: new Date(daysBefore(now, 90).getTime() + 30 * DAY_MS),
        reason: 'retention',
      },
      {
        id: forgotten,
        name: 'Nina New',
        roleTitle: 'Test role dd2',
        status: 'new',
        deleteOn: new Date(daysBefore(now, 203).getTime() + 180 * DAY_MS),
        reason: 'retention',
      },
    ]);
    expect(await deletionDateOf(t.database.db, fresh)).toEqual({
      deleteOn: new Date(daysBefore(now, 90).getTime() + 180 * DAY_MS),
      reason: 'retention',
    });
  });

  it('counts from the latest of activity, completion, decision and invite expiry', async () => {
    const role = await insertTestRole(t, { id: 'dd3' });
    await settings({ retention: policyOf(30) });
    const base = { started: daysBefore(now, 100), inviteExpires: daysBefore(now, 93) };
    const cases = {
      lastSeen: await datedCandidate(t, role, { ...base, lastSeen: daysBefore(now, 20) }),
      completed: await datedCandidate(t, role, { ...base, completed: daysBefore(now, 21) }),
      decided: await datedCandidate(t, role, {
        ...base,
        status: 'on_hold',
        decided: daysBefore(now, 22),
      }),
      expiry: await datedCandidate(t, role, { ...base, inviteExpires: daysBefore(now, 23) }),
      started: await datedCandidate(t, role, { ...base, started: daysBefore(now, 24) }),
    };
    for (const [what, id] of Object.entries(cases)) {
      const days = { lastSeen: 20, completed: 21, decided: 22, expiry: 23, started: 24 }[what];
      expect((await deletionDateOf(t.database.db, id))?.deleteOn, what).toEqual(
        new Date(daysBefore(now, days ?? 0).getTime() + 30 * DAY_MS),
      );
    }
    // Due within 7 days: started (6 days left), expiry (7 days left); not decided (8 days left).
    expect(new Set(await dueIds(7))).toEqual(new Set([cases.started, cases.expiry]));
    expect(await dueIds(0)).toEqual([]);
  });

  it("applies a role's own periods instead of the team's, even with the team's off", async () => {
    const kept = await insertTestRole(t, { id: 'dd4' });
    const short = await insertTestRole(t, { id: 'dd5' });
    const team = await insertTestRole(t, { id: 'dd6' });
    const inKept = await datedCandidate(t, kept, { ...old, status: 'rejected' });
    const inShort = await datedCandidate(t, short, { ...old, status: 'rejected' });
    const inTeam = await datedCandidate(t, team, { ...old, status: 'rejected' });
    await t.database.db
      .update(roles)
      .set({ retention: policyOf(null) })
      .where(eq(roles.id, kept));
    await t.database.db
      .update(roles)
      .set({ retention: policyOf(null, { rejected: 10 }) })
      .where(eq(roles.id, short));
    expect(await dueIds()).toEqual([inShort]);
    await settings({ retention: policyOf(60) });
    expect(new Set(await dueIds())).toEqual(new Set([inShort, inTeam]));
    expect(await deletionDateOf(t.database.db, inKept)).toEqual({ deleteOn: null, reason: null });
  });

  it('never lists a held candidate, by policy or by their erasure request', async () => {
    const role = await insertTestRole(t, { id: 'dd7' });
    await settings({ retention: policyOf(30), erasureDelayDays: 0 });
    const held = { at: daysBefore(now, 1), reason: 'Legal hold', by: 'Owner' };
    const byPolicy = await datedCandidate(t, role, { ...old, held });
    const byRequest = await datedCandidate(t, role, {
      ...old,
      erasureRequested: daysBefore(now, 5),
      held,
    });
    const free = await datedCandidate(t, role, old);
    expect(await dueIds(30)).toEqual([free]);
    for (const id of [byPolicy, byRequest]) {
      expect(await deletionDateOf(t.database.db, id)).toEqual({ deleteOn: null, reason: null });
    }
  });

  it('carries out an erasure request after the delay, or by policy when that comes first', async () => {
    const role = await insertTestRole(t, { id: 'dd8' });
    const recent = { started: daysBefore(now, 3), inviteExpires: daysBefore(now, -4) };
    await settings({ erasureDelayDays: 10 });
    const asked = await datedCandidate(t, role, {
      ...recent,
      erasureRequested: daysBefore(now, 10),
    });
    const askedLater = await datedCandidate(t, role, {
      ...recent,
      erasureRequested: daysBefore(now, 9),
    });
    expect(await dueIds()).toEqual([asked]);
    expect(await deletionDateOf(t.database.db, askedLater)).toEqual({
      deleteOn: daysBefore(now, -1),
      reason: 'erasure',
    });
    // The default delay is 30 days.
    await settings({});
    expect(await dueIds()).toEqual([]);
    expect((await deletionDateOf(t.database.db, asked))?.deleteOn).toEqual(daysBefore(now, -20));
    // The policy deletes the candidate before the request would: retention is the reason.
    const longAgo = await datedCandidate(t, role, { ...old, erasureRequested: daysBefore(now, 1) });
    await settings({ retention: policyOf(30) });
    expect(await listDueForDeletion(t.database.db, { now, withinDays: 0 })).toEqual([
      expect.objectContaining({ id: longAgo, reason: 'retention' }),
    ]);
    // A delay of 0: due at once.
    await settings({ retention: null, erasureDelayDays: 0 });
    expect(new Set(await dueIds())).toEqual(new Set([asked, askedLater, longAgo]));
    expect(await listDueForDeletion(t.database.db, { now, withinDays: 0 })).toContainEqual(
      expect.objectContaining({ id: longAgo, reason: 'erasure', deleteOn: daysBefore(now, 1) }),
    );
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type CandidatePrivacy } from '../../../../shared/privacy.schema';
import { auditEvents, candidates } from '../../../db/schema';
import type { CandidateDetailBody } from '../../../test/api-bodies';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { addTestMember } from '../../../test/test-members';
import { insertTestRole } from '../../../test/test-roles';
import { listDueForDeletion } from '../due/deletion-due.repository';
import { writePrivacySettings } from '../settings/privacy-settings.repository';
import { datedCandidate, daysBefore, policyOf } from '../settings/privacy-test-seed';

describe.each(testDatabaseKinds())('a candidate’s hold from deletion on %s', (kind) => {
  const t = useTestApp(kind);
  const now = new Date();
  const old = {
    started: daysBefore(now, 100),
    lastSeen: daysBefore(now, 90),
    inviteExpires: daysBefore(now, 93),
  };

  const hold = (id: string, payload: object, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/candidates/${id}/hold`, headers, payload });
  const unhold = (id: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/candidates/${id}/hold`, headers });
  const privacyOf = async (id: string): Promise<CandidatePrivacy | undefined> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data.privacy;
  };
  const holdColumns = async (id: string) =>
    (
      await t.database.db
        .select({ at: candidates.heldAt, reason: candidates.holdReason, by: candidates.heldBy })
        .from(candidates)
        .where(eq(candidates.id, id))
    )[0];
  const dueIds = async () =>
    (await listDueForDeletion(t.database.db, { now, withinDays: 0 })).map((due) => due.id);

  it('holds a due candidate out of the policy, shows it on their page, and lifts it', async () => {
    const role = await insertTestRole(t, { id: 'ho1' });
    await writePrivacySettings(t.database.db, {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(30),
    });
    const id = await datedCandidate(t, role, old, 'Hana Held');
    expect(await dueIds()).toEqual([id]);
    expect(await privacyOf(id)).toEqual({
      hold: null,
      erasureRequestedAt: null,
      deleteOn: new Date(daysBefore(now, 90).getTime() + 30 * 86_400_000).toISOString(),
      deleteReason: 'retention',
    });

    const admin = await addTestMember(t.database, 'admin', 'Dana Admin');
    const held = await hold(id, { reason: '  Legal hold: claim 2026-14  ' }, admin.auth);
    expect(held.statusCode, held.body).toBe(200);
    const { hold: state } = held.json<{ data: { hold: CandidatePrivacy['hold'] } }>().data;
    expect(state).toEqual({
      reason: 'Legal hold: claim 2026-14',
      by: 'Dana Admin',
      at: expect.any(String) as string,
    });
    expect(await dueIds()).toEqual([]);
    expect(await privacyOf(id)).toEqual({
      hold: state,
      erasureRequestedAt: null,
      deleteOn: null,
      deleteReason: null,
    });

    const lifted = await unhold(id, admin.auth);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ data: { hold: null } });
    expect(await dueIds()).toEqual([id]);
    expect((await privacyOf(id))?.hold).toBeNull();

    // Each change in the audit log with the candidate's id, the reason in its detail.
    const entries = await t.database.db
      .select({
        action: auditEvents.action,
        actorName: auditEvents.actorName,
        target: auditEvents.target,
        detail: auditEvents.detail,
        candidateId: auditEvents.candidateId,
      })
      .from(auditEvents)
      .where(eq(auditEvents.candidateId, id))
      .orderBy(auditEvents.id);
    expect(entries).toEqual([
      {
        action: 'candidate.hold',
        actorName: 'Dana Admin',
        target: 'Hana Held',
        detail: { reason: 'Legal hold: claim 2026-14' },
        candidateId: id,
      },
      {
        action: 'candidate.unhold',
        actorName: 'Dana Admin',
        target: 'Hana Held',
        detail: { reason: 'Legal hold: claim 2026-14' },
        candidateId: id,
      },
    ]);
    // Lifting no hold changes nothing and writes nothing.
    expect((await unhold(id)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.candidateId, id)),
    ).toHaveLength(2);
  });

  it('stops an erasure request too, and shows the request on their page', async () => {
    const role = await insertTestRole(t, { id: 'ho2' });
    await writePrivacySettings(t.database.db, { ...DEFAULT_PRIVACY_SETTINGS, erasureDelayDays: 0 });
    const asked = daysBefore(now, 2);
    const id = await datedCandidate(t, role, { ...old, erasureRequested: asked });
    expect(await dueIds()).toEqual([id]);
    expect(await privacyOf(id)).toMatchObject({
      erasureRequestedAt: asked.toISOString(),
      deleteOn: asked.toISOString(),
      deleteReason: 'erasure',
    });
    expect((await hold(id, { reason: 'Tribunal' })).statusCode).toBe(200);
    expect(await dueIds()).toEqual([]);
    expect(await privacyOf(id)).toMatchObject({
      erasureRequestedAt: asked.toISOString(),
      deleteOn: null,
      deleteReason: null,
    });
  });

  it('refuses reviewers and viewers, a bad reason and an unknown candidate, changing nothing', async () => {
    const role = await insertTestRole(t, { id: 'ho3' });
    const id = await datedCandidate(t, role, old);
    for (const memberRole of ['reviewer', 'viewer'] as const) {
      const member = await addTestMember(t.database, memberRole, `A ${memberRole}`);
      expect((await hold(id, { reason: 'Keep' }, member.auth)).statusCode).toBe(403);
    }
    for (const payload of [{ reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(301) }, {}]) {
      const response = await hold(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ result: false, code: 'invalid-input' });
    }
    const missing = await hold('00000000-0000-4000-8000-000000000001', { reason: 'Keep' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'candidate-missing' });
    expect(await holdColumns(id)).toEqual({ at: null, reason: null, by: null });

    // A held candidate: a reviewer cannot lift it either.
    expect((await hold(id, { reason: 'Keep' })).statusCode).toBe(200);
    const reviewer = await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    expect((await unhold(id, reviewer.auth)).statusCode).toBe(403);
    expect(await holdColumns(id)).toMatchObject({ reason: 'Keep', by: 'Owner' });
    expect(
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.candidateId, id)),
    ).toEqual([{ action: 'candidate.hold' }]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { Share } from '../../../shared/shares.schema';
import { auditEvents, shareLinks } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { hashToken } from '../admin-auth/admin-sessions.service';
import { listRoles, seedCandidate } from '../review/review-test-seed';
import { createTestShare } from './shares-test-support';

describe.each(testDatabaseKinds())('share links for the team on %s', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  const seedAda = () => seedCandidate(t, { role, name: 'Ada Share', email: 'ada@test.example' });
  const listShares = async (headers = t.admin) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/shares', headers })).json<{
      data: { items: Share[] };
    }>().data.items;

  it('creates a link for one candidate with a 256-bit token kept only as its SHA-256', async () => {
    const ada = await seedAda();
    const before = Date.now();
    const { link, token, share } = await createTestShare(t, {
      label: 'For Priya',
      candidateId: ada.id,
      days: 3,
      allowFeedback: true,
    });
    expect(link).toBe(`http://localhost:80/share/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share).toMatchObject({
      label: 'For Priya',
      candidate: { id: ada.id, name: 'Ada Share' },
      filter: null,
      allowFeedback: true,
      createdBy: 'Owner',
      state: 'active',
      visits: 0,
      feedbackCount: 0,
      revokedAt: null,
    });
    const lasts = Date.parse(share.expiresAt) - before;
    expect(lasts).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(lasts).toBeLessThanOrEqual(3 * 86_400_000 + 5000);
    const [row] = await t.database.db.select().from(shareLinks);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('creates a shortlist from the list filters, and refuses both or neither target', async () => {
    const ada = await seedAda();
    const { share } = await createTestShare(t, { filter: { status: 'shortlisted', q: 'ada' } });
    expect(share.candidate).toBeNull();
    expect(new URLSearchParams(share.filter ?? '').get('status')).toBe('shortlisted');
    expect(new URLSearchParams(share.filter ?? '').get('q')).toBe('ada');
    for (const payload of [
      { label: 'x', days: 7, allowFeedback: false },
      { label: 'x', days: 7, allowFeedback: false, candidateId: ada.id, filter: {} },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/shares',
        headers: t.admin,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: false,
        status: 'Share either one candidate or a filtered shortlist.',
        code: 'invalid-input',
      });
    }
  });

  it('lasts 1 to 30 days', async () => {
    const ada = await seedAda();
    for (const days of [0, 31]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/shares',
        headers: t.admin,
        payload: { label: 'x', candidateId: ada.id, days, allowFeedback: false },
      });
      expect(response.statusCode, `${days} days`).toBe(400);
    }
    await createTestShare(t, { candidateId: ada.id, days: 1 });
    await createTestShare(t, { candidateId: ada.id, days: 30 });
    expect(await listShares()).toHaveLength(2);
  });

  it('answers 404 for a candidate that does not exist, and makes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shares',
      headers: t.admin,
      payload: {
        label: 'x',
        candidateId: '00000000-0000-4000-8000-0000000000ab',
        days: 7,
        allowFeedback: false,
      },
    });
    expect(response.statusCode).toBe(404);
    expect(await listShares()).toEqual([]);
  });

  it('lists each share with its state, newest first; revoking ends it at once and is audited', async () => {
    const ada = await seedAda();
    const admin = await addTestMember(t.database, 'admin', 'Sam Admin');
    const first = await createTestShare(t, { label: 'First', candidateId: ada.id });
    const second = await createTestShare(t, { label: 'Second', candidateId: ada.id }, admin.auth);
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, first.share.id));
    const listed = await listShares();
    expect(listed.map((share) => [share.label, share.state, share.createdBy])).toEqual([
      ['Second', 'active', 'Sam Admin'],
      ['First', 'expired', 'Owner'],
    ]);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shares/${second.share.id}/revoke`,
      headers: admin.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ data: Share }>().data.state).toBe('revoked');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shares/${second.share.id}/revoke`,
      headers: t.admin,
    });
    expect(again.json<{ data: Share }>().data.revokedAt).toBe(
      revoked.json<{ data: Share }>().data.revokedAt,
    );
    const opened = await t.app.inject({ method: 'GET', url: `/api/shares/${second.token}` });
    expect(opened.statusCode).toBe(410);

    const audit = await t.database.db
      .select({ action: auditEvents.action, who: auditEvents.actorName, what: auditEvents.target })
      .from(auditEvents)
      .orderBy(auditEvents.id);
    expect(audit.filter((event) => event.action.startsWith('share.'))).toEqual([
      { action: 'share.create', who: 'Owner', what: 'First' },
      { action: 'share.create', who: 'Sam Admin', what: 'Second' },
      { action: 'share.revoke', who: 'Sam Admin', what: 'Second' },
    ]);
  });

  it('a reviewer may read guest feedback but neither list, make nor revoke shares', async () => {
    const ada = await seedAda();
    const reviewer = await addTestMember(t.database, 'reviewer');
    const { share } = await createTestShare(t, { candidateId: ada.id });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/shares', headers: reviewer.auth }))
        .statusCode,
    ).toBe(403);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shares/${share.id}/revoke`,
      headers: reviewer.auth,
    });
    expect(revoke.statusCode).toBe(403);
    expect((await listShares())[0]?.state).toBe('active');
    const feedback = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${ada.id}/guest-feedback`,
      headers: reviewer.auth,
    });
    expect(feedback.statusCode).toBe(200);
  });
});

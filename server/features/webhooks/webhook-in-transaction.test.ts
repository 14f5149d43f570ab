import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import { auditEvents, candidates, recordings, reviews, webhookDeliveries } from '../../db/schema';
import { withInsertsRefused } from '../../test/refused-inserts';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole } from '../../test/test-roles';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { liveWebmBytes } from '../../test/test-video';
import { seedCandidate, submitRecording, TEST_DEVICE } from '../review/review-test-seed';

describe.each(testDatabaseKinds())('a change and its webhook event on %s', (kind) => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const t = useTestApp(kind, { webhooks: { allowPrivate: true } });

  /** The deliveries table refuses rows while `work` runs, as a database failing mid-change would. */
  const withDeliveriesRefused = (work: () => Promise<void>) =>
    withInsertsRefused(t.database.db, 'webhook_deliveries', work);
  const subscribe = async (events: string[]) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: receiver.url, events },
    });
    expect(created.statusCode, created.body).toBe(200);
  };
  const queuedFor = async (event: string, candidateId: string) =>
    (await t.database.db.select().from(webhookDeliveries)).filter(
      (row) => row.event === event && row.payload.includes(candidateId),
    );

  it('are saved together or not at all: a review change whose event cannot be queued is not saved', async () => {
    await insertTestRole(t, { id: 'zwt' });
    await subscribe(['review.updated']);
    const ada = await seedCandidate(t, {
      role: { id: 'zwt' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Ada Atomic',
      email: 'ada@atomic.example',
    });
    const save = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/candidates/${ada.id}/review`,
        headers: t.admin,
        payload,
      });
    const saved = () =>
      t.database.db
        .select({ status: reviews.status, version: reviews.version })
        .from(reviews)
        .where(eq(reviews.candidateId, ada.id));
    const queued = async () =>
      (await t.database.db.select().from(webhookDeliveries)).filter((row) =>
        row.payload.includes(ada.id),
      );

    await withDeliveriesRefused(async () => {
      expect((await save({ status: 'shortlisted', baseVersion: 0 })).statusCode).toBe(500);
    });
    expect((await saved())[0]?.status ?? 'new').toBe('new');
    expect(await queued()).toEqual([]);

    expect((await save({ status: 'shortlisted', baseVersion: 0 })).statusCode).toBe(200);
    expect(await saved()).toEqual([{ status: 'shortlisted', version: 1 }]);
    expect(await queued()).toHaveLength(1);
  });

  it('are saved together or not at all: a registration whose event cannot be queued makes no candidate', async () => {
    await insertTestRole(t, { id: 'zwr' });
    await subscribe(['candidate.registered']);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: 'zwr' },
    });
    const inviteCode = invite.json<CreateInviteResponse>().data.inviteCode;
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/now-assessment',
        payload: {
          name: 'Bea Atomic',
          email: 'bea@atomic.example',
          social: 'https://profile.test.example',
          company: '',
          uuid: '',
          invitecode: inviteCode,
          data: TEST_DEVICE,
        },
      });
    const made = () =>
      t.database.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.inviteCode, inviteCode));
    const queued = async () =>
      (await t.database.db.select().from(webhookDeliveries)).filter((row) =>
        row.payload.includes(inviteCode),
      );

    await withDeliveriesRefused(async () => {
      expect((await register()).statusCode).toBe(500);
    });
    expect(await made()).toEqual([]);
    expect(await queued()).toEqual([]);

    const registered = await register();
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await made()).toHaveLength(1);
    expect(await queued()).toHaveLength(1);
  });

  it('are saved together or not at all: a deletion whose event cannot be queued deletes nothing', async () => {
    await insertTestRole(t, { id: 'zwd' });
    await subscribe(['candidate.deleted']);
    const eve = await seedCandidate(t, {
      role: { id: 'zwd' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Eve Atomic',
      email: 'eve@atomic.example',
    });
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/candidates/${eve.id}`, headers: t.admin });
    const kept = () =>
      t.database.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, eve.id));
    const audited = async () =>
      (await t.database.db.select().from(auditEvents)).filter(
        (row) => row.action === 'candidate.delete' && row.target === eve.id,
      );

    await withDeliveriesRefused(async () => {
      expect((await remove()).statusCode).toBe(500);
    });
    expect(await kept()).toEqual([{ id: eve.id }]);
    expect(await queuedFor('candidate.deleted', eve.id)).toEqual([]);
    expect(await audited()).toEqual([]);

    expect((await remove()).statusCode).toBe(200);
    expect(await kept()).toEqual([]);
    const [event] = await queuedFor('candidate.deleted', eve.id);
    expect(JSON.parse(event?.payload ?? '{}') as unknown).toMatchObject({
      data: { name: 'Eve Atomic' },
    });
    expect(await audited()).toHaveLength(1);
    // Asked again: 404, and nothing more is told or audited.
    expect((await remove()).statusCode).toBe(404);
    expect(await queuedFor('candidate.deleted', eve.id)).toHaveLength(1);
    expect(await audited()).toHaveLength(1);
  });

  it('a completion whose event was lost (a stop between the two) is told by the catch-up, once', async () => {
    await insertTestRole(t, { id: 'zwc', settings: { video: { enabled: false } } });
    await subscribe(['candidate.completed']);
    const fay = await seedCandidate(t, {
      role: { id: 'zwc' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Fay Atomic',
      email: 'fay@atomic.example',
      answers: ['<p>One</p>', '<p>Two</p>'],
    });
    await withDeliveriesRefused(async () => {
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/complete',
        headers: fay.auth,
      });
      // The candidate's submission stands; only the event is missing.
      expect(done.statusCode, done.body).toBe(200);
    });
    expect(await queuedFor('candidate.completed', fay.id)).toEqual([]);

    await t.app.webhooks.catchUpCompletions();
    await t.app.webhooks.catchUpCompletions();
    expect(await queuedFor('candidate.completed', fay.id)).toHaveLength(1);
  });

  it('the catch-up tells of a completion with video only once its video is processed', async () => {
    await insertTestRole(t, { id: 'zwp', settings: { video: { enabled: true } } });
    await subscribe(['candidate.completed']);
    const gus = await seedCandidate(t, {
      role: { id: 'zwp' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Gus Atomic',
      email: 'gus@atomic.example',
      answers: ['<p>One</p>', '<p>Two</p>'],
    });
    const video = await liveWebmBytes(2);
    await withDeliveriesRefused(async () => {
      await submitRecording(t, gus.auth, video);
    });
    expect(await queuedFor('candidate.completed', gus.id)).toEqual([]);
    const setStatus = (status: 'uploaded' | 'processed') =>
      t.database.db.update(recordings).set({ status }).where(eq(recordings.candidateId, gus.id));

    // As if the process stopped while ffmpeg was still at work: nothing to tell yet.
    await setStatus('uploaded');
    await t.app.webhooks.catchUpCompletions();
    expect(await queuedFor('candidate.completed', gus.id)).toEqual([]);

    // Processed, and the process stopped before telling: the catch-up tells.
    await setStatus('processed');
    await t.app.webhooks.catchUpCompletions();
    expect(await queuedFor('candidate.completed', gus.id)).toHaveLength(1);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import { candidates, reviews, webhookDeliveries } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole } from '../../test/test-roles';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { seedCandidate, TEST_DEVICE } from '../review/review-test-seed';

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
  async function withDeliveriesRefused(work: () => Promise<void>) {
    await t.database.db.execute(sql`
      create or replace function test_refuse_delivery() returns trigger language plpgsql
      as $$ begin raise exception 'the webhook outbox is unavailable'; end $$`);
    await t.database.db.execute(sql`
      create trigger test_refuse_delivery before insert on webhook_deliveries
      for each row execute function test_refuse_delivery()`);
    try {
      await work();
    } finally {
      await t.database.db.execute(sql`drop trigger test_refuse_delivery on webhook_deliveries`);
      await t.database.db.execute(sql`drop function test_refuse_delivery()`);
    }
  }

  it('are saved together or not at all: a review change whose event cannot be queued is not saved', async () => {
    await insertTestRole(t, { id: 'zwt' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: receiver.url, events: ['review.updated'] },
    });
    expect(created.statusCode, created.body).toBe(200);
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
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: receiver.url, events: ['candidate.registered'] },
    });
    expect(created.statusCode, created.body).toBe(200);
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
});

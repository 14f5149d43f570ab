import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookCandidate } from '../../../shared/webhooks.schema';
import { recordings, webhookDeliveries } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole } from '../../test/test-roles';
import { liveWebmBytes } from '../../test/test-video';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { seedCandidate, sendUpload, startUpload } from '../review/review-test-seed';

type Body = {
  type: string;
  timestamp: string;
  data: WebhookCandidate & { previousStatus?: string; changed?: string[] };
};

const ORIGIN = 'https://jobs.example.test';

describe.each(testDatabaseKinds())('what the workspace tells receivers on %s', (kind) => {
  let receiver: WebhookReceiver;
  let video: Buffer;

  const deliverAll = async () => {
    for (let pass = 0; pass < 3; pass++) await t.app.webhooks.relay.runOnce();
  };
  const events = (type: string, candidateId?: string) =>
    receiver
      .events<Body>(type)
      .filter((body) => candidateId === undefined || body.data.id === candidateId);
  /** Queued, whether sent yet or not. */
  const queued = async (type: string) =>
    t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, type));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    video = await liveWebmBytes(2);
  });
  afterAll(async () => {
    await receiver.close();
  });
  const t = useTestApp(
    kind,
    { fallbackOrigin: ORIGIN, trustHostHeader: false, webhooks: { allowPrivate: true } },
    { resetBeforeEach: false },
  );
  beforeAll(async () => {
    await t.reset();
    await insertTestRole(t, { id: 'zwn', settings: { video: { enabled: false } } });
    await insertTestRole(t, { id: 'zwv', settings: { video: { enabled: true } } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: {
        url: receiver.url,
        events: [
          'candidate.registered',
          'candidate.completed',
          'review.updated',
          'candidate.deleted',
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  const roleOf = (id: string) => ({ id }) as Parameters<typeof seedCandidate>[1]['role'];

  it('tells of a registration once, with the candidate, the role and a link to their page', async () => {
    const ada = await seedCandidate(t, {
      role: roleOf('zwn'),
      name: 'Ada Webhook',
      email: 'ada@hooks.example',
    });
    // The same person registering again (another computer) is not a new candidate.
    await t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: {
        name: 'Ada Webhook',
        email: 'ada@hooks.example',
        social: 'https://profile.test.example',
        company: '',
        uuid: '',
        invitecode: ada.inviteCode,
      },
    });
    await deliverAll();
    const registered = events('candidate.registered', ada.id);
    expect(registered).toHaveLength(1);
    expect(registered[0]?.data).toEqual({
      id: ada.id,
      name: 'Ada Webhook',
      email: 'ada@hooks.example',
      role: { id: 'zwn', title: 'Test role zwn', company: 'Test Company' },
      inviteCode: ada.inviteCode,
      status: 'new',
      completedAt: null,
      url: `${ORIGIN}/admin/candidates/${ada.id}`,
    });
  });

  it('tells of a completion without video once, when the last answer is submitted', async () => {
    const bea = await seedCandidate(t, {
      role: roleOf('zwn'),
      name: 'Bea Webhook',
      email: 'bea@hooks.example',
      answers: ['<p>One</p>', '<p>Two</p>'],
    });
    for (let time = 0; time < 2; time++) {
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/complete',
        headers: bea.auth,
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    await deliverAll();
    const completed = events('candidate.completed', bea.id);
    expect(completed).toHaveLength(1);
    expect(completed[0]?.data.completedAt).toEqual(expect.any(String));
  });

  it('tells of a completion with video only once the video is processed', async () => {
    const cai = await seedCandidate(t, {
      role: roleOf('zwv'),
      name: 'Cai Webhook',
      email: 'cai@hooks.example',
      answers: ['<p>One</p>', '<p>Two</p>'],
    });
    const uploadId = await startUpload(t, cai.auth);
    await sendUpload(t, cai.auth, uploadId, video);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: cai.auth,
      payload: { uploadId, recordedMs: 2000, endToCompleteMs: 40 },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [recording] = await t.database.db
      .select({ status: recordings.status })
      .from(recordings)
      .where(eq(recordings.candidateId, cai.id));
    const queuedAtSubmit = (await queued('candidate.completed')).filter((row) =>
      row.payload.includes(cai.id),
    );
    // Submitted while ffmpeg was still at work: nothing yet (else it is sent at once).
    expect(queuedAtSubmit).toHaveLength(recording?.status === 'uploaded' ? 0 : 1);
    await t.app.recordingProcessor.idle();
    await deliverAll();
    expect(events('candidate.completed', cai.id)).toHaveLength(1);
  });

  it('tells of every review change: the status (with the one before), the notes, a score', async () => {
    const dan = await seedCandidate(t, {
      role: roleOf('zwn'),
      name: 'Dan Webhook',
      email: 'dan@hooks.example',
    });
    const save = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/candidates/${dan.id}/review`,
        headers: t.admin,
        payload,
      });
    const score = (method: 'PUT' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/admin/candidates/${dan.id}/scores/me`,
        headers: t.admin,
        payload,
      });
    expect((await save({ status: 'shortlisted', baseVersion: 0 })).statusCode).toBe(200);
    expect((await save({ notes: 'Strong', baseVersion: 1 })).statusCode).toBe(200);
    // The same notes again change nothing: no event.
    expect((await save({ notes: 'Strong', baseVersion: 2 })).statusCode).toBe(200);
    expect((await score('PUT', { score: 4 })).statusCode).toBe(200);
    expect((await score('PUT', { score: 4 })).statusCode).toBe(200);
    expect((await score('PUT', { score: 4, questionScores: [5] })).statusCode).toBe(200);
    expect((await score('DELETE')).statusCode).toBe(200);

    const rows = (await queued('review.updated')).filter((row) => row.payload.includes(dan.id));
    expect(rows).toHaveLength(5);
    await deliverAll();
    const updated = events('review.updated', dan.id).sort((a, b) =>
      a.timestamp.localeCompare(b.timestamp),
    );
    expect(updated.map((body) => body.data.changed)).toEqual([
      ['status'],
      ['notes'],
      ['score'],
      ['score'],
      ['score'],
    ]);
    expect(updated[0]?.data).toMatchObject({ status: 'shortlisted', previousStatus: 'new' });
    expect(updated[1]?.data).toMatchObject({
      status: 'shortlisted',
      previousStatus: 'shortlisted',
    });
  });

  it('tells of a deletion with who was deleted', async () => {
    const eve = await seedCandidate(t, {
      role: roleOf('zwn'),
      name: 'Eve Webhook',
      email: 'eve@hooks.example',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${eve.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    await deliverAll();
    const told = events('candidate.deleted', eve.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ name: 'Eve Webhook', email: 'eve@hooks.example' });
  });
});

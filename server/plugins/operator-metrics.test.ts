import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../db/schema';
import {
  findRecordingByUpload,
  markWaitingForStorage,
} from '../features/recordings/recordings.repository';
import { S3RecordingStore } from '../features/recordings/stores/s3-recording-store';
import { sendUpload, startUpload } from '../features/review/review-test-seed';
import { startS3TestServer } from '../test/s3-test-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { testDatabaseKinds } from '../test/test-databases';
import { insertTestRole, inviteToRole } from '../test/test-roles';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';

const TOKEN = 'metrics-token-0123456789';
const HOUR = 60 * 60 * 1000;

/** One sample's value from the Prometheus text format, e.g. `name{a="b"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A loopback port nothing listens on: the SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabaseKinds())('metrics an operator alerts on (%s)', (kind) => {
  let test: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // One retry an hour after the first attempt, then given up; mail to a server that is down.
    test = await createTestApp(kind, {
      metricsToken: TOKEN,
      webhooks: { allowPrivate: true, retryDelaysMs: [HOUR] },
      mail: {
        host: '127.0.0.1',
        port: await closedPort(),
        secure: false,
        from: 'jobs@acme.example',
      },
      mailRetry: { delaysMs: [HOUR], pollMs: HOUR },
    });
  });
  afterAll(async () => {
    await test?.close();
    await receiver?.close();
  });

  const scrape = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).body;
  /** Makes every waiting row due now and an hour older, as if the hour had passed. */
  const anHourLater = async (table: 'mail_outbox' | 'webhook_deliveries') => {
    await test.database.db.execute(
      sql`update ${sql.identifier(table)} set next_attempt_at = now(),
        created_at = created_at - interval '1 hour'`,
    );
  };

  it('reports the webhook backlog, its oldest delivery, and deliveries given up', async () => {
    await test.reset();
    const empty = await scrape();
    expect(sample(empty, 'prescreen_outbox_pending{outbox="webhook"}')).toBe(0);
    expect(sample(empty, 'prescreen_outbox_oldest_pending_seconds{outbox="webhook"}')).toBe(0);
    const failedBefore = sample(empty, 'prescreen_outbox_failed_total{outbox="webhook"}') ?? 0;

    const added = await test.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: test.admin,
      payload: { url: receiver.url, description: 'ATS', events: ['candidate.completed'] },
    });
    const { id } = added.json<{ data: { endpoint: { id: string } } }>().data.endpoint;
    receiver.answer(500, 500);
    await test.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${id}/test`,
      headers: test.admin,
    });
    await test.app.webhooks.relay.runOnce();
    expect(receiver.received).toHaveLength(1);
    const waiting = await scrape();
    expect(sample(waiting, 'prescreen_outbox_pending{outbox="webhook"}')).toBe(1);

    await anHourLater('webhook_deliveries');
    const older = await scrape();
    expect(
      sample(older, 'prescreen_outbox_oldest_pending_seconds{outbox="webhook"}'),
    ).toBeGreaterThanOrEqual(3600);
    expect(sample(older, 'prescreen_outbox_oldest_pending_seconds{outbox="webhook"}')).toBeLessThan(
      3600 * 2,
    );

    // The second attempt was the last: given up, no longer waiting.
    await test.app.webhooks.relay.runOnce();
    const given = await scrape();
    expect(sample(given, 'prescreen_outbox_pending{outbox="webhook"}')).toBe(0);
    expect(sample(given, 'prescreen_outbox_failed_total{outbox="webhook"}')).toBe(failedBefore + 1);
  });

  it('reports the mail backlog while the SMTP server is down, and the mails given up', async () => {
    await test.reset();
    const before = await scrape();
    expect(sample(before, 'prescreen_outbox_pending{outbox="mail"}')).toBe(0);
    const failedBefore = sample(before, 'prescreen_outbox_failed_total{outbox="mail"}') ?? 0;

    await insertTestRole(test, { id: 'om1' });
    const code = await inviteToRole(test, 'om1');
    await test.database.db.execute(
      sql`update invites set email = 'dana@candidate.example' where code = ${code}`,
    );
    await test.app.mail.queueInvite(code, 'https://jobs.acme.example');
    await test.app.mail.runOnce();
    expect(sample(await scrape(), 'prescreen_outbox_pending{outbox="mail"}')).toBe(1);

    await anHourLater('mail_outbox');
    const older = await scrape();
    expect(
      sample(older, 'prescreen_outbox_oldest_pending_seconds{outbox="mail"}'),
    ).toBeGreaterThanOrEqual(3600);
    await test.app.mail.runOnce();
    const given = await scrape();
    expect(sample(given, 'prescreen_outbox_pending{outbox="mail"}')).toBe(0);
    expect(sample(given, 'prescreen_outbox_failed_total{outbox="mail"}')).toBe(failedBefore + 1);
  });

  it('counts the bytes of an upload as they arrive', async () => {
    await test.reset();
    const series = 'prescreen_upload_received_bytes_total';
    const before = sample(await scrape(), series) ?? 0;
    const candidate = await registerTestCandidate(test);
    const auth = { authorization: `Bearer ${candidate.unique}` };
    const uploadId = await startUpload(test, auth);
    await sendUpload(test, auth, uploadId, Buffer.alloc(100_000, 1), false);
    expect(sample(await scrape(), series)).toBe(before + 100_000);
  });

  it('reports the recordings whose processing waits for storage', async () => {
    await test.reset();
    const series = 'prescreen_recordings_waiting_for_storage';
    expect(sample(await scrape(), series)).toBe(0);
    const candidate = await registerTestCandidate(test);
    const uploadId = await startUpload(test, { authorization: `Bearer ${candidate.unique}` });
    const { db } = test.database;
    const recording = await findRecordingByUpload(db, uploadId);
    const id = recording?.id as string;
    // Uploaded, then the store did not answer its processing (process-recording.ts).
    await db.update(recordings).set({ status: 'uploaded' }).where(eq(recordings.id, id));
    expect(sample(await scrape(), series)).toBe(0);
    await markWaitingForStorage(db, id, 'connect ECONNREFUSED');
    const text = await scrape();
    expect(sample(text, series)).toBe(1);
    expect(sample(text, 'prescreen_recordings{state="uploaded"}')).toBe(1);
  });

  it('counts S3 calls that fail, by command, and not an answer that an object is missing', async () => {
    const s3 = await startS3TestServer();
    const store = new S3RecordingStore(s3.settings, test.database.db);
    const series = 'prescreen_s3_request_errors_total{operation="HeadObject",status="none"}';
    const before = sample(await scrape(), series) ?? 0;
    expect(await store.statFile('recordings/none/missing.jpg')).toBeNull();
    expect(await scrape()).not.toContain('status="404"');
    await s3.close();
    await expect(store.statFile('recordings/none/missing.jpg')).rejects.toThrow();
    expect(sample(await scrape(), series)).toBe(before + 1);
  });
});

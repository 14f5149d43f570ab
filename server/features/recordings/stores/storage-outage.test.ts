import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CandidateDetail, CandidateListItem } from '../../../../shared/review.schema';
import { candidates, recordings } from '../../../db/schema';
import { processingAttempts, type ProcessingAttempt } from '../../../plugins/processing-attempts';
import { createAppOnDatabase, useTestApp, type TestAppOverrides } from '../../../test/test-app';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { startSwitchableProxy, type SwitchableProxy } from '../../../test/switchable-proxy';
import { testDatabaseKinds } from '../../../test/test-databases';
import { insertTestRole } from '../../../test/test-roles';
import { liveWebmBytes } from '../../../test/test-video';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { seedCandidate, sendUpload, startUpload } from '../../review/review-test-seed';

/** Short pauses: the shape of production's (doubling from the first, capped), in milliseconds. */
const STORAGE_WAIT = { firstMs: 200, maxMs: 800 };

/** Every processing attempt the app announces (the metrics' source), by outcome. */
function attemptsSeen() {
  const seen: ProcessingAttempt['outcome'][] = [];
  const listener = (message: unknown) => seen.push((message as ProcessingAttempt).outcome);
  processingAttempts.subscribe(listener);
  return { seen, stop: () => processingAttempts.unsubscribe(listener) };
}

async function until(check: () => Promise<boolean>, what: string, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The fault test "a recording submitted during the outage" (docs/deploying.md, "When S3 is
 * away"): S3 stops answering, a candidate uploads and submits, processing waits for storage with
 * its attempts unspent for as long as it lasts, reviewers see "waiting", candidate.completed waits
 * too; S3 comes back and the video is processed, the event sent then, once. On PostgreSQL through
 * the shared queue (pg-boss), on PGlite through the in-process processor.
 */
describe.each(testDatabaseKinds())('a recording submitted during an S3 outage (%s)', (kind) => {
  let s3: S3TestServer;
  let proxy: SwitchableProxy;
  let receiver: WebhookReceiver;
  let video: Buffer;
  let attempts: ReturnType<typeof attemptsSeen>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    proxy = await startSwitchableProxy(Number(new URL(s3.settings.endpoint as string).port));
    receiver = await startWebhookReceiver();
    video = await liveWebmBytes(2);
  });
  afterAll(async () => {
    await receiver.close();
    await proxy.close();
    await s3.close();
  });
  const overrides = (): TestAppOverrides => ({
    s3: { ...s3.settings, endpoint: `http://127.0.0.1:${proxy.port}` },
    webhooks: { allowPrivate: true },
    processingRetry: {
      retryLimit: 1,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 1,
      storageWait: STORAGE_WAIT,
    },
  });
  // Two tests stop the app's processor, which does not start again: an app for each test.
  const t = useTestApp(kind, overrides, { appPerTest: true });
  beforeEach(async () => {
    await proxy.up();
    attempts = attemptsSeen();
    await insertTestRole(t, { id: 'out', settings: { video: { enabled: true } } });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: receiver.url, events: ['candidate.completed'] },
    });
  });
  afterEach(async () => {
    attempts.stop();
    // Up for the next test's app, whose start checks the bucket.
    await proxy.up();
  });

  async function submitDuringOutage(email: string) {
    const candidate = await seedCandidate(t, {
      role: { id: 'out' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Outage Candidate',
      email,
    });
    await proxy.down();
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: candidate.auth,
      payload: { uploadId, recordedMs: 2000, endToCompleteMs: 40 },
    });
    // Not a failure to the candidate: their bytes are in the database, their submission done.
    expect(submitted.statusCode, submitted.body).toBe(200);
    return candidate;
  }

  const recordingOf = async (candidateId: string) => {
    const [row] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.candidateId, candidateId));
    return row;
  };
  const completedEvents = async (candidateId: string) => {
    for (let pass = 0; pass < 3; pass++) await t.app.webhooks.relay.runOnce();
    return receiver
      .events<{ data: { id: string } }>('candidate.completed')
      .filter((body) => body.data.id === candidateId);
  };
  const detailOf = async (candidateId: string, app = t.app) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${candidateId}`,
      headers: t.admin,
    });
    return response.json<{ data: CandidateDetail }>().data;
  };
  const listPage = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates${query}`,
      headers: t.admin,
    });
    return response.json<{ data: { items: CandidateListItem[]; total: number } }>().data;
  };
  const listed = async (query = '') => (await listPage(query)).items;

  it('waits for storage with its attempts unspent, shows reviewers "waiting", and is processed once S3 is back, only then completed', async () => {
    const candidate = await submitDuringOutage('during@outage.example');
    // Several tries while S3 is away: each would have spent an attempt, and the last marked it failed.
    await until(() => Promise.resolve(attempts.seen.length >= 4), 'tried four times');
    const waiting = await recordingOf(candidate.id);
    expect(waiting?.status).toBe('uploaded');
    expect(waiting?.processingAttempts).toBe(0);
    expect(waiting?.waitingForStorageSince).toEqual(expect.any(Date));
    expect(attempts.seen.every((outcome) => outcome === 'waiting_for_storage')).toBe(true);

    const detail = await detailOf(candidate.id);
    expect(detail.video.state).toBe('waiting');
    expect(detail.video.reprocessable).toBe(false);
    expect((await listed()).map((item) => item.video)).toEqual(['waiting']);
    expect((await listed('?video=waiting')).map((item) => item.id)).toEqual([candidate.id]);
    expect(await listed('?video=uploading')).toEqual([]);
    expect(await listed('?video=failed')).toEqual([]);
    // Waiting is not settled: the team is not told of a completion whose video may yet come.
    expect(await completedEvents(candidate.id)).toEqual([]);

    await proxy.up();
    await t.app.recordingProcessor.idle();
    const processed = await recordingOf(candidate.id);
    expect(processed?.status).toBe('processed');
    expect(processed?.waitingForStorageSince).toBeNull();
    expect(processed?.processingAttempts).toBe(0);
    expect((await detailOf(candidate.id)).video.state).toBe('ready');
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${candidate.id}/video`,
      headers: t.admin,
    });
    expect(served.statusCode).toBe(200);
    expect(await completedEvents(candidate.id)).toHaveLength(1);
  }, 120_000);

  it("keeps the list's counts true when a wait begins and ends", async () => {
    const candidate = await submitDuringOutage('counted@outage.example');
    await until(() => Promise.resolve(attempts.seen.length >= 1), 'tried once');
    // Nothing else changes it from here: the candidate's video status stays "uploaded".
    await t.app.recordingProcessor.stop();
    const totals = async () => ({
      waiting: (await listPage('?video=waiting')).total,
      uploading: (await listPage('?video=uploading')).total,
    });
    expect(await totals()).toEqual({ waiting: 1, uploading: 0 });
    // The wait ends without a status change (an attempt that reached the store and failed).
    await t.database.db
      .update(recordings)
      .set({ waitingForStorageSince: null })
      .where(eq(recordings.candidateId, candidate.id));
    expect(await totals()).toEqual({ waiting: 0, uploading: 1 });
  }, 120_000);

  it('is still processed after a restart while it waited', async () => {
    const candidate = await submitDuringOutage('restart@outage.example');
    await until(() => Promise.resolve(attempts.seen.length >= 2), 'tried twice');
    expect((await recordingOf(candidate.id))?.waitingForStorageSince).toEqual(expect.any(Date));
    // The instance stops while the recording waits; S3 comes back while nothing runs.
    await t.app.recordingProcessor.stop();
    await proxy.up();
    const restarted = await createAppOnDatabase(t.database, t.dataDir, overrides());
    try {
      await restarted.app.recordingProcessor.idle();
      const processed = await recordingOf(candidate.id);
      expect(processed?.status).toBe('processed');
      expect(processed?.processingAttempts).toBe(0);
      expect((await detailOf(candidate.id, restarted.app)).video.state).toBe('ready');
      const [row] = await t.database.db
        .select({ announced: candidates.completedEventAt })
        .from(candidates)
        .where(eq(candidates.id, candidate.id));
      expect(row?.announced).toEqual(expect.any(Date));
    } finally {
      await restarted.close();
    }
  }, 120_000);
});

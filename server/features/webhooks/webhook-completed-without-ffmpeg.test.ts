import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole } from '../../test/test-roles';
import { liveWebmBytes } from '../../test/test-video';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { seedCandidate, sendUpload, startUpload } from '../review/review-test-seed';

describe.each(testDatabaseKinds())(
  'candidate.completed on a server without ffmpeg (%s)',
  (kind) => {
    let receiver: WebhookReceiver;
    let video: Buffer;

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      video = await liveWebmBytes(2);
    });
    afterAll(async () => {
      await receiver.close();
    });
    const t = useTestApp(
      kind,
      { webhooks: { allowPrivate: true }, findFfmpeg: () => Promise.resolve(null) },
      { resetBeforeEach: false },
    );

    it('tells of a completion with video once its video is submitted, though it stays unprocessed', async () => {
      await t.reset();
      await insertTestRole(t, { id: 'zfv', settings: { video: { enabled: true } } });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: t.admin,
        payload: { url: receiver.url, events: ['candidate.completed'] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const cai = await seedCandidate(t, {
        role: { id: 'zfv' } as Parameters<typeof seedCandidate>[1]['role'],
        name: 'Cai Noffmpeg',
        email: 'cai@noffmpeg.example',
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
      await t.app.recordingProcessor.idle();
      for (let pass = 0; pass < 3; pass++) await t.app.webhooks.relay.runOnce();

      const [recording] = await t.database.db
        .select({ status: recordings.status })
        .from(recordings)
        .where(eq(recordings.candidateId, cai.id));
      expect(recording?.status).toBe('uploaded');
      const completed = receiver
        .events<{ data: { id: string; completedAt: string | null } }>('candidate.completed')
        .filter((body) => body.data.id === cai.id);
      expect(completed).toHaveLength(1);
      expect(completed[0]?.data.completedAt).toEqual(expect.any(String));
    });
  },
);

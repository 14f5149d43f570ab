import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { CandidateDetailBody } from '../../test/api-bodies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listRoles, seedCandidate, sendUpload, startUpload } from '../review/review-test-seed';
import { findRecordingByUpload } from './recordings.repository';
import { DEAD_LETTER_QUEUE } from './shared-processing-queue';

/** Starts like a WebM, so it is taken as a video, and is nothing ffmpeg can read. */
const BROKEN_VIDEO = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(90_000)]);

describe.skipIf(!process.env.TEST_DATABASE_URL)('processing through the shared queue', () => {
  let t: TestApp;
  let role: Role;

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      processingRetry: { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 1 },
    });
    role = (await listRoles(t))[0] as Role;
  });
  afterAll(() => t.close());

  it('marks a recording failed for reviewers after its last attempt, and leaves its job dead-lettered', async () => {
    const candidate = await seedCandidate(t, {
      role,
      name: 'Broken',
      email: 'broken@test.example',
    });
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, BROKEN_VIDEO);

    const deadline = Date.now() + 30_000;
    let row = await findRecordingByUpload(t.database.db, uploadId);
    while (row?.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await findRecordingByUpload(t.database.db, uploadId);
    }
    expect(row?.status).toBe('failed');
    expect(row?.processingAttempts).toBe(2);
    expect(row?.processingError).toBeTruthy();

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${candidate.id}`,
      headers: t.admin,
    });
    expect(detail.json<CandidateDetailBody>().data.video.state).toBe('failed');
    const dead = await t.database.db.execute(
      sql`select count(*)::int as count from pgboss.job where name = ${DEAD_LETTER_QUEUE}`,
    );
    expect((dead as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
  });
});

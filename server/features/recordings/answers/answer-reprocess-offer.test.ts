import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicShare } from '../../../../shared/shares.schema';
import { recordings } from '../../../db/schema';
import type { CandidateDetailBody } from '../../../test/api-bodies';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { addTestMember } from '../../../test/test-members';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { createTestShare } from '../../shares/shares-test-support';
import { LocalRecordingStore } from '../stores/local-recording-store';

/**
 * Which answer recordings the candidate page offers to process again (docs/recordings.md,
 * "Recorded answers"): the introduction's rule, for the members who may review, never on a share.
 */
describe.each(testDatabaseKinds())('offering to process an answer again on %s', (kind) => {
  const t = useTestApp(kind);

  /**
   * A candidate whose submitted audio answer to question 1 failed processing (its attempts spent,
   * as `failed` after a broken ffmpeg), its upload kept unless `uploadKept` is false.
   */
  async function failedAnswer(
    id: string,
    options: { uploadKept?: boolean; refused?: boolean } = {},
  ) {
    const roleId = await insertTestRole(t, {
      id,
      questions: [
        { text: 'Why us?', guidance: '' },
        {
          text: 'Say hello.',
          guidance: '',
          answer: { type: 'audio', maxSeconds: 30, takes: null },
        },
      ],
    });
    const candidate = await candidateForRole(t, roleId, { email: `${id}@test.example` });
    const uploadId = `${id}-failed-answer`.padEnd(32, '0');
    await t.database.db.insert(recordings).values({
      candidateId: candidate.id,
      uploadId,
      status: 'failed',
      questionIndex: 1,
      media: 'audio',
      submittedAt: new Date(),
      processingAttempts: 5,
      processingError: 'Conversion failed!',
      processingRefused: options.refused ?? false,
    });
    if (options.uploadKept !== false) {
      fs.writeFileSync(new LocalRecordingStore(t.dataDir).uploadPath(uploadId), 'audio bytes');
    }
    return { candidate, uploadId };
  }

  const detailOf = async (candidateId: string, headers: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${candidateId}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data;
  };
  const mediaOf = async (candidateId: string, headers: Record<string, string>) =>
    (await detailOf(candidateId, headers)).media;

  it('offers a failed answer whose upload is kept to the members who may review, not to a viewer', async () => {
    const { candidate } = await failedAnswer('ofa');
    const reviewer = await addTestMember(t.database, 'reviewer');
    const viewer = await addTestMember(t.database, 'viewer');

    for (const headers of [t.admin, reviewer.auth]) {
      expect(await mediaOf(candidate.id, headers)).toMatchObject([
        {
          questionIndex: 1,
          media: 'audio',
          state: 'failed',
          durationMs: null,
          failureReason: 'Conversion failed!',
          reprocessable: true,
        },
      ]);
    }
    // A viewer sees it failed, without the offer the reprocess route would refuse them (403).
    expect(await mediaOf(candidate.id, viewer.auth)).toMatchObject([
      { state: 'failed', reprocessable: false },
    ]);

    // The introduction's offer follows the same rule.
    const uploadId = 'ofa-failed-introduction'.padEnd(32, '0');
    await t.database.db.insert(recordings).values({
      candidateId: candidate.id,
      uploadId,
      status: 'failed',
      submittedAt: new Date(),
      processingAttempts: 5,
      processingError: 'Conversion failed!',
    });
    fs.writeFileSync(new LocalRecordingStore(t.dataDir).uploadPath(uploadId), 'video bytes');
    expect((await detailOf(candidate.id, reviewer.auth)).video).toMatchObject({
      state: 'failed',
      reprocessable: true,
    });
    expect((await detailOf(candidate.id, viewer.auth)).video).toMatchObject({
      state: 'failed',
      reprocessable: false,
    });
  });

  it('does not offer one processing refused, one whose upload is gone, or one processed', async () => {
    const refused = await failedAnswer('ofr', { refused: true });
    expect(await mediaOf(refused.candidate.id, t.admin)).toMatchObject([
      { state: 'failed', reprocessable: false },
    ]);
    const gone = await failedAnswer('ofg', { uploadKept: false });
    expect(await mediaOf(gone.candidate.id, t.admin)).toMatchObject([
      { state: 'failed', reprocessable: false },
    ]);
    const processed = await failedAnswer('ofp');
    await t.database.db
      .update(recordings)
      .set({ status: 'processed', storageKey: 'recordings/ofp.m4a', processingError: null })
      .where(eq(recordings.uploadId, processed.uploadId));
    expect(await mediaOf(processed.candidate.id, t.admin)).toMatchObject([
      { state: 'ready', reprocessable: false },
    ]);
  });

  it("never offers it on a share link, where the team's page does", async () => {
    const { candidate } = await failedAnswer('ofs');
    expect(await mediaOf(candidate.id, t.admin)).toMatchObject([{ reprocessable: true }]);
    const { token } = await createTestShare(t, { candidateId: candidate.id });

    const response = await t.app.inject({ method: 'GET', url: `/api/shares/${token}` });
    expect(response.statusCode).toBe(200);
    const [shared] = response.json<{ data: PublicShare }>().data.candidates;
    expect(shared?.media).toEqual([
      { questionIndex: 1, media: 'audio', state: 'failed', durationMs: null, failureReason: null },
    ]);
    expect(response.body).not.toContain('reprocessable');
  });
});

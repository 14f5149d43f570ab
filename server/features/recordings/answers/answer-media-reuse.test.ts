import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { recordings, shareLinks } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { createTestShare } from '../../shares/shares-test-support';

/**
 * An answer recording's ranges reuse what they looked up lately, as the introduction's
 * (docs/capacity.md, "Video ranges"): a change that ends access to it is seen by the very next
 * range, and so is a share's expiry, which no request makes.
 */
describe.each(testDatabaseKinds())('answer recording ranges after a change on %s', (kind) => {
  const t = useTestApp(kind);

  /** A candidate whose audio answer to question 1 is processed and stored; answers its bytes. */
  async function processedAnswer(id: string) {
    const roleId = await insertTestRole(t, {
      id,
      questions: [
        {
          text: 'Say hello.',
          guidance: '',
          answer: { type: 'audio', maxSeconds: 30, takes: null },
        },
      ],
    });
    const candidate = await candidateForRole(t, roleId, { email: `${id}@test.example` });
    const storageKey = `recordings/${candidate.id}/${id}.m4a`;
    const stored = crypto.randomBytes(4000);
    fs.mkdirSync(path.dirname(path.join(t.dataDir, storageKey)), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, storageKey), stored);
    await t.database.db.insert(recordings).values({
      candidateId: candidate.id,
      uploadId: `${id}-processed-answer`.padEnd(32, '0'),
      status: 'processed',
      questionIndex: 0,
      media: 'audio',
      storageKey,
      durationMs: 2000,
      submittedAt: new Date(),
    });
    return { candidate, stored };
  }

  const range = (url: string, header: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, range: header } });

  it('answers 404 to the next range once the candidate was deleted', async () => {
    const { candidate, stored } = await processedAnswer('mrd');
    const url = `/api/admin/candidates/${candidate.id}/answers/0/recording`;
    const first = await range(url, 'bytes=0-999', t.admin);
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.equals(stored.subarray(0, 1000))).toBe(true);

    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${candidate.id}`,
      headers: t.admin,
    });
    expect(deletion.statusCode).toBe(200);
    const after = await range(url, 'bytes=1000-1999', t.admin);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ result: false });
  });

  it("refuses a shortlist share's next range once its candidate left the shortlist", async () => {
    const { candidate } = await processedAnswer('mrf');
    const review = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/candidates/${candidate.id}/review`,
        headers: t.admin,
        payload,
      });
    expect((await review({ status: 'shortlisted', baseVersion: 0 })).statusCode).toBe(200);
    const { token } = await createTestShare(t, { filter: { status: 'shortlisted' } });
    const url = `/api/shares/${token}/candidates/${candidate.id}/answers/0/recording`;
    expect((await range(url, 'bytes=0-999')).statusCode).toBe(206);
    expect((await review({ status: 'rejected', baseVersion: 1 })).statusCode).toBe(200);
    const after = await range(url, 'bytes=1000-1999');
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ result: false, code: 'not-in-share' });
  });

  it("refuses a share's next range once the share was revoked, and once it expired (410)", async () => {
    const { candidate, stored } = await processedAnswer('mrs');
    const revoked = await createTestShare(t, { candidateId: candidate.id });
    const revokedUrl = `/api/shares/${revoked.token}/candidates/${candidate.id}/answers/0/recording`;
    const first = await range(revokedUrl, 'bytes=0-999');
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.equals(stored.subarray(0, 1000))).toBe(true);
    const revocation = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shares/${revoked.share.id}/revoke`,
      headers: t.admin,
    });
    expect(revocation.statusCode).toBe(200);
    expect((await range(revokedUrl, 'bytes=1000-1999')).statusCode).toBe(410);

    // Its time running out is no request: a share that ends between two ranges refuses the second.
    const expiring = await createTestShare(t, { candidateId: candidate.id });
    const expiringUrl = `/api/shares/${expiring.token}/candidates/${candidate.id}/answers/0/recording`;
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() + 2500) })
      .where(eq(shareLinks.id, expiring.share.id));
    expect((await range(expiringUrl, 'bytes=0-999')).statusCode).toBe(206);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    const expired = await range(expiringUrl, 'bytes=1000-1999');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ result: false });
  });
});

// The reuse is one instance's: with PostgreSQL a test cannot tell (several instances may write).
describe("an answer recording's ranges on pglite", () => {
  const t = useTestApp('pglite');

  it('look the file up once for a player asking range after range', async () => {
    await insertTestRole(t, {
      id: 'mro',
      questions: [
        {
          text: 'Say hello.',
          guidance: '',
          answer: { type: 'audio', maxSeconds: 30, takes: null },
        },
      ],
    });
    const candidate = await candidateForRole(t, 'mro', { email: 'mro@test.example' });
    const storageKey = `recordings/${candidate.id}/mro.m4a`;
    fs.mkdirSync(path.dirname(path.join(t.dataDir, storageKey)), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, storageKey), crypto.randomBytes(4000));
    await t.database.db.insert(recordings).values({
      candidateId: candidate.id,
      uploadId: 'mro-processed-answer'.padEnd(32, '0'),
      status: 'processed',
      questionIndex: 0,
      media: 'audio',
      storageKey,
      durationMs: 2000,
      submittedAt: new Date(),
    });
    const lookups = vi.spyOn(t.app.recordingProcessor.files, 'statFile');
    try {
      const url = `/api/admin/candidates/${candidate.id}/answers/0/recording`;
      for (const header of ['bytes=0-999', 'bytes=1000-1999', 'bytes=2000-2999']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...t.admin, range: header },
        });
        expect(response.statusCode).toBe(206);
      }
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });
});

import fs from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import { useTestApp, TEST_PASSKEY } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { writeLiveWebm } from '../../test/test-video';
import { startAdminSession } from '../admin-auth/admin-sessions.service';
import { locateFfmpeg, type FfmpegTools } from '../recordings/processing/ffmpeg';
import { findLatestRecording } from './review-detail.repository';
import {
  listRoles,
  seedCandidate,
  sendUpload,
  startUpload,
  type SeededCandidate,
} from './review-test-seed';

/**
 * The video's ranges reuse the session and the file they looked up lately (docs/capacity.md,
 * "Video ranges"): every change that ends a reviewer's access or replaces the video is seen by
 * the very next range.
 */
// Each test records and processes a video or two: slow on a busy machine.
describe.each(testDatabaseKinds())(
  'video ranges after a change on %s',
  { timeout: 60_000 },
  (kind) => {
    let takes: [Buffer, Buffer];
    let role: Role;
    const t = useTestApp(kind);

    beforeAll(async () => {
      const tools = (await locateFfmpeg()) as FfmpegTools;
      takes = [
        fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3)),
        fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2)),
      ];
    });
    beforeEach(async () => {
      role = (await listRoles(t))[0] as Role;
    });

    async function record(candidate: SeededCandidate, video: Buffer): Promise<Buffer> {
      await sendUpload(t, candidate.auth, await startUpload(t, candidate.auth), video);
      await t.app.recordingProcessor.idle();
      const recording = await findLatestRecording(t.database.db, candidate.id);
      if (recording?.status !== 'processed') throw new Error('the take was not processed');
      return fs.readFileSync(`${t.dataDir}/${recording.storageKey}`);
    }

    async function candidateWithVideo() {
      const candidate = await seedCandidate(t, {
        role,
        name: 'Reuse',
        email: 'reuse@test.example',
      });
      return { candidate, stored: await record(candidate, takes[0]) };
    }

    async function signIn(): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { passkey: TEST_PASSKEY },
      });
      return String(response.headers['set-cookie']).split(';')[0] as string;
    }

    const range = (candidateId: string, cookie: string, header = 'bytes=0-999') =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/candidates/${candidateId}/video`,
        headers: { cookie, range: header },
      });

    it('refuses the next range once the reviewer signed out', async () => {
      const { candidate, stored } = await candidateWithVideo();
      const cookie = await signIn();
      const first = await range(candidate.id, cookie);
      expect(first.statusCode).toBe(206);
      expect(first.rawPayload.equals(stored.subarray(0, 1000))).toBe(true);

      const signOut = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/session',
        headers: { cookie },
      });
      expect(signOut.statusCode).toBe(200);
      const after = await range(candidate.id, cookie, 'bytes=1000-1999');
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ result: false });
    });

    it('refuses the next range once the member was removed from the team', async () => {
      const { candidate } = await candidateWithVideo();
      const member = await addTestMember(t.database, 'viewer');
      const { token } = await startAdminSession(t.database.db, member.row);
      const cookie = `prescreen_admin=${token}`;
      expect((await range(candidate.id, cookie)).statusCode).toBe(206);

      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/members/${member.row.id}`,
        headers: t.admin,
      });
      expect(removal.statusCode).toBe(200);
      expect((await range(candidate.id, cookie, 'bytes=1000-1999')).statusCode).toBe(401);
    });

    it('answers 404 to the next range once the candidate was deleted', async () => {
      const { candidate } = await candidateWithVideo();
      const cookie = await signIn();
      expect((await range(candidate.id, cookie)).statusCode).toBe(206);

      const deletion = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/candidates/${candidate.id}`,
        headers: t.admin,
      });
      expect(deletion.statusCode).toBe(200);
      const after = await range(candidate.id, cookie, 'bytes=1000-1999');
      expect(after.statusCode).toBe(404);
      expect(after.json()).toMatchObject({ result: false });
    });

    it("serves a new take's bytes, and its size, from the range after it was processed", async () => {
      const { candidate, stored } = await candidateWithVideo();
      const cookie = await signIn();
      const old = await range(candidate.id, cookie);
      expect(old.headers['content-range']).toBe(`bytes 0-999/${stored.length}`);

      const replaced = await record(candidate, takes[1]);
      expect(replaced.length).not.toBe(stored.length);
      const after = await range(candidate.id, cookie, 'bytes=0-');
      expect(after.statusCode).toBe(206);
      expect(after.headers['content-range']).toBe(
        `bytes 0-${replaced.length - 1}/${replaced.length}`,
      );
      expect(after.rawPayload.equals(replaced)).toBe(true);
    });
  },
);

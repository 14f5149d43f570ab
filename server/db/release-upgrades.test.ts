import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateInviteResponse } from '../../shared/invites.schema';
import type { RegistrationResponse } from '../../shared/registration.schema';
import type {
  AssessmentStateBody,
  CandidateDetailBody,
  CandidateListBody,
} from '../test/api-bodies';
import { locateFfmpeg } from '../features/recordings/processing/ffmpeg';
import {
  earlierReleaseDatabase,
  earlierReleases,
  emptySchemas,
  jobQueueSchemas,
} from '../test/earlier-release-database';
import { createAppOnDatabase, type TestApp } from '../test/test-app';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';
import { registrationPayload } from '../test/test-candidates';
import { writeTestVideo } from '../test/test-video';
import { openPostgres } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

/** main's start (`npm start`): our migrations, then the app with its processing queue. */
async function startMain(url: string, dataDir: string) {
  const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const database = await openPostgres(url);
    const retryFast = { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 1 };
    const t = await createAppOnDatabase(database, dataDir, { processingRetry: retryFast });
    const lines = printed.mock.calls.map((call) => String(call[0]));
    return { t, database, printed: lines.filter((line) => line.includes('pg-boss')) };
  } finally {
    printed.mockRestore();
  }
}

/** A new candidate's journey: registered through a new invite, an answer saved, complete. */
async function newCandidateJourney(t: TestApp, roleId: string) {
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/invite-codes/add',
    headers: t.admin,
    payload: { identifyCode: roleId },
  });
  expect(invite.statusCode).toBe(200);
  const { inviteCode } = invite.json<CreateInviteResponse>().data;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/now-assessment',
    payload: registrationPayload(inviteCode),
  });
  expect(registered.statusCode).toBe(200);
  const auth = { authorization: `Bearer ${registered.json<RegistrationResponse>().unique}` };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/assessment/answers/0',
    headers: auth,
    payload: { answer: '<p>After the upgrade.</p>', sequence: 1 },
  });
  expect(saved.statusCode).toBe(200);
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/assessment/video-unavailable',
    headers: auth,
    payload: { reason: 'no_camera' },
  });
  expect(completed.statusCode).toBe(200);
}

describe.skipIf(!adminUrl)(
  'upgrading the database of every release since the first PostgreSQL one',
  () => {
    let video: string;
    let url: string;
    const secondsPerRelease: string[] = [];
    beforeAll(async () => {
      const tools = await locateFfmpeg();
      if (!tools) throw new Error('the upgrade test processes a recording: it needs ffmpeg');
      url = await emptyPostgresDatabase(adminUrl as string, workerDatabaseName('upgrade'));
      video = await writeTestVideo(tools.ffmpeg, { width: 32, height: 32, seconds: 1 });
    });
    afterAll(() => console.info(`release upgrades, seconds each: ${secondsPerRelease.join(', ')}`));

    it.each(earlierReleases())(
      'keeps the data of $tag (pg-boss $pgBoss), processes its waiting recording and takes a new candidate',
      async (release) => {
        const began = performance.now();
        await emptySchemas(url);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-upgrade-'));
        const team = await earlierReleaseDatabase(release, url, { dataDir, video });

        const { t, database, printed } = await startMain(url, dataDir);
        try {
          const schemas = await jobQueueSchemas(url);
          if (release.pgBoss === 10) {
            // The old schema is kept under a name of its own, and said so in one line.
            const kept = Object.keys(schemas).find((name) => name.startsWith('pgboss_v24_'));
            expect(kept && schemas[kept]).toBe(24);
            // ...and pg-boss 12 made its own when the processing queue started.
            expect(schemas.pgboss).toBeGreaterThan(24);
            expect(printed).toEqual([expect.stringContaining(`kept as schema ${kept}`)]);
            expect(printed[0]).toContain('its 1 unfinished job(s) are queued again');
          } else {
            expect(Object.keys(schemas)).toEqual(['pgboss']);
            expect(printed).toEqual([]);
          }

          // The recording whose job was waiting is processed: carried over or queued again.
          await t.app.recordingProcessor.idle();
          const detail = await t.app.inject({
            method: 'GET',
            url: `/api/admin/candidates/${team.candidateId}`,
            headers: t.admin,
          });
          expect(detail.statusCode).toBe(200);
          const data = detail.json<CandidateDetailBody>().data;
          expect(data).toMatchObject({
            name: team.candidateName,
            role: { id: team.roleId, title: team.roleTitle },
            answers: [{ questionIndex: 0, html: team.answer }],
            video: { state: 'ready', durationMs: expect.any(Number) as number },
            feedback: { rating: 5, text: 'Smooth.' },
            review: { status: 'shortlisted', notes: team.notes },
          });
          const list = await t.app.inject({
            method: 'GET',
            url: '/api/admin/candidates',
            headers: t.admin,
          });
          expect(list.json<CandidateListBody>().data.items).toEqual([
            expect.objectContaining({ id: team.candidateId, status: 'shortlisted', myScore: 4 }),
          ]);
          // The candidate's own session of the earlier release still opens their page.
          const own = await t.app.inject({
            method: 'GET',
            url: '/api/assessment',
            headers: { authorization: `Bearer ${team.secret}` },
          });
          expect(own.json<AssessmentStateBody>().data).toMatchObject({
            progress: { step: 'complete' },
          });
          await newCandidateJourney(t, team.roleId);
        } finally {
          await t.close();
          await database.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
        secondsPerRelease.push(
          `${release.tag.slice(0, 4)}/${release.pgBoss} ${((performance.now() - began) / 1000).toFixed(1)}`,
        );
      },
    );
  },
);

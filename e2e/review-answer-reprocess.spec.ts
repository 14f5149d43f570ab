import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openPglite } from '../server/db/client';
import { recordings } from '../server/db/schema';
import { locateFfmpeg, type FfmpegTools } from '../server/features/recordings/processing/ffmpeg';
import { writeLiveWebm } from '../server/test/test-video';
import { DEFAULT_ROLE_SETTINGS, type RoleChangeResponse } from '../shared/roles.schema';
import { VIDEO_PROCESSING_TEXTS } from '../shared/video-processing-texts';
import { createInvite, registerCandidate } from './support/api';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshotAtBothWidths,
} from './support/browser';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY, preparedDataDir, startServer, type RunningServer } from './support/server';
import { sendWholeRecording } from './support/tus-client';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };

/** An ffmpeg that answers the server's look-up but fails every conversion, as a broken one. */
function brokenFfmpeg(real: string): string {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-e2e-')), 'ffmpeg.sh');
  fs.writeFileSync(
    script,
    `#!/bin/sh\ncase " $* " in *" -version "*|*" -h "*) exec '${real}' "$@";; esac\necho 'Conversion failed!' >&2\nexit 1\n`,
    { mode: 0o755 },
  );
  return script;
}

/** A role whose second question is answered on video; answers its id. */
async function createVideoAnswerRole(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/roles`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      title: 'Camera Operator',
      company: { name: 'Frame Works', url: 'https://frame.example', logoId: null },
      questions: [
        { text: 'What do you film?', guidance: '' },
        {
          text: 'Show us your set.',
          guidance: '',
          answer: { type: 'video', maxSeconds: 60, takes: null },
        },
      ],
      settings: { ...DEFAULT_ROLE_SETTINGS, thinkingSeconds: 0 },
    }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** Sends the candidate's video answer to question 2 over tus, as the recorder does; answers its id. */
function uploadVideoAnswer(url: string, unique: string, video: Buffer): Promise<string> {
  const fields = { filetype: 'video/webm;codecs=vp8,opus', questionIndex: '1', media: 'video' };
  return sendWholeRecording(url, unique, video, fields);
}

/**
 * A video answer whose processing failed (docs/recordings.md, "Recorded answers"): recorded on a
 * server whose ffmpeg fails, then marked failed in its embedded database as its last attempt would
 * (the attempts' pauses add up to half a minute), and the server started again with a working one.
 */
test.describe('a reviewer on a failed video answer', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const dataDir = preparedDataDir();
  let server: RunningServer;
  let browser: Browser;
  let candidateId = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const tools = (await locateFfmpeg()) as FfmpegTools;
    const video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
    server = await startServer({ dataDir, env: { FFMPEG_PATH: brokenFfmpeg(tools.ffmpeg) } });
    const { code } = await createInvite(server.url, await createVideoAnswerRole(server.url));
    const unique = await registerCandidate(server.url, code, 'failed.answer@example.com', 'Fay');
    const uploadId = await uploadVideoAnswer(server.url, unique, video);
    await server.stop();

    const database = await openPglite(path.join(dataDir, 'db'));
    const [failed] = await database.db
      .update(recordings)
      .set({ status: 'failed', processingError: 'Conversion failed!', submittedAt: new Date() })
      .where(eq(recordings.uploadId, uploadId))
      .returning({ candidateId: recordings.candidateId });
    await database.close();
    candidateId = failed?.candidateId ?? '';
    server = await startServer({ dataDir });
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('processes it again with Try processing again, and then plays it', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    const page: Page = await context.newPage();
    const errors = collectConsoleErrors(page);
    try {
      await signInAsReviewer(page);
      await page.goto(`/admin/candidates/${candidateId}`);
      const answer = page.getByRole('article').filter({ hasText: 'Show us your set.' });
      await answer.getByText('The video could not be processed.').waitFor();
      await expect(answer.getByText('Conversion failed!')).toBeVisible();
      const again = answer.getByRole('button', { name: VIDEO_PROCESSING_TEXTS.reprocess });
      await expect(again).toBeVisible();
      await screenshotAtBothWidths(page, 'review-answer-reprocess-failed');

      await again.click();
      // On its way (the page asks again every 5 s meanwhile), then the player.
      await answer.getByText('The video is still being uploaded or processed.').waitFor();
      await expect(again).toHaveCount(0);
      const player = answer.locator('[data-media-answer="video"] video');
      // Processing a 2-second video takes a second or two; the page's next look is within 5 s.
      await player.waitFor({ timeout: 15_000 });
      await expect
        .poll(() => player.evaluate((video: HTMLVideoElement) => video.duration))
        .toBeGreaterThan(1);
      await screenshotAtBothWidths(page, 'review-answer-reprocess-ready');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openPglite } from '../server/db/client';
import { recordings } from '../server/db/schema';
import { locateFfmpeg, probeDurationMs } from '../server/features/recordings/processing/ffmpeg';
import type { SubmitRecordingRequest } from '../shared/recording.schema';
import { TEXTS } from '../shared/texts';
import { chromiumPath, FAKE_CAMERA_FLAGS, screenshot, useDesktopPage } from './support/browser';
import { freePort, startServer, preparedDataDir, type RunningServer } from './support/server';
import {
  button,
  candidateAtVideoStep,
  recordedSeconds,
  recordUntil,
  submittedRecording,
} from './support/video-step';

/** Waits until no upload is left in the server's folder: every recording processed or discarded. */
async function uploadsProcessed(dataDir: string): Promise<void> {
  const uploads = path.join(dataDir, 'uploads');
  await expect
    .poll(() => fs.readdirSync(uploads), { message: 'Uploads left', timeout: 60_000 })
    .toEqual([]);
}

/** The bytes of uploads in progress that the server holds. */
function bytesOnServer(dataDir: string): number {
  const uploads = path.join(dataDir, 'uploads');
  return fs
    .readdirSync(uploads)
    .filter((name) => !name.endsWith('.json'))
    .reduce((total, name) => total + fs.statSync(path.join(uploads, name)).size, 0);
}

/** The recordings table of a stopped server's embedded database. */
async function storedRecordings(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    return await database.db.select().from(recordings).orderBy(recordings.createdAt);
  } finally {
    await database.close();
  }
}

/** The stored file's duration as ffprobe reads it (CI installs Debian's ffmpeg with ffprobe). */
async function probedDurationMs(file: string): Promise<number> {
  const tools = await locateFfmpeg();
  if (!tools) throw new Error('No ffmpeg found');
  if (process.env.CI) expect(tools.ffprobe).not.toBeNull();
  return probeDurationMs(tools, file);
}

async function submitAndWaitForCompletePage(page: Page, code: string) {
  await page.getByRole('dialog', { name: TEXTS.recorder.completedTitle }).waitFor();
  await button(page, TEXTS.recorder.submit).click();
  await page.waitForURL(`**/invite/${code}/complete`, { timeout: 60_000 });
}

test.describe('the recording stored on the server', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Its tests share nothing: each may run on any worker, so this long file ends with the rest.
  test.describe.configure({ mode: 'parallel' });
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  /** The server and what it was started with, so an interruption can restart it in place. */
  interface Running {
    server: RunningServer;
    dataDir: string;
    port: number;
  }

  /**
   * Records 6 s or more through an interruption that begins at 3 s, submits, and checks
   * that the one stored recording lasts as long as the recorder measured (within a second).
   */
  async function recordThrough(
    email: string,
    interruption: {
      /** Begins at 3 s into the recording; the recording goes on for 3 s after it returns. */
      interrupt: (running: Running) => Promise<void>;
      /** After End Recording, before Submit Recording. */
      afterEnd?: () => Promise<void>;
      /** What the page may log while its requests fail. */
      expectedErrors: RegExp;
    },
  ): Promise<void> {
    const { page } = f;
    const dataDir = preparedDataDir();
    const port = await freePort();
    const running: Running = { server: await startServer({ dataDir, port }), dataDir, port };
    let submitted: SubmitRecordingRequest;
    try {
      const { code } = await candidateAtVideoStep(page, running.server.url, email);
      const submitting = submittedRecording(page);
      await button(page, TEXTS.recorder.start).click();
      await recordUntil(page, 3);
      // Part of it is already on the server when the interruption begins.
      expect(bytesOnServer(dataDir)).toBeGreaterThan(0);
      await interruption.interrupt(running);
      await recordUntil(page, (await recordedSeconds(page)) + 3);
      await button(page, TEXTS.recorder.end).click();
      await interruption.afterEnd?.();
      await submitAndWaitForCompletePage(page, code);
      submitted = await submitting;
      await uploadsProcessed(dataDir);
    } finally {
      // The page leaves before its server stops: what it asks after that (its icon, late) is not
      // under test.
      await page.goto('about:blank');
      await running.server.stop();
    }

    const [stored, ...others] = await storedRecordings(dataDir);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ status: 'processed', recordedMs: submitted.recordedMs });
    expect(submitted.recordedMs).toBeGreaterThanOrEqual(6000);
    expect(stored?.endToCompleteMs).toBeGreaterThanOrEqual(0);
    const duration = await probedDurationMs(path.join(dataDir, stored?.storageKey as string));
    expect(Math.abs(duration - submitted.recordedMs)).toBeLessThanOrEqual(1000);
    expect(fs.statSync(path.join(dataDir, stored?.posterKey as string)).size).toBeGreaterThan(0);
    // While it was away, the page's requests failed; nothing else went wrong on the page.
    const unexpected = f.consoleErrors.filter((error) => !interruption.expectedErrors.test(error));
    expect(unexpected).toEqual([]);
  }

  test('is whole after the server is killed and restarted mid-recording', async () => {
    test.setTimeout(120_000);
    await recordThrough('restart@candidates.example', {
      interrupt: async (running) => {
        await running.server.stop('SIGKILL');
        // The candidate goes on recording while the server is away.
        await recordUntil(f.page, 5);
        running.server = await startServer({ dataDir: running.dataDir, port: running.port });
      },
      expectedErrors: /net::ERR_CONNECTION/,
    });
  });

  test('is whole after the connection drops for a few seconds mid-recording', async () => {
    test.setTimeout(120_000);
    await recordThrough('offline@candidates.example', {
      interrupt: async () => {
        await f.context.setOffline(true);
        await recordUntil(f.page, 7);
        await f.context.setOffline(false);
      },
      expectedErrors: /net::ERR_INTERNET_DISCONNECTED/,
    });
  });

  test('after an error no retry can mend, Send Again carries on and loses nothing', async () => {
    test.setTimeout(120_000);
    const uploads = '**/api/recordings/uploads/*';
    await recordThrough('send-again@candidates.example', {
      // Something between the browser and the server refuses the upload outright.
      interrupt: async () => {
        await f.page.route(uploads, (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({ status: 400, body: 'Bad Request' })
            : route.fallback(),
        );
      },
      afterEnd: async () => {
        const dialog = f.page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
        await dialog.getByText(TEXTS.recorder.uploadStalled).waitFor();
        expect(await button(f.page, TEXTS.recorder.submit).isDisabled()).toBe(true);
        await screenshot(f.page, 'recorder-upload-stalled');
        await f.page.unroute(uploads);
        await button(f.page, TEXTS.recorder.sendAgain).click();
      },
      expectedErrors: /status of 400/,
    });
  });

  test('Record Again keeps only the new recording, on the server and on disk', async () => {
    test.setTimeout(120_000);
    const { page } = f;
    const dataDir = preparedDataDir();
    const server = await startServer({ dataDir });
    let submitted: SubmitRecordingRequest;
    try {
      const { code } = await candidateAtVideoStep(page, server.url, 'again@candidates.example');
      const submitting = submittedRecording(page);
      await button(page, TEXTS.recorder.start).click();
      await recordUntil(page, 2);
      await button(page, TEXTS.recorder.end).click();
      await page.getByRole('dialog', { name: TEXTS.recorder.completedTitle }).waitFor();
      await button(page, TEXTS.recorder.recordAgain).click();
      expect(await page.getByLabel('Recording time').textContent()).toBe('00:00');
      await button(page, TEXTS.recorder.start).click();
      await recordUntil(page, 5);
      await button(page, TEXTS.recorder.end).click();
      await submitAndWaitForCompletePage(page, code);
      submitted = await submitting;
      await uploadsProcessed(dataDir);
    } finally {
      // The page leaves before its server stops: what it asks after that is not under test.
      await page.goto('about:blank');
      await server.stop();
    }

    const [discarded, kept, ...others] = await storedRecordings(dataDir);
    expect(others).toEqual([]);
    expect(discarded?.status).toBe('discarded');
    expect(kept).toMatchObject({ status: 'processed', uploadId: submitted.uploadId });
    const folder = path.join(dataDir, 'recordings', kept?.candidateId as string);
    expect(fs.readdirSync(folder).sort()).toEqual([`${kept?.id}.jpg`, `${kept?.id}.webm`]);
    const duration = await probedDurationMs(path.join(dataDir, kept?.storageKey as string));
    expect(Math.abs(duration - submitted.recordedMs)).toBeLessThanOrEqual(1000);
    expect(f.consoleErrors).toEqual([]);
  });
});

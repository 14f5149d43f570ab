import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  launchBrowser,
  newDesktopContext,
  screenshot,
  screenshotAtBothWidths,
} from './support/browser';
import { IPHONE, measureWidth } from './support/narrow-screen';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { button, candidateAtVideoStep, recordUntil } from './support/video-step';

const run = promisify(execFile);
const admin = { authorization: `Bearer ${E2E_PASSKEY}` };

/** A phone held upright: its camera gives a tall picture. */
const PORTRAIT = { width: 360, height: 640 };

/** A picture's size as the page's video element decoded it. */
const pictureOf = (video: HTMLVideoElement) => ({
  width: video.videoWidth,
  height: video.videoHeight,
});

/** The size (and any rotation) ffprobe reads in a stored recording's first picture stream. */
async function probedPicture(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=width,height:stream_side_data=rotation', '-of', 'json', file],
  ]);
  const [stream] = (
    JSON.parse(stdout) as {
      streams: { width: number; height: number; side_data_list?: { rotation?: number }[] }[];
    }
  ).streams;
  return {
    width: stream?.width,
    height: stream?.height,
    rotation: stream?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0,
  };
}

test.describe('a candidate records on a phone held upright', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let folder = '';
  let browser: Browser;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Chromium's fake camera plays this clip (looped) instead of its own landscape pattern.
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portrait-camera-'));
    const clip = path.join(folder, 'portrait.y4m');
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi'],
      ...['-i', `testsrc=size=${PORTRAIT.width}x${PORTRAIT.height}:rate=30`],
      ...['-t', '2', '-pix_fmt', 'yuv420p', clip],
    ]);
    browser = await launchBrowser([
      ...FAKE_CAMERA_FLAGS,
      `--use-file-for-fake-video-capture=${clip}`,
    ]);
  });
  test.afterAll(async () => {
    await browser?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('the preview, the stored video and the reviewer player all stay portrait', async () => {
    const email = `portrait.${Date.now()}@candidates.example`;
    const phone = await browser.newContext({ baseURL: baseUrl, ...IPHONE });
    let page: Page = await phone.newPage();
    try {
      await candidateAtVideoStep(page, baseUrl, email);
      // The preview keeps the camera's upright shape and fits the phone's screen.
      const preview = page.getByLabel('Your camera');
      await expect.poll(() => preview.evaluate(pictureOf)).toEqual(PORTRAIT);
      const box = await preview.boundingBox();
      expect(box?.height).toBeGreaterThan(box?.width ?? Infinity);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
      const width = await measureWidth(page);
      expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
      expect(width.offScreen).toEqual([]);
      await screenshot(page, 'portrait-preview-390');

      await button(page, TEXTS.recorder.start).click();
      await recordUntil(page, 2);
      await button(page, TEXTS.recorder.end).click();
      const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
      await dialog.getByRole('button', { name: TEXTS.recorder.submit }).click({ timeout: 30_000 });
      await page.waitForURL('**/complete');
    } finally {
      await phone.close();
    }

    // The reviewer's player, once processed: the stored file is portrait, neither turned nor cut.
    const desk = await newDesktopContext(browser);
    page = await desk.newPage();
    try {
      await signInAsReviewer(page);
      const found = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
        headers: admin,
      });
      const [candidate] = ((await found.json()) as { data: { items: { id: string }[] } }).data
        .items;
      await page.goto(`/admin/candidates/${candidate?.id ?? ''}`);
      const player = page.getByTestId('video-player').locator('video');
      // While it is processed the page asks for the candidate again every 5 s (get-candidate.ts).
      await player.waitFor({ timeout: 45_000 });
      await expect.poll(() => player.evaluate(pictureOf)).toEqual(PORTRAIT);
      const stored = path.join(folder, 'stored.webm');
      const source = await player.evaluate((video: HTMLVideoElement) => video.currentSrc);
      const download = await fetch(source, { headers: admin });
      fs.writeFileSync(stored, Buffer.from(await download.arrayBuffer()));
      expect(await probedPicture(stored)).toEqual({ ...PORTRAIT, rotation: 0 });

      await screenshotAtBothWidths(page, 'review-portrait-video');
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        // Shown upright and whole: a tall box, not a tall picture squeezed into a wide one.
        const shown = await player.boundingBox();
        expect(shown?.height, JSON.stringify(viewport)).toBeGreaterThan(shown?.width ?? Infinity);
      }
    } finally {
      await desk.close();
    }
  });
});

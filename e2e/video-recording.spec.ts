import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { readAssessment } from './support/api';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  useDesktopPage,
} from './support/browser';
import {
  button,
  candidateAtVideoStep,
  passRecorderTime,
  recordedSeconds,
  recordUntil,
} from './support/video-step';

/** The mean brightness (0–255) of the greyscale last frame shown under a freeze error. */
async function lastFrameBrightness(page: Page): Promise<number> {
  return page.locator('img[src^="data:image/jpeg"]').evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let index = 0; index < data.length; index += 4)
      sum += ((data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0)) / 3;
    return sum / (data.length / 4);
  });
}

test.describe('a candidate records the video introduction', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('records with pause and resume, submits, and leaves feedback', async () => {
    const { code, unique } = await candidateAtVideoStep(
      f.page,
      baseUrl,
      'video@candidates.example',
    );
    const { page } = f;
    await button(page, TEXTS.recorder.start).click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    // The timer ticks every second while recording.
    await recordUntil(page, 2);
    await screenshot(page, 'recorder-recording');
    await button(page, TEXTS.recorder.pause).click();
    await page.getByText(TEXTS.recorder.paused, { exact: true }).waitFor();
    await screenshot(page, 'recorder-paused');
    await button(page, TEXTS.recorder.resume).click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    await recordUntil(page, 4);
    await page.locator('[data-upload-state="uploading"]').waitFor();
    await button(page, TEXTS.recorder.end).click();

    const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
    await dialog.waitFor();
    // Unlimited takes (the default): Record Again reads as it always has, with no count.
    expect(await dialog.getByRole('button').allTextContents()).toEqual([
      TEXTS.recorder.recordAgain,
      TEXTS.recorder.submit,
    ]);
    await screenshot(page, 'recorder-completed-modal');
    await button(page, TEXTS.recorder.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
    await page.getByText('3/3').waitFor();
    // The default role's summary, unchanged: Questions Answered 3/3, Video Submitted Complete.
    const summary = page.locator('.mantine-Card-root', { hasText: TEXTS.complete.summary });
    expect(await summary.textContent()).toBe(
      `${TEXTS.complete.summary}Questions Answered3/3Video SubmittedComplete`,
    );
    const state = await readAssessment(baseUrl, unique);
    expect(state.progress).toMatchObject({ step: 'complete', videoCompleted: true });

    await page.getByRole('textbox', { name: 'Feedback (optional)' }).fill('Clear and calm.');
    // The stars work from the keyboard, named for screen readers.
    await page.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await screenshot(page, 'complete-page');
    const sent = page.waitForRequest((request) => request.url().endsWith('/feedback'));
    await button(page, TEXTS.complete.submitFeedback).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({
      unique,
      feedback: 'Clear and calm.',
      rating: 4,
    });
    await page.getByRole('heading', { name: TEXTS.complete.thankYou }).waitFor();
    expect(await page.getByText('within 3-5 business days').isVisible()).toBe(true);
    expect(f.consoleErrors).toEqual([]);
  });

  test('stops by itself at the 3-minute limit, says so, and can still be submitted', async () => {
    const { page } = f;
    // Three minutes pass in seconds: the page's clock jumps 3 s at a time (less than the freeze
    // watchdog's 4 s), letting the camera draw frames in between.
    await page.clock.install();
    const { code } = await candidateAtVideoStep(page, baseUrl, 'three-minutes@candidates.example');
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 1);
    await passRecorderTime(page, 180_000);
    const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
    await dialog.waitFor();
    await dialog.getByText(TEXTS.recorder.maxLengthReached(180)).waitFor();
    expect(await recordedSeconds(page)).toBe(180);
    await screenshot(page, 'recorder-max-length');
    await button(page, TEXTS.recorder.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
  });

  test('a stopped camera track is a real freeze: error, How to Fix, and Restart Camera', async () => {
    await candidateAtVideoStep(f.page, baseUrl, 'freeze@candidates.example');
    const { page } = f;
    await button(page, TEXTS.recorder.start).click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    await recordUntil(page, 1);
    await page.evaluate(() => {
      const stream = (document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream;
      stream.getVideoTracks().forEach((track) => track.stop());
    });
    await page.getByText(TEXTS.recorder.frozen).waitFor({ timeout: 10_000 });
    // The ERROR badge stays readable above the error, over the candidate's last picture in grey.
    await page.getByRole('status').filter({ hasText: TEXTS.recorder.error }).waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: TEXTS.recorder.error }).isVisible(),
    ).toBe(true);
    expect(await lastFrameBrightness(page)).toBeGreaterThan(20);
    expect(await button(page, TEXTS.recorder.pause).isDisabled()).toBe(true);
    expect(await button(page, TEXTS.recorder.end).isDisabled()).toBe(true);
    await screenshot(page, 'recorder-frozen');
    await button(page, TEXTS.recorder.howToFix).click();
    await page.getByRole('dialog', { name: 'Fixing a frozen video' }).waitFor();
    expect(await page.locator('.mantine-Accordion-control').count()).toBe(5);
    await button(page, TEXTS.recorder.restartCamera).click();
    await button(page, TEXTS.recorder.start).waitFor();
    expect(await page.getByLabel('Recording time').textContent()).toBe('00:00');
  });
});

test.describe('a candidate with a slow camera', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('sees Setting up your camera... until the camera answers, then the live preview', async () => {
    const { page } = f;
    // Some webcams take seconds to wake up: the camera answers two seconds late here.
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const open = devices.getUserMedia.bind(devices);
      devices.getUserMedia = async (constraints) => {
        // The late camera under test, inside the page: not a pause of the test's.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return open(constraints);
      };
    });
    await candidateAtVideoStep(page, baseUrl, 'slow-camera@candidates.example');
    await page.getByText(TEXTS.recorder.settingUp).waitFor();
    await screenshot(page, 'recorder-setting-up');
    expect(await button(page, TEXTS.recorder.start).count()).toBe(0);
    await button(page, TEXTS.recorder.start).waitFor();
    expect(await page.getByText(TEXTS.recorder.settingUp).count()).toBe(0);
    expect(f.consoleErrors).toEqual([]);
  });
});

test.describe('a candidate who refuses the camera', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // The whole Chromium: with nobody to answer its prompt it refuses the camera as a candidate's
  // browser does when they say no (NotAllowedError); the headless shell fails it another way.
  const f = useDesktopPage({ flags: ['--use-fake-device-for-media-stream'], whole: true });

  test('sees Camera Access Required, and Try Again really asks again', async () => {
    await candidateAtVideoStep(f.page, baseUrl, 'denied@candidates.example');
    const { page, context } = f;
    await page.getByRole('heading', { name: TEXTS.recorder.accessRequired }).waitFor();
    await page.getByText(TEXTS.recorder.cameraDenied).waitFor();
    await screenshot(page, 'recorder-camera-denied');
    await context.grantPermissions(['camera', 'microphone']);
    await button(page, TEXTS.recorder.tryAgain).click();
    await button(page, TEXTS.recorder.start).waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { TEXTS } from '../shared/texts';
import { readAssessment } from './support/api';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  useDesktopPage,
} from './support/browser';
import { button, candidateAtVideoStep, recordUntil } from './support/video-step';

describe.skipIf(!chromiumPath)('a candidate records the video introduction', () => {
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  it('records with pause and resume, submits, and leaves feedback', async () => {
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
    await button(page, TEXTS.recorder.resume).click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    await page.waitForTimeout(2000);
    await page.locator('[data-upload-state="uploading"]').waitFor();
    await button(page, TEXTS.recorder.end).click();

    const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
    await dialog.waitFor();
    await screenshot(page, 'recorder-completed-modal');
    await button(page, TEXTS.recorder.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
    expect(await page.getByText('3/3').isVisible()).toBe(true);
    const state = await readAssessment(baseUrl, unique);
    expect(state.progress).toMatchObject({ step: 'complete', videoCompleted: true });

    await page.getByRole('textbox', { name: 'Feedback (optional)' }).fill('Clear and calm.');
    await page.locator('.mantine-Rating-root label').nth(3).click();
    await screenshot(page, 'complete-page');
    await button(page, TEXTS.complete.submitFeedback).click();
    await page.getByRole('heading', { name: TEXTS.complete.thankYou }).waitFor();
    expect(await page.getByText('within 3-5 business days').isVisible()).toBe(true);
    expect(f.consoleErrors).toEqual([]);
  });

  it('a stopped camera track is a real freeze: error, How to Fix, and Restart Camera', async () => {
    await candidateAtVideoStep(f.page, baseUrl, 'freeze@candidates.example');
    const { page } = f;
    await button(page, TEXTS.recorder.start).click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      const stream = (document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream;
      stream.getVideoTracks().forEach((track) => track.stop());
    });
    await page.getByText(TEXTS.recorder.frozen).waitFor({ timeout: 10_000 });
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

describe.skipIf(!chromiumPath)('a candidate who refuses the camera', () => {
  const f = useDesktopPage({ flags: ['--use-fake-device-for-media-stream'] });

  it('sees Camera Access Required, and Try Again really asks again', async () => {
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

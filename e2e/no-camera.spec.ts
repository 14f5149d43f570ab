import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { VIDEO_UNAVAILABLE_TEXTS as NO_VIDEO } from '../shared/video-unavailable-texts';
import { createInvite, registerCandidate } from './support/api';
import { axeFindings } from './support/axe';
import { baseUrl, chromiumPath, FAKE_CAMERA_FLAGS, useDesktopPage } from './support/browser';
import { editor, storeSession } from './support/candidate-pages';
import { measureWidth } from './support/narrow-screen';
import { signInAsReviewer } from './support/reviewer';
import { candidateDrawn } from './support/team-pages';
import { button, recordUntil } from './support/video-step';

/** Where the screens of this journey are kept for review (1280 and 390 px wide). */
const SHOTS = process.env.NO_CAMERA_SHOTS ?? path.resolve(import.meta.dirname, 'screenshots');

/** The page at 1280 and 390 px; at 390 nothing may reach past a phone's edge. */
async function shootBothWidths(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  const width = await measureWidth(page);
  expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
  expect(width.clipped).toEqual([]);
  expect(width.offScreen).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A registered candidate on the overview of a role with video (the catalogue's first). */
async function candidateAtOverview(page: Page, email: string, name: string): Promise<string> {
  const { code } = await createInvite(baseUrl);
  const unique = await registerCandidate(baseUrl, code, email, name);
  await page.goto('/');
  await storeSession(page, { inviteCode: code, unique, email, name });
  await page.goto(`/invite/${code}/assessment`);
  await page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
  return code;
}

/** Answers the three questions in the editor, as a candidate types them, up to the video step. */
async function answerEveryQuestion(page: Page): Promise<void> {
  await button(page, TEXTS.signup.continue).click();
  for (const number of [1, 2, 3]) {
    await editor(page, number).click();
    await page.keyboard.type(`My answer to question ${number}.`);
    await button(page, number < 3 ? TEXTS.assessment.saveNext : TEXTS.assessment.complete).click();
  }
  await page.getByRole('heading', { name: TEXTS.recorder.title }).waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: NO_VIDEO.title });
const NOTE = 'My laptop has no camera. <b>Happy</b> to talk by phone & email.';

// No fake camera flags: this Chromium has no camera at all, as some candidates' computers.
test.describe('a candidate without a camera', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('says why, finishes without a video, and reviewers read the reason and the note', async () => {
    test.setTimeout(120_000);
    const { page } = f;
    const name = 'Nora Nocamera';
    await candidateAtOverview(page, `nora.${Date.now()}@candidates.example`, name);
    await answerEveryQuestion(page);

    // The camera card: why, Try Again, and now a way forward.
    await page.getByRole('heading', { name: TEXTS.recorder.accessRequired }).waitFor();
    await page.getByText(TEXTS.recorder.noDevices).waitFor();
    await button(page, NO_VIDEO.action).waitFor();
    expect(await button(page, TEXTS.recorder.tryAgain).isVisible()).toBe(true);
    await shootBothWidths(page, 'no-camera-card');

    await button(page, NO_VIDEO.action).click();
    const form = dialog(page);
    await form.waitFor();
    // The safe advice, once, and what the team will see.
    await form.getByText(NO_VIDEO.intro).waitFor();
    for (const advice of NO_VIDEO.advice) {
      expect(await form.getByText(advice, { exact: true }).count()).toBe(1);
    }
    expect(await axeFindings(page)).toEqual([]);

    // Nothing is sent without a reason, nor "another reason" without a word.
    await form.getByRole('button', { name: NO_VIDEO.send, exact: true }).click();
    await form.getByText(NO_VIDEO.refusals.reason).waitFor();
    await form.getByRole('radio', { name: NO_VIDEO.reasons.other }).check();
    await form.getByRole('button', { name: NO_VIDEO.send, exact: true }).click();
    await form.getByText(NO_VIDEO.refusals.noteNeeded).first().waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await form.getByRole('textbox', { name: new RegExp(NO_VIDEO.noteLabel) }).fill(NOTE);
    await shootBothWidths(page, 'no-camera-form');

    await form.getByRole('button', { name: NO_VIDEO.send, exact: true }).click();
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
    await page.getByText(NO_VIDEO.completeSentence).waitFor();
    await page.getByText(NO_VIDEO.notRecorded, { exact: true }).waitFor();
    expect(
      await page.getByText('Your answers and your video introduction are saved.').count(),
    ).toBe(0);
    await shootBothWidths(page, 'no-camera-complete');
    // A reload keeps them on the complete page: the assessment is submitted.
    await page.reload();
    await page.getByText(NO_VIDEO.notRecorded, { exact: true }).waitFor();
    expect(f.consoleErrors).toEqual([]);

    // Reviewers: the list's state and filter, then the reason and the note as plain text.
    await signInAsReviewer(page);
    await page.goto('/admin/candidates?video=unavailable');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByText(NO_VIDEO.reviewer.state, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name }).click();
    // Drawn whole: the side cards (Timings) come in the page's second step.
    await candidateDrawn(page, name);
    const video = page.getByRole('region', { name: 'Video introduction' });
    await video.getByText(NO_VIDEO.reviewer.heading(NO_VIDEO.reviewer.reasons.other)).waitFor();
    expect(await video.getByText(NOTE, { exact: true }).isVisible()).toBe(true);
    expect(await video.locator('b').count()).toBe(0);
    const timings = page.getByRole('region', { name: 'Timings' });
    expect(await timings.getByText('Not recorded', { exact: true }).isVisible()).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'no-camera-review');
    expect(f.consoleErrors).toEqual([]);
  });
});

test.describe('a candidate whose camera shows but cannot record', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('finds the action as a quiet link under the recorder, never while recording', async () => {
    const { page } = f;
    await candidateAtOverview(page, `quiet.${Date.now()}@candidates.example`, 'Quinn Quiet');
    await answerEveryQuestion(page);
    await button(page, TEXTS.recorder.start).waitFor();
    const link = button(page, NO_VIDEO.action);
    await link.waitFor();
    await shootBothWidths(page, 'no-camera-recorder-link');

    await button(page, TEXTS.recorder.start).click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    expect(await link.count()).toBe(0);
    // A second or more, so that the take is a whole video the server accepts.
    await recordUntil(page, 2);
    expect(await link.count()).toBe(0);
    await button(page, TEXTS.recorder.end).click();
    await page.getByRole('dialog', { name: TEXTS.recorder.completedTitle }).waitFor();
    // Once the take has fully arrived (Submit is offered), it is set aside.
    const submit = page
      .getByRole('dialog', { name: TEXTS.recorder.completedTitle })
      .getByRole('button', { name: TEXTS.recorder.submit, exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
    await button(page, TEXTS.recorder.recordAgain).click();
    await link.click();
    await dialog(page).waitFor();
    await button(page, NO_VIDEO.cancel).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(f.consoleErrors).toEqual([]);
  });
});

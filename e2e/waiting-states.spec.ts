import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { FEEDBACK_TEXTS } from '../shared/feedback-texts';
import { TEXTS } from '../shared/texts';
import { WAITING_TEXTS } from '../shared/waiting-texts';
import { createInvite, readAssessment, registerCandidate, saveCandidateWork } from './support/api';
import { axeFindings, blocking } from './support/axe';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  useDesktopPage,
} from './support/browser';
import { editor, storeSession, toast } from './support/candidate-pages';
import { measureWidth } from './support/narrow-screen';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { button, candidateAtVideoStep, recordedSeconds, recordUntil } from './support/video-step';

/** The upload's requests once it exists (its PATCH and HEAD), as the recorder sends them. */
const UPLOAD_REQUESTS = '**/api/recordings/uploads/*';

/** `<name>-1280` and `<name>-390`; at 390 nothing may reach past a phone's edge. */
async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  const width = await measureWidth(page);
  expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
  expect(width.offScreen).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A live region (`role="status"`) holding `text`: a screen reader hears it when it appears. */
const liveText = (scope: Page | Locator, text: string) =>
  scope.getByRole('status').filter({ hasText: text });

const recordingDialog = (page: Page) =>
  page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });

/** What the dialog waits for (`recording-complete-modal.tsx`): `ready` once Submit can work. */
const dialogWaiting = (page: Page) =>
  recordingDialog(page).locator('[role="status"][data-waiting]').getAttribute('data-waiting');

test.describe('a candidate whose page waits on the network', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Its tests share nothing: each may run on any worker, so this long file ends with the rest.
  test.describe.configure({ mode: 'parallel' });
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('offline while recording and at End: told why, nothing lost, completes when back online', async () => {
    test.setTimeout(120_000);
    const { page, context } = f;
    const { code, unique } = await candidateAtVideoStep(
      page,
      baseUrl,
      'offline-at-end@candidates.example',
    );
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 2);

    await context.setOffline(true);
    await liveText(page, WAITING_TEXTS.recording.offline).waitFor();
    // The recording goes on while offline.
    await recordUntil(page, (await recordedSeconds(page)) + 2);
    expect(blocking(await axeFindings(page))).toEqual([]);
    await screenshotAtBothWidths(page, 'waiting-recording-offline');

    await button(page, TEXTS.recorder.end).click();
    const dialog = recordingDialog(page);
    await liveText(dialog, WAITING_TEXTS.ended.offline).waitFor();
    expect(await dialog.getByText(WAITING_TEXTS.ended.sending).count()).toBe(0);
    expect(await button(page, TEXTS.recorder.submit).isDisabled()).toBe(true);
    expect(blocking(await axeFindings(page))).toEqual([]);
    await screenshotAtBothWidths(page, 'waiting-end-offline');
    // Still waiting, not failed, while the connection stays away.
    expect(await dialogWaiting(page)).toBe('offline');

    await context.setOffline(false);
    await expect.poll(() => dialogWaiting(page), { timeout: 30_000 }).toBe('ready');
    await button(page, TEXTS.recorder.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
    expect((await readAssessment(baseUrl, unique)).progress).toMatchObject({
      videoCompleted: true,
      feedbackSentAt: null,
    });

    // Feedback sent offline (an empty form: nothing is required) waits, says so, and goes.
    await context.setOffline(true);
    await button(page, TEXTS.complete.submitFeedback).click();
    await liveText(page, FEEDBACK_TEXTS.sendWaitsOffline).waitFor();
    expect((await readAssessment(baseUrl, unique)).progress.feedbackSentAt).toBeNull();
    await screenshotAtBothWidths(page, 'waiting-feedback-offline');
    await context.setOffline(false);
    await page.getByRole('heading', { name: TEXTS.complete.thankYou }).waitFor();

    // A reload asks the server, which says the feedback is sent: the thank-you, not the form.
    await page.reload();
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
    await page.getByRole('heading', { name: TEXTS.complete.thankYou }).waitFor();
    expect(await page.locator('[data-feedback="form"]').count()).toBe(0);
    expect(await button(page, TEXTS.complete.submitFeedback).count()).toBe(0);
    expect((await readAssessment(baseUrl, unique)).progress.feedbackSentAt).not.toBeNull();
    await screenshotAtBothWidths(page, 'feedback-thanks-after-reload');
    const unexpected = f.consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
    expect(unexpected).toEqual([]);
  });

  test('online but the server does not answer: told so while recording, at End and on the complete page', async () => {
    test.setTimeout(120_000);
    const { page } = f;
    const { code } = await candidateAtVideoStep(page, baseUrl, 'no-answer@candidates.example');
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 2);

    // The server stops answering the upload (a restart, something in between refusing it).
    await page.route(UPLOAD_REQUESTS, (route) => route.abort('connectionrefused'));
    await liveText(page, WAITING_TEXTS.recording.unreachable).waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await screenshotAtBothWidths(page, 'waiting-recording-unreachable');

    await button(page, TEXTS.recorder.end).click();
    const dialog = recordingDialog(page);
    await liveText(dialog, WAITING_TEXTS.ended.unreachable).waitFor();
    expect(await button(page, TEXTS.recorder.submit).isDisabled()).toBe(true);
    await screenshotAtBothWidths(page, 'waiting-end-unreachable');

    await page.unroute(UPLOAD_REQUESTS);
    await expect.poll(() => dialogWaiting(page), { timeout: 30_000 }).toBe('ready');
    await button(page, TEXTS.recorder.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();

    // Reloaded while the server does not answer: the page says so instead of leaving, and loads
    // by itself once the server answers.
    let refused = 0;
    await page.route('**/api/assessment', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.reload();
    await liveText(page, WAITING_TEXTS.completePage.unreachable).waitFor();
    // It keeps trying, and stays: a finished candidate is not sent back to the assessment.
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect(page.url()).toContain(`/invite/${code}/complete`);
    expect(await liveText(page, WAITING_TEXTS.completePage.unreachable).isVisible()).toBe(true);
    await screenshotAtBothWidths(page, 'waiting-complete-page-unreachable');
    await page.unroute('**/api/assessment');
    await page
      .getByRole('heading', { name: TEXTS.complete.congratulations })
      .waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-feedback="form"]').count()).toBe(1);
    const unexpected = f.consoleErrors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error));
    expect(unexpected).toEqual([]);
  });

  test('offline when moving to the next question: told where they are is not saved, nothing lost', async () => {
    const { page, context } = f;
    const email = `progress-offline.${Date.now()}@candidates.example`;
    const { code } = await createInvite(baseUrl);
    const unique = await registerCandidate(baseUrl, code, email, 'Robin Steps');
    const answer = '<p>My first answer, saved.</p>';
    await saveCandidateWork(baseUrl, unique, [answer], { step: 'questions', questionIndex: 0 });
    await page.goto(`${baseUrl}/`);
    await storeSession(page, { inviteCode: code, unique, email, name: 'Robin Steps' });
    // The toasts' component arriving late, as on a machine too busy to be idle before the
    // connection goes: the editor must not show before it (web/components/toaster.tsx).
    await page.route('**/assets/notifications-host-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`${baseUrl}/invite/${code}/assessment`);
    await expect(editor(page, 1)).toContainText('My first answer, saved.');

    await context.setOffline(true);
    await button(page, TEXTS.assessment.saveNext).click();
    await expect(toast(page, WAITING_TEXTS.progress.offline)).toBeVisible();
    // While the notice shows (it closes by itself after 3 s).
    await screenshotAtBothWidths(page, 'waiting-progress-offline');
    expect(blocking(await axeFindings(page))).toEqual([]);
    // The page moved on; the server still has the candidate at the first question, and their
    // answer.
    await expect(editor(page, 2)).toBeVisible();
    const saved = await readAssessment(baseUrl, unique);
    expect(saved.progress).toMatchObject({ step: 'questions', questionIndex: 0, answered: 1 });
    expect(saved.answers[0]?.answer).toBe(answer);
    await context.setOffline(false);
    const unexpected = f.consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
    expect(unexpected).toEqual([]);
  });
});

test.describe('a reviewer reading the candidate’s feedback', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();
  const admin = { authorization: `Bearer ${E2E_PASSKEY}` };

  async function candidateId(email: string): Promise<string> {
    const query = encodeURIComponent(email);
    const list = await fetch(`${baseUrl}/api/admin/candidates?q=${query}`, { headers: admin });
    const { data } = (await list.json()) as { data: { items: { id: string }[] } };
    return data.items[0]?.id as string;
  }

  async function feedbackCard(page: Page, id: string) {
    await page.goto(`/admin/candidates/${id}`);
    const card = page.getByRole('region', { name: FEEDBACK_TEXTS.reviewer.title });
    await card.waitFor();
    return card;
  }

  test('tells a form sent empty from one never sent', async () => {
    const stamp = Date.now();
    const emptyEmail = `sent-empty.${stamp}@candidates.example`;
    const silentEmail = `never-sent.${stamp}@candidates.example`;
    const empty = await registerCandidate(
      baseUrl,
      (await createInvite(baseUrl)).code,
      emptyEmail,
      'Sent Empty',
    );
    await registerCandidate(baseUrl, (await createInvite(baseUrl)).code, silentEmail, 'Never Sent');
    const sent = await fetch(`${baseUrl}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unique: empty, feedback: '', rating: null }),
    });
    expect(sent.status).toBe(200);

    const { page } = f;
    await signInAsReviewer(page);
    const emptyCard = await feedbackCard(page, await candidateId(emptyEmail));
    await emptyCard.getByText(FEEDBACK_TEXTS.reviewer.sentEmpty).waitFor();
    await emptyCard.locator('time').waitFor();
    expect(await emptyCard.getByText(FEEDBACK_TEXTS.reviewer.notSent).count()).toBe(0);
    const axe = await new AxeBuilder({ page }).include('[data-feedback]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshotAtBothWidths(page, 'reviewer-feedback-sent-empty');

    const silentCard = await feedbackCard(page, await candidateId(silentEmail));
    await silentCard.getByText(FEEDBACK_TEXTS.reviewer.notSent, { exact: true }).waitFor();
    expect(await silentCard.getByText(FEEDBACK_TEXTS.reviewer.sentEmpty).count()).toBe(0);
    expect(await silentCard.locator('time').count()).toBe(0);
    await screenshotAtBothWidths(page, 'reviewer-feedback-not-sent');
    expect(f.consoleErrors).toEqual([]);
  });
});

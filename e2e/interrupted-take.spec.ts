import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CandidateListPage, CandidateDetail } from '../shared/review.schema';
import type { InterruptedRecordingResponse } from '../shared/interrupted-recording.schema';
import { INTERRUPTED_TEXTS } from '../shared/recording-texts';
import { TEXTS } from '../shared/texts';
import { readAssessment } from './support/api';
import { blocking, axeFindings } from './support/axe';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  useDesktopPage,
} from './support/browser';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { button, candidateAtVideoStep, recordUntil } from './support/video-step';

const admin = { authorization: `Bearer ${E2E_PASSKEY}` };

async function candidateIdOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: admin,
  });
  const [found] = ((await response.json()) as { data: CandidateListPage }).data.items;
  if (!found) throw new Error(`No candidate ${email}`);
  return found.id;
}

async function readDetail(id: string): Promise<CandidateDetail> {
  const response = await fetch(`${baseUrl}/api/admin/candidates/${id}`, { headers: admin });
  return ((await response.json()) as { data: CandidateDetail }).data;
}

/** What the server holds of the candidate's take still being recorded, as it measures it. */
async function savedMsOf(unique: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/assessment/video/interrupted`, {
    headers: { authorization: `Bearer ${unique}` },
  });
  const { recording } = (await response.json()) as InterruptedRecordingResponse;
  return recording?.savedMs ?? 0;
}

/** The interrupted-take card, once the page has seen the saved part hold still. */
async function interruptedCard(page: Page) {
  await page.getByRole('heading', { name: INTERRUPTED_TEXTS.title }).waitFor({ timeout: 30_000 });
  return page.locator('[data-interrupted-take]');
}

/** The page's asks for a take cut short (`GET /api/assessment/video/interrupted`) from now on. */
function countAsks(page: Page): { sent: number } {
  const asks = { sent: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    if (request.url().endsWith('/api/assessment/video/interrupted')) asks.sent += 1;
  });
  return asks;
}

/**
 * The pause between two looks at a take cut short
 * (web/features/recording/hooks/use-interrupted-take.ts).
 */
const QUIET_LOOK_MS = 3000;

/** Starts a take and records until the timer shows `seconds`. */
async function recordFor(page: Page, seconds: number) {
  await button(page, TEXTS.recorder.start).click();
  await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
  await recordUntil(page, seconds);
}

test.describe('a take cut short mid-way is kept', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Its tests share nothing: each may run on any worker, so this long file ends with the rest.
  test.describe.configure({ mode: 'parallel' });
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('after a reload at 8 s, offers the saved seconds; submitted, reviewers get a playable interrupted take', async () => {
    test.setTimeout(150_000);
    const { page } = f;
    const email = 'reloaded-take@candidates.example';
    const { code, unique } = await candidateAtVideoStep(page, baseUrl, email);
    await recordFor(page, 7);
    // The reload comes at about 8 s, once the server holds at least 7 s (a busy machine sends a
    // little late).
    await expect
      .poll(() => savedMsOf(unique), { timeout: 20_000, intervals: [100] })
      .toBeGreaterThanOrEqual(7000);
    // From here no more pieces reach the server, however busy the machine: what it holds at the
    // reload is what the candidate is offered.
    const uploads = '**/api/recordings/uploads/**';
    await page.route(uploads, (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await page.reload();
    await page.unroute(uploads);

    const card = await interruptedCard(page);
    const seconds = Number(await card.getAttribute('data-saved-seconds'));
    // What the server holds is what the candidate is offered: 7 s or more, 8 on a quiet machine
    // (a busy one may have taken a few pieces more before the route stopped them).
    const heldMs = await savedMsOf(unique);
    expect(seconds).toBe(Math.round(heldMs / 1000));
    expect(seconds).toBeGreaterThanOrEqual(7);
    await card.getByText(INTERRUPTED_TEXTS.savedSeconds(seconds)).waitFor();
    expect(await card.getByRole('button').allTextContents()).toEqual([
      INTERRUPTED_TEXTS.recordAgain,
      INTERRUPTED_TEXTS.submit,
    ]);
    expect(blocking(await axeFindings(page))).toEqual([]);
    await screenshot(page, 'interrupted-take-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'interrupted-take-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 800 });

    await button(page, INTERRUPTED_TEXTS.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
    expect((await readAssessment(baseUrl, unique)).progress).toMatchObject({
      videoCompleted: true,
    });

    const id = await candidateIdOf(email);
    await expect
      .poll(async () => (await readDetail(id)).video.state, { timeout: 30_000 })
      .toBe('ready');
    const { video } = await readDetail(id);
    expect(video.interrupted).toBe(true);
    expect(video.durationMs).toBeGreaterThanOrEqual(7000);
    expect(video.durationMs).toBeLessThan(heldMs + 1500);

    await signInAsReviewer(page);
    await page.goto(`/admin/candidates/${id}`);
    const section = page.locator('section[aria-labelledby="video-heading"]');
    await section.getByText(INTERRUPTED_TEXTS.reviewerBadge, { exact: true }).waitFor();
    // Playable: the browser reads its length from the processed file.
    const played = await section.locator('video').evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (element.readyState >= 1) resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration));
          element.preload = 'metadata';
          element.load();
        }),
    );
    expect(played).toBeGreaterThan(6.9);
    expect(played).toBeLessThan((heldMs + 1600) / 1000);
    await section.screenshot({
      path: path.resolve(import.meta.dirname, 'screenshots', 'interrupted-take-reviewer.png'),
    });
    expect(f.consoleErrors).toEqual([]);
    // Recording, processing and the reviewer's page, on a busy machine.
  });

  test('Record again from the same screen deletes the saved part and records a new take', async () => {
    const { page } = f;
    const { code } = await candidateAtVideoStep(page, baseUrl, 'record-again@candidates.example');
    await recordFor(page, 3);
    await page.reload();
    await interruptedCard(page);
    await button(page, INTERRUPTED_TEXTS.recordAgain).click();

    await recordFor(page, 2);
    await button(page, TEXTS.recorder.end).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
    await dialog.waitFor();
    await button(page, TEXTS.recorder.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
    const id = await candidateIdOf('record-again@candidates.example');
    expect((await readDetail(id)).video.interrupted).toBe(false);
  });

  test('a camera that stops mid-take offers the saved part beside How to Fix', async () => {
    const { page } = f;
    const { code } = await candidateAtVideoStep(page, baseUrl, 'lost-camera@candidates.example');
    await recordFor(page, 3);
    await page.evaluate(() => {
      const stream = (document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream;
      stream.getVideoTracks().forEach((track) => track.stop());
    });
    const card = await interruptedCard(page);
    expect(Number(await card.getAttribute('data-saved-seconds'))).toBeGreaterThanOrEqual(1);
    await button(page, TEXTS.recorder.howToFix).waitFor();
    await screenshot(page, 'interrupted-take-camera');
    await button(page, INTERRUPTED_TEXTS.submit).click();
    await page.waitForURL(`**/invite/${code}/complete`);
  });

  test('Restart Camera pressed before the saved part is offered keeps the recorder', async () => {
    const { page } = f;
    await candidateAtVideoStep(page, baseUrl, 'restart-early@candidates.example');
    await recordFor(page, 3);
    const asks = countAsks(page);
    await page.evaluate(() => {
      const stream = (document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream;
      stream.getVideoTracks().forEach((track) => track.stop());
    });
    // Within the seconds the page waits for the saved part to hold still.
    await button(page, TEXTS.recorder.howToFix).click();
    await button(page, TEXTS.recorder.restartCamera).click();
    const askedBefore = asks.sent;
    await button(page, TEXTS.recorder.start).waitFor();
    // Restart Camera calls off the look begun when the camera stopped: past one look's pause
    // (looks 3 s apart, docs/recordings.md) the server is asked no more, and the recorder was not
    // replaced. A wait that proves nothing more comes can only be a time.
    await page.waitForTimeout(QUIET_LOOK_MS + 1000);
    expect(asks.sent).toBe(askedBefore);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    await expect(page.getByRole('heading', { name: INTERRUPTED_TEXTS.title })).toHaveCount(0);
    await expect(button(page, TEXTS.recorder.start)).toBeVisible();
  });
});

import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CandidateListPage } from '../shared/review.schema';
import { TEXTS } from '../shared/texts';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  FAKE_CAMERA_FLAGS,
  newDesktopContext,
  screenshot,
  useDesktopPage,
} from './support/browser';
import { createInvite } from './support/api';
import { signOutOfWorkspace } from './support/member-menu';
import { E2E_PASSKEY } from './support/server';
import { button, candidateAtVideoStep, recordUntil } from './support/video-step';

const NAME = 'Grace Journey';
const EMAIL = 'grace.journey@candidates.example';

/** The candidate's part: answers, a short recording, feedback; and one trip away from the tab. */
async function completeAssessment(page: Page): Promise<{ code: string; unique: string }> {
  const candidate = await candidateAtVideoStep(page, baseUrl, EMAIL, {
    name: NAME,
    answers: [
      '<p>I would <strong>profile first</strong>, then fix the slowest query.</p>',
      '<ul><li>Write the failing test</li><li>Fix the bug</li></ul>',
      '<p>Ship small changes behind a flag.</p>',
    ],
  });
  // The browser reports the tab going to the background and coming back (headless Chromium
  // never hides a tab by itself, so the test plays the browser's part).
  await page.evaluate(async () => {
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    // The time away is what the review later shows ("Left the tab for 1 s"): real time passes.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    setVisibility('visible');
  });
  await button(page, TEXTS.recorder.start).click();
  await recordUntil(page, 4);
  await button(page, TEXTS.recorder.end).click();
  await page.getByRole('dialog', { name: TEXTS.recorder.completedTitle }).waitFor();
  await button(page, TEXTS.recorder.submit).click();
  await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
  await page.getByRole('textbox', { name: 'Feedback (optional)' }).fill('Clear questions.');
  await page.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await button(page, TEXTS.complete.submitFeedback).click();
  await page.getByRole('heading', { name: TEXTS.complete.thankYou }).waitFor();
  return candidate;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/candidates');
  await page.getByRole('heading', { name: TEXTS.workspace.signInTitle }).waitFor();
  await page.getByLabel('Admin passkey', { exact: true }).fill('not-the-passkey');
  await button(page, TEXTS.workspace.signIn).click();
  await page.getByText(TEXTS.admin.passkeyWrong).first().waitFor();
  await page.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
  await button(page, TEXTS.workspace.signIn).click();
  await page.getByRole('heading', { name: TEXTS.workspace.candidatesTitle, level: 1 }).waitFor();
}

/** Waits until the server has processed the recording and the page offers the player. */
async function openWhenVideoReady(page: Page, url: string): Promise<void> {
  // The page reads the video's state once: opened again until it offers the player.
  await expect(async () => {
    await page.goto(url);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await expect(page.getByRole('region', { name: `Video of ${NAME}` })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
}

const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    playbackRate: video.playbackRate,
  }));

test.describe('the hiring team reviews a candidate', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('signs in, finds, watches, scores, shortlists, exports, revokes, deletes and signs out', async () => {
    // A candidate's whole assessment with a video, then the reviewer's whole day: 59 s measured
    // at load 13, against 60 s.
    test.setTimeout(120_000);
    const { unique } = await completeAssessment(f.page);
    const other = await createInvite(baseUrl);

    // The reviewer works in a browser of their own.
    const context = await newDesktopContext(f.browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    const consoleErrors = collectConsoleErrors(page);
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/video')) ranges.push(response.status());
    });
    await signIn(page);

    // Find them by name: the filter lives in the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill('grace journ');
    await page.waitForURL(/[?&]q=grace(\+|%20)journ/);
    const row = page.getByRole('row').filter({ hasText: EMAIL });
    await row.waitFor();
    // The header and Grace alone, once the search has answered (others stay shown until then).
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expect.poll(() => row.textContent()).toContain('3/3');
    await screenshot(page, 'review-journey-list-found');
    await row.getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/admin\/candidates\/[0-9a-f-]{36}\?/);

    // Her answers as rich text, her feedback, the trip away from the tab.
    await openWhenVideoReady(page, page.url());
    await page.getByText('profile first', { exact: true }).waitFor();
    expect(await page.locator('strong', { hasText: 'profile first' }).count()).toBe(1);
    await page.getByText('Write the failing test').waitFor();
    await page.getByText('Clear questions.').waitFor();
    await page.getByText(/Left the tab for 1 s/).waitFor();

    // The video plays (currentTime advances), changes speed and seeks, fetched by ranges.
    const player = page.getByRole('region', { name: `Video of ${NAME}` });
    await player.focus();
    await page.keyboard.press('k');
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    await page.getByRole('radio', { name: '1.5x' }).focus();
    await page.keyboard.press('Space');
    expect((await videoState(page)).playbackRate).toBe(1.5);
    await player.focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await page.locator('video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = 0.2;
    });
    await expect.poll(async () => (await videoState(page)).currentTime).toBeLessThan(0.5);
    expect((await videoState(page)).duration).toBeGreaterThan(3);
    expect(ranges).toContain(206);
    await screenshot(page, 'review-journey-candidate');

    // Decide: score 4 and shortlist, each saved at once.
    await page.getByRole('radio', { name: '4 of 5', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Average 4 of 5 from 1 score').waitFor();
    await page.getByRole('radio', { name: 'Shortlisted' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);

    // Back in the list (filters kept), the decision shows.
    await page.getByRole('link', { name: 'Back to candidates' }).click();
    await page.waitForURL(/\/admin\/candidates\?.*q=grace/);
    const decided = page.getByRole('row').filter({ hasText: EMAIL });
    await expect.poll(() => decided.textContent()).toMatch(/4 of 5.*Shortlisted/);

    // Export the filtered list and read it back.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: TEXTS.workspace.exportCsv }).click();
    const csv = fs.readFileSync(await (await downloading).path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = parse<Record<string, string>>(csv.slice(1), { columns: true });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      Name: NAME,
      Email: EMAIL,
      'Average score': '4',
      Scores: '1',
      Status: 'Shortlisted',
    });
    expect(records[0]?.['Answer 1']).toContain(
      'I would profile first, then fix the slowest query.',
    );

    // Revoke another invite: its page then says so to whoever opens it.
    await page.getByRole('link', { name: TEXTS.workspace.navInvites }).click();
    const inviteRow = page.locator(`tr[data-invite-code="${other.code}"]`);
    await inviteRow.getByRole('button', { name: TEXTS.workspace.revoke }).click();
    await page.getByRole('dialog').getByRole('button', { name: TEXTS.workspace.revoke }).click();
    await expect.poll(() => inviteRow.textContent()).toContain('Revoked');
    await f.page.goto(`${baseUrl}/invite/${other.code}`);
    await f.page
      .getByText(/withdrawn/)
      .first()
      .waitFor();

    // Delete the candidate for good: gone from the list, and her secret no longer works.
    await page.getByRole('link', { name: TEXTS.workspace.navCandidates }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(EMAIL);
    await page
      .getByRole('row')
      .filter({ hasText: EMAIL })
      .getByRole('link', { name: NAME })
      .click();
    await button(page, 'Delete candidate').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await page.getByRole('heading', { name: TEXTS.workspace.candidatesTitle, level: 1 }).waitFor();
    await page.getByText(TEXTS.workspace.candidateDeleted).waitFor();
    await expect.poll(() => page.getByText(EMAIL).count()).toBe(0);
    const listed = await page.evaluate(async (email) => {
      const response = await fetch(`/api/admin/candidates?q=${email}`);
      return ((await response.json()) as { data: CandidateListPage }).data.total;
    }, EMAIL);
    expect(listed).toBe(0);
    const assessment = await fetch(`${baseUrl}/api/assessment`, {
      headers: { authorization: `Bearer ${unique}` },
    });
    expect(assessment.status).toBe(401);

    // Sign out: the workspace asks for the passkey again, and the old cookie is refused.
    await signOutOfWorkspace(page);
    await page.getByRole('heading', { name: TEXTS.workspace.signInTitle }).waitFor();
    // The one console error is the browser's note of the wrong passkey's 401.
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toContain('401');
    const after = await page.evaluate(async () => ({
      session: ((await (await fetch('/api/admin/session')).json()) as { data: unknown }).data,
      list: (await fetch('/api/admin/candidates')).status,
    }));
    expect(after).toEqual({ session: null, list: 401 });
    await context.close();
  });
});

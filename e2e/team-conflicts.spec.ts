import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_TEXTS } from '../shared/decision-texts';
import type { CandidateDetail } from '../shared/review.schema';
import { createInvite, registerCandidate } from './support/api';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  newDesktopContext,
  screenshot,
} from './support/browser';
import { E2E_PASSKEY } from './support/server';
import { joinAsMember } from './support/team-member';

const owner = { authorization: `Bearer ${E2E_PASSKEY}` };

async function seedCandidate(name: string): Promise<string> {
  const { code } = await createInvite(baseUrl);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await registerCandidate(baseUrl, code, email, name);
  const list = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: owner,
  });
  const body = (await list.json()) as { data: { items: { id: string }[] } };
  return body.data.items[0]?.id ?? '';
}

async function readReview(id: string): Promise<CandidateDetail['review']> {
  const response = await fetch(`${baseUrl}/api/admin/candidates/${id}`, { headers: owner });
  return ((await response.json()) as { data: CandidateDetail }).data.review;
}

async function choose(page: Page, name: string): Promise<void> {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/** The page at 1440 and 390 px wide; at 390 the decision card stays within the screen. */
async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await screenshot(page, `${name}-390`);
  const card = await page.getByRole('region', { name: 'Your decision' }).boundingBox();
  expect(card && card.x >= 0 && card.x + card.width <= 390, JSON.stringify(card)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function open(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/admin/candidates/${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Holds the page's next saves of the decision until `release()`. */
async function holdSaves(page: Page, id: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const url = `**/api/admin/candidates/${id}/review`;
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

describe.skipIf(!chromiumPath)('two reviewers on one candidate at the same time', () => {
  let browser: Browser;
  let sam: Page;
  let kim: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    sam = await (await newDesktopContext(browser)).newPage();
    kim = await (await newDesktopContext(browser)).newPage();
    errors = [...collectConsoleErrors(sam), ...collectConsoleErrors(kim)];
    await joinAsMember(sam, 'Sam Reviewer', 'reviewer');
    await joinAsMember(kim, 'Kim Admin', 'admin');
  });
  afterAll(() => browser?.close());

  it('a change by one appears on the other’s screen without a reload', async () => {
    const id = await seedCandidate('Lena Live');
    await open(sam, id, 'Lena Live');
    await open(kim, id, 'Lena Live');

    await choose(sam, 'Shortlisted');
    await sam.getByLabel('Notes', { exact: true }).fill('Sam: clear on SQL.');
    await sam.getByLabel('Notes', { exact: true }).blur();
    await expect.poll(async () => (await readReview(id)).notes).toBe('Sam: clear on SQL.');

    // Kim's page polls every ~4 s: no reload.
    await expect
      .poll(() => kim.getByLabel('Notes', { exact: true }).inputValue(), { timeout: 12_000 })
      .toBe('Sam: clear on SQL.');
    expect(await kim.getByRole('radio', { name: 'Shortlisted' }).isChecked()).toBe(true);
    const history = kim.getByTestId('decision-history');
    await history.getByText('Sam Reviewer set the status to Shortlisted').waitFor();
    await history.getByText('Sam Reviewer changed the notes').waitFor();

    // Kim builds on what she sees: based on Sam's version, her change is saved, not refused.
    await kim.getByLabel('Notes', { exact: true }).fill('Sam: clear on SQL.\nKim: agreed.');
    await kim.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readReview(id)).notes)
      .toBe('Sam: clear on SQL.\nKim: agreed.');
    expect(await kim.getByTestId('decision-conflict').count()).toBe(0);
  });

  it('both edit the notes at once: neither edit is lost', async () => {
    const id = await seedCandidate('Nora Notes');
    await open(sam, id, 'Nora Notes');
    await open(kim, id, 'Nora Notes');

    // Kim's save waits until Sam's is in: both were based on the same version.
    const kimHeld = await holdSaves(kim, id);
    await kim.getByLabel('Notes', { exact: true }).fill('Kim: ask about testing.');
    await kim.getByLabel('Notes', { exact: true }).blur();
    await sam.getByLabel('Notes', { exact: true }).fill('Sam: strong on systems.');
    await sam.getByLabel('Notes', { exact: true }).blur();
    await expect.poll(async () => (await readReview(id)).notes).toBe('Sam: strong on systems.');
    await kimHeld.release();

    // Kim is refused (409): she sees Sam's notes in the field and her own kept to re-apply.
    const conflict = kim.getByTestId('decision-conflict');
    await conflict.waitFor();
    await conflict.getByText(DECISION_TEXTS.notesConflict('Sam Reviewer')).waitFor();
    await conflict.getByText('Kim: ask about testing.').waitFor();
    expect(await kim.getByLabel('Notes', { exact: true }).inputValue()).toBe(
      'Sam: strong on systems.',
    );
    expect((await readReview(id)).notes).toBe('Sam: strong on systems.');
    await screenshotBothWidths(kim, 'team-conflict-notes');

    // She adds hers below Sam's: both are saved.
    await kim
      .getByLabel('Notes', { exact: true })
      .fill('Sam: strong on systems.\nKim: ask about testing.');
    await kim.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readReview(id)).notes)
      .toBe('Sam: strong on systems.\nKim: ask about testing.');
    expect(await conflict.count()).toBe(0);
    await expect
      .poll(() => sam.getByLabel('Notes', { exact: true }).inputValue(), { timeout: 12_000 })
      .toBe('Sam: strong on systems.\nKim: ask about testing.');
  });

  it('a stale status change gets the conflict view, and can be re-applied', async () => {
    const id = await seedCandidate('Stan Status');
    await open(sam, id, 'Stan Status');
    await open(kim, id, 'Stan Status');

    const kimHeld = await holdSaves(kim, id);
    await choose(kim, 'Rejected');
    await choose(sam, 'Shortlisted');
    await expect.poll(async () => (await readReview(id)).status).toBe('shortlisted');
    await kimHeld.release();

    const conflict = kim.getByTestId('decision-conflict');
    await conflict.getByText(DECISION_TEXTS.statusConflict('Sam Reviewer')).waitFor();
    await expect.poll(() => kim.getByRole('radio', { name: 'Shortlisted' }).isChecked()).toBe(true);
    expect((await readReview(id)).status).toBe('shortlisted');
    await screenshotBothWidths(kim, 'team-conflict-status');

    await conflict.getByRole('button', { name: DECISION_TEXTS.reapplyStatus('Rejected') }).click();
    await expect.poll(async () => (await readReview(id)).status).toBe('rejected');
    await expect
      .poll(() => sam.getByRole('radio', { name: 'Rejected' }).isChecked(), { timeout: 12_000 })
      .toBe(true);
    await kim
      .getByTestId('decision-history')
      .getByText('Kim Admin set the status to Rejected')
      .waitFor();
    // The browser logs each refused save (409) itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });
});

import type { Browser, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { DECISION_TEXTS } from '../shared/decision-texts';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  newDesktopContext,
} from './support/browser';
import { joinAsMember } from './support/team-member';
import {
  chooseRadio,
  holdDecisionSaves,
  openCandidate,
  readCandidate,
  screenshotPartAtBothWidths,
  seedTeamCandidate,
} from './support/team-pages';

test.describe('two reviewers on one candidate at the same time', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Each step goes on from where the one before left off: a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  let sam: Page;
  let kim: Page;
  let errors: string[];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    browser = await launchBrowser();
    sam = await (await newDesktopContext(browser)).newPage();
    kim = await (await newDesktopContext(browser)).newPage();
    errors = [...collectConsoleErrors(sam), ...collectConsoleErrors(kim)];
    await joinAsMember(sam, 'Sam Reviewer', 'reviewer');
    await joinAsMember(kim, 'Kim Admin', 'admin');
  });
  test.afterAll(() => browser?.close());

  test('a change by one appears on the other’s screen without a reload', async () => {
    const { id } = await seedTeamCandidate('Lena Live');
    await openCandidate(sam, id, 'Lena Live');
    await openCandidate(kim, id, 'Lena Live');

    await chooseRadio(sam, 'Shortlisted');
    await sam.getByLabel('Notes', { exact: true }).fill('Sam: clear on SQL.');
    await sam.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readCandidate(id)).review.notes)
      .toBe('Sam: clear on SQL.');

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
      .poll(async () => (await readCandidate(id)).review.notes)
      .toBe('Sam: clear on SQL.\nKim: agreed.');
    expect(await kim.getByTestId('decision-conflict').count()).toBe(0);
  });

  test('both edit the notes at once: neither edit is lost', async () => {
    const { id } = await seedTeamCandidate('Nora Notes');
    await openCandidate(sam, id, 'Nora Notes');
    await openCandidate(kim, id, 'Nora Notes');

    // Kim's save waits until Sam's is in: both were based on the same version.
    const releaseKim = await holdDecisionSaves(kim, id);
    await kim.getByLabel('Notes', { exact: true }).fill('Kim: ask about testing.');
    await kim.getByLabel('Notes', { exact: true }).blur();
    await sam.getByLabel('Notes', { exact: true }).fill('Sam: strong on systems.');
    await sam.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readCandidate(id)).review.notes)
      .toBe('Sam: strong on systems.');
    await releaseKim();

    // Kim is refused (409): she sees Sam's notes in the field and her own kept to re-apply.
    const conflict = kim.getByTestId('decision-conflict');
    await conflict.waitFor();
    await conflict.getByText(DECISION_TEXTS.notesConflict('Sam Reviewer')).waitFor();
    await conflict.getByText('Kim: ask about testing.').waitFor();
    expect(await kim.getByLabel('Notes', { exact: true }).inputValue()).toBe(
      'Sam: strong on systems.',
    );
    expect((await readCandidate(id)).review.notes).toBe('Sam: strong on systems.');
    await screenshotPartAtBothWidths(
      kim,
      'team-conflict-notes',
      kim.getByRole('region', { name: 'Your decision' }),
    );

    // She adds hers below Sam's: both are saved.
    await kim
      .getByLabel('Notes', { exact: true })
      .fill('Sam: strong on systems.\nKim: ask about testing.');
    await kim.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readCandidate(id)).review.notes)
      .toBe('Sam: strong on systems.\nKim: ask about testing.');
    expect(await conflict.count()).toBe(0);
    await expect
      .poll(() => sam.getByLabel('Notes', { exact: true }).inputValue(), { timeout: 12_000 })
      .toBe('Sam: strong on systems.\nKim: ask about testing.');
  });

  test('a stale status change gets the conflict view, and can be re-applied', async () => {
    const { id } = await seedTeamCandidate('Stan Status');
    await openCandidate(sam, id, 'Stan Status');
    await openCandidate(kim, id, 'Stan Status');

    const releaseKim = await holdDecisionSaves(kim, id);
    await chooseRadio(kim, 'Rejected');
    await chooseRadio(sam, 'Shortlisted');
    await expect.poll(async () => (await readCandidate(id)).review.status).toBe('shortlisted');
    await releaseKim();

    const conflict = kim.getByTestId('decision-conflict');
    await conflict.getByText(DECISION_TEXTS.statusConflict('Sam Reviewer')).waitFor();
    await expect.poll(() => kim.getByRole('radio', { name: 'Shortlisted' }).isChecked()).toBe(true);
    expect((await readCandidate(id)).review.status).toBe('shortlisted');
    await screenshotPartAtBothWidths(
      kim,
      'team-conflict-status',
      kim.getByRole('region', { name: 'Your decision' }),
    );

    await conflict.getByRole('button', { name: DECISION_TEXTS.reapplyStatus('Rejected') }).click();
    await expect.poll(async () => (await readCandidate(id)).review.status).toBe('rejected');
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

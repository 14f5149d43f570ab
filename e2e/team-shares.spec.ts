import type { Browser, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { SHARE_TEXTS } from '../shared/share-texts';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  newDesktopContext,
  screenshot,
  screenshotAtBothWidths,
} from './support/browser';
import { signInAsReviewer } from './support/reviewer';
import { seedTeamCandidate } from './support/team-pages';

/** Makes a link in the share dialog the page has open a button for; answers the link. */
async function createLink(page: Page, button: string, label: string, feedback: boolean) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill(label);
  if (feedback) await dialog.getByLabel(/Visitors may leave a score/).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.locator('[data-share-link]').inputValue();
  expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  return { dialog, link };
}

test.describe('share links: a page for people without an account', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let browser: Browser;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    browser = await launchBrowser();
  });
  test.afterAll(() => browser?.close());

  test('the team shares a candidate and a shortlist; visitors read and reply; revoked, the link says so', async () => {
    const grace = await seedTeamCandidate('Grace Shared', {
      answer: '<p>I keep <b>releases</b> small.</p>',
    });
    // The team's context: the owner, signed in with the admin passkey.
    const team = await (await newDesktopContext(browser)).newPage();
    await signInAsReviewer(team);
    await team.goto(`/admin/candidates/${grace.id}`);
    await team.getByRole('heading', { name: 'Grace Shared', level: 1 }).waitFor();
    const one = await createLink(team, 'Share', 'For Priya', true);
    await screenshot(team, 'share-dialog');
    await one.dialog.getByRole('button', { name: 'Done' }).click();

    // A second context, without an account: the visitor reads and leaves feedback.
    const visitorContext = await newDesktopContext(browser);
    const visitor = await visitorContext.newPage();
    const visitorErrors = collectConsoleErrors(visitor);
    await visitor.goto(one.link);
    await visitor.getByRole('heading', { name: 'For Priya', level: 1 }).waitFor();
    await visitor.getByRole('heading', { name: 'Grace Shared' }).waitFor();
    expect(await visitor.getByText('I keep releases small.').isVisible()).toBe(true);
    const shown = await visitor.locator('body').innerText();
    expect(shown).not.toContain(grace.email);
    expect(shown).not.toContain('Owner');
    await visitor.getByLabel('Your name').fill('Priya Panel');
    // Mantine's rating draws a star (a label) over each visually hidden radio: click the fourth.
    const fourth = await visitor.getByRole('radio', { name: '4 of 5' }).getAttribute('id');
    await visitor.locator(`label[for="${fourth}"]`).click();
    await visitor.getByLabel('Comment').fill('Clear about trade-offs.');
    await screenshotAtBothWidths(visitor, 'share-visitor');
    await visitor.getByRole('button', { name: 'Send feedback' }).click();
    await visitor.getByText(SHARE_TEXTS.feedbackSaved).waitFor();
    expect(visitorErrors).toEqual([]);

    // The team sees it on the candidate's page.
    await team.reload();
    const guest = team.getByRole('region', { name: 'Feedback from share links' });
    await guest.getByText('Priya Panel').waitFor();
    expect(await guest.getByText('Clear about trade-offs.').isVisible()).toBe(true);
    expect(await guest.getByRole('img', { name: 'Score: 4 of 5' }).isVisible()).toBe(true);
    await screenshotAtBothWidths(team, 'share-guest-feedback');

    // A shortlist from the list's filters, opened in a third context without an account.
    await team.goto(`/admin/candidates?q=${encodeURIComponent('Grace Shared')}`);
    await team.getByRole('row').filter({ hasText: 'Grace Shared' }).waitFor();
    const shortlist = await createLink(team, 'Share this shortlist', 'Panel shortlist', false);
    await shortlist.dialog.getByRole('button', { name: 'Done' }).click();
    const third = await (await newDesktopContext(browser)).newPage();
    await third.goto(shortlist.link);
    await third.getByRole('heading', { name: 'Grace Shared' }).waitFor();
    expect(await third.getByRole('button', { name: 'Send feedback' }).count()).toBe(0);

    // The share links page: visits and feedback counted; revoking ends the shortlist's link.
    await team.getByRole('link', { name: 'Shares' }).click();
    await team.getByRole('heading', { name: 'Share links', level: 1 }).waitFor();
    const priyaRow = team.locator('[data-share-row="For Priya"]');
    expect(await priyaRow.getByRole('cell').nth(4).innerText()).toBe('1');
    expect(await priyaRow.getByRole('cell').nth(5).innerText()).toBe('1');
    await screenshotAtBothWidths(team, 'share-links');
    await team.getByRole('button', { name: 'Revoke Panel shortlist' }).click();
    await team.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await team
      .locator('[data-share-row="Panel shortlist"]')
      .getByText('Revoked', { exact: true })
      .waitFor();

    await third.reload();
    await third.getByText(SHARE_TEXTS.revokedForVisitor).waitFor();
    await third.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await screenshotAtBothWidths(third, 'share-revoked');
    // The first link still works: revoking one ends only that one.
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Grace Shared' }).waitFor();
    await visitorContext.close();
  });
});

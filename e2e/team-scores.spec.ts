import type { Browser, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  newDesktopContext,
} from './support/browser';
import { joinAsMember } from './support/team-member';
import { chooseRadio, screenshotPartAtBothWidths, seedTeamCandidate } from './support/team-pages';

test.describe('two members score the same candidate', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Each step goes on from where the one before left off: a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  let sam: Page;
  let kim: Page;
  let errors: string[];
  const email = `sofia.scores.${Date.now()}@example.com`;
  let id: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    browser = await launchBrowser();
    sam = await (await newDesktopContext(browser)).newPage();
    kim = await (await newDesktopContext(browser)).newPage();
    errors = [...collectConsoleErrors(sam), ...collectConsoleErrors(kim)];
    await joinAsMember(sam, 'Sam Scorer', 'reviewer');
    await joinAsMember(kim, 'Kim Scorer', 'admin');
    ({ id } = await seedTeamCandidate('Sofia Scores', { email }));
  });
  test.afterAll(() => browser?.close());

  test('each gives their own score; the page and the list show the average of 2', async () => {
    await sam.goto(`/admin/candidates/${id}`);
    await sam.getByRole('heading', { level: 1, name: 'Sofia Scores' }).waitFor();
    const samScores = sam.getByRole('region', { name: 'Scores' });
    await samScores.getByText('Nobody has scored this candidate yet.').waitFor();
    await chooseRadio(sam, '4 of 5');
    await samScores.getByText('Average 4 of 5 from 1 score').waitFor();

    await kim.goto(`/admin/candidates/${id}`);
    const kimScores = kim.getByRole('region', { name: 'Scores' });
    await kimScores.getByText('Average 4 of 5 from 1 score').waitFor();
    await chooseRadio(kim, '5 of 5');
    await kimScores.getByText('Average 4.5 of 5 from 2 scores').waitFor();
    await kimScores.getByText('Sam Scorer').waitFor();
    await kimScores.getByText('Kim Scorer (you)').waitFor();

    // Sam's list: the team's 4.5 from 2, and Sam's own 4.
    await sam.goto(`/admin/candidates?q=${encodeURIComponent(email)}`);
    const row = sam.getByRole('row').filter({ hasText: 'Sofia Scores' });
    await row.getByText('4.5 (2)').waitFor();
    await row.getByText('Yours: 4').waitFor();
    await screenshotPartAtBothWidths(
      sam,
      'team-scores-list',
      sam.getByText('Not yet scored by me'),
    );

    // Both scored her: "Not yet scored by me" leaves her out for Kim.
    await kim.goto(`/admin/candidates?q=${encodeURIComponent(email)}`);
    await kim.getByRole('row').filter({ hasText: 'Sofia Scores' }).waitFor();
    // The URL changes first (a navigation), then the box shows it: click, not check().
    const notScored = kim.getByRole('checkbox', { name: 'Not yet scored by me' });
    await notScored.click();
    await kim.getByRole('heading', { name: TEXTS.workspace.noMatchTitle }).waitFor();
    expect(kim.url()).toContain('notScoredByMe=true');
    expect(await notScored.isChecked()).toBe(true);
  });

  test('one comments mentioning the other, who sees it with the mention', async () => {
    await sam.goto(`/admin/candidates/${id}`);
    const comments = sam.getByRole('region', { name: /^Comments/ });
    await comments.getByLabel('Add a comment').fill('Strong systems answer. Kim, your view?');
    await comments.getByLabel('Mention', { exact: true }).click();
    await sam.getByRole('option', { name: 'Kim Scorer' }).click();
    await sam.keyboard.press('Escape');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments.getByText('Strong systems answer. Kim, your view?').waitFor();
    await expect.poll(() => comments.getByLabel('Add a comment').inputValue()).toBe('');

    await kim.goto(`/admin/candidates/${id}`);
    const kimComments = kim.getByRole('region', { name: /^Comments/ });
    await kimComments.getByText('Strong systems answer. Kim, your view?').waitFor();
    await kimComments.getByText('@Kim Scorer').waitFor();
    // Not Kim's to change.
    expect(await kimComments.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await screenshotPartAtBothWidths(kim, 'team-scores-candidate', kimComments);
    await screenshotPartAtBothWidths(
      kim,
      'team-scores-card',
      kim.getByRole('region', { name: 'Scores' }),
    );
    expect(errors).toEqual([]);
  });
});

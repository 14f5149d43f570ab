import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { baseUrl, chromiumPath, screenshot, settled, useDesktopPage } from './support/browser';
import { focusIndicator, hasFocus, tabTo } from './support/keyboard';
import { IPHONE, measureWidth } from './support/narrow-screen';
import { signInAsReviewer } from './support/reviewer';
import { candidateDrawn, readCandidate, seedTeamCandidate } from './support/team-pages';

/**
 * The hiring team's workspace by keyboard and on a phone: the skip link to the decision, the score
 * as a radio group (one Tab stop, the arrow keys choose), the page's keys (n, p, 1-5, ?) that never
 * fire while typing, and the candidates list as cards at 390 px.
 */
const stamp = Date.now();
const TOKEN = `kbd${stamp}`;
const LINKED_ANSWER = '<p>My work is <a href="https://portfolio.example/kay">on my site</a>.</p>';

interface Seeded {
  id: string;
  name: string;
}

async function seedOne(name: string): Promise<Seeded> {
  const { id } = await seedTeamCandidate(name, {
    answer: LINKED_ANSWER,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${TOKEN}@example.com`,
  });
  return { id, name };
}

/** Three in one filtered list, newest first: Charlie, Bravo, Alpha. */
async function seedThree(): Promise<[Seeded, Seeded, Seeded]> {
  const alpha = await seedOne('Kay Alpha');
  const bravo = await seedOne('Kay Bravo');
  return [alpha, bravo, await seedOne('Kay Charlie')];
}

function scoreGroup(page: Page) {
  return page.getByRole('radiogroup', { name: 'Your score' });
}
function star(page: Page, value: number) {
  return scoreGroup(page).getByRole('radio', { name: `${value} of 5`, exact: true });
}
async function myScore(id: string): Promise<number | null> {
  return (await readCandidate(id)).scores.mine?.score ?? null;
}
async function openInList(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/admin/candidates/${id}?q=${TOKEN}`);
  // Drawn whole: the skip link comes with the decision, in the page's second step.
  await candidateDrawn(page, name);
  await page.getByText(/^\d+ of 3$/).waitFor();
}

test.describe('the workspace by keyboard and on a phone', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Each step goes on from where the one before left off: a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });
  const f = useDesktopPage();
  let seeded: [Seeded, Seeded, Seeded];

  test('scores with the keyboard alone: skip link, one Tab stop, the arrows choose', async () => {
    test.setTimeout(90_000);
    const { page } = f;
    seeded = await seedThree();
    const [, bravo] = seeded;
    await signInAsReviewer(page);
    await openInList(page, bravo.id, bravo.name);

    // The first Tab reaches the skip link, shown while it has the focus; it takes the focus on.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to decision' });
    expect(await hasFocus(skip)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 10, JSON.stringify(box)).toBe(true);
    expect(await focusIndicator(page)).not.toBeNull();
    await page.keyboard.press('Enter');
    const decision = page.getByRole('region', { name: 'Your decision' });
    expect(await hasFocus(decision)).toBe(true);

    // From the decision, the score is a few Tab stops on; with none chosen, its first star.
    const presses = await tabTo(page, star(page, 1), 8);
    expect(presses).toBeLessThanOrEqual(6);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(star(page, 3)).toBeChecked();
    await expect(star(page, 3)).toBeFocused();
    await page.keyboard.press('End');
    await expect(star(page, 5)).toBeChecked();
    await page.keyboard.press('Home');
    await expect(star(page, 1)).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(star(page, 5)).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(star(page, 4)).toBeFocused();
    await expect(star(page, 4)).toBeChecked();
    // The last choice is the one saved, however fast the presses came.
    await expect.poll(() => myScore(bravo.id), { timeout: 10_000 }).toBe(4);
    await page.getByTestId('my-score-value').getByText('4/5').waitFor();

    // One Tab stop: the next Tab leaves the stars.
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('button', { name: 'Clear' }))).toBe(true);

    // After a reload the chosen star is the group's Tab stop and shows the saved score.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: bravo.name }).waitFor();
    await expect(star(page, 4)).toBeChecked();
    await page.getByTestId('my-score-value').getByText('4/5').waitFor();
    await decision.focus();
    await tabTo(page, star(page, 4), 8);
    expect(await star(page, 1).evaluate((element) => element === document.activeElement)).toBe(
      false,
    );
    expect(f.consoleErrors).toEqual([]);
  });

  test('n, p and the digits work from the page, never while typing; ? lists them', async () => {
    test.setTimeout(90_000);
    const { page } = f;
    const [alpha, bravo, charlie] = seeded;
    await signInAsReviewer(page);
    await openInList(page, bravo.id, bravo.name);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.getByText('Next candidate in the list').waitFor();
    await settled(page);
    await screenshot(page, 'workspace-shortcuts-1280');
    await page.setViewportSize(IPHONE.viewport);
    await settled(page);
    await screenshot(page, 'workspace-shortcuts-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    // The same list from its visible button.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // A digit scores; typed into the notes, the keys are only text.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('2');
    await expect.poll(() => myScore(bravo.id), { timeout: 10_000 }).toBe(2);
    await expect(star(page, 2)).toBeChecked();
    const notes = page.getByRole('textbox', { name: /notes/i });
    await notes.click();
    await page.keyboard.type('n p 5 ?');
    expect(await notes.inputValue()).toContain('n p 5 ?');
    expect(await help.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe(`/admin/candidates/${bravo.id}`);

    // Out of the field (on the score's star, after choosing with an arrow), n and p move on.
    await star(page, 2).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => myScore(bravo.id), { timeout: 10_000 }).toBe(3);
    const next = await page.getByRole('link', { name: 'Next' }).getAttribute('href');
    const previous = await page.getByRole('link', { name: 'Previous' }).getAttribute('href');
    const otherIds = [alpha.id, charlie.id];
    expect(otherIds.some((id) => next?.includes(id))).toBe(true);
    expect(otherIds.some((id) => previous?.includes(id))).toBe(true);
    await page.keyboard.press('n');
    await expect
      .poll(() => new URL(page.url()))
      .toMatchObject({
        pathname: next?.split('?')[0],
      });
    // The next candidate's own page, not the text of the one before ("Answered 3 of 3").
    const nextCandidate = seeded.find((candidate) => next?.includes(candidate.id));
    await page.getByRole('heading', { level: 1, name: nextCandidate?.name }).waitFor();
    await page.getByText(/^\d of 3$/).waitFor();
    await page.keyboard.press('p');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/candidates/${bravo.id}`);
    await page.getByRole('heading', { level: 1, name: bravo.name }).waitFor();
    expect(await myScore(bravo.id)).toBe(3);
    expect(f.consoleErrors).toEqual([]);
  });

  test('the list is cards at 390 px with status and score in sight; a table at 1280', async () => {
    test.setTimeout(90_000);
    const { page } = f;
    await signInAsReviewer(page);
    await page.goto(`/admin/candidates?q=${TOKEN}`);
    const table = page.getByRole('table', { name: 'Candidates' });
    await table.getByRole('link', { name: 'Kay Bravo' }).waitFor();
    await table
      .getByRole('columnheader', { name: /Candidate's rating/ })
      .getByRole('button', { name: "What is the candidate's rating?" })
      .hover();
    await page
      .getByRole('tooltip')
      .getByText(/not the team's score/)
      .waitFor();
    expect(await table.getByRole('columnheader', { name: 'Integrity' }).isVisible()).toBe(true);
    // Only what shows is drawn: no hidden cards beside the table (a phone's render time).
    expect(await page.getByTestId('candidate-card').count()).toBe(0);
    await screenshot(page, 'workspace-list-1280');
    await page.getByRole('link', { name: 'Kay Bravo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kay Bravo' }).waitFor();
    await screenshot(page, 'workspace-candidate-1280');

    await f.context.close();
    f.context = await f.browser.newContext({ baseURL: baseUrl, ...IPHONE });
    const phone = await f.context.newPage();
    await signInAsReviewer(phone);
    await phone.goto(`/admin/candidates?q=${TOKEN}`);
    const cards = phone.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await phone.locator('table').count()).toBe(0);
    const bravoCard = cards.filter({ hasText: 'Kay Bravo' });
    // Scored 3 by this reviewer above: their score and the status are in the card, in sight.
    for (const part of [
      bravoCard.getByText('New', { exact: true }),
      bravoCard.getByTestId('my-score'),
      bravoCard.getByText("Candidate's rating of the process"),
      bravoCard.getByText('Integrity', { exact: true }),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true);
    }
    expect(await bravoCard.getByTestId('my-score').textContent()).toBe('Yours: 3');
    const width = await measureWidth(phone);
    expect(width.scrollWidth).toBeLessThanOrEqual(width.clientWidth);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    expect(width.offScreen).toEqual([]);
    // Every place of the navigation is in sight too (it wraps).
    const settings = phone.getByRole('navigation', { name: 'Admin' }).getByRole('link').last();
    const navBox = await settings.boundingBox();
    expect(navBox && navBox.x + navBox.width <= 390, JSON.stringify(navBox)).toBe(true);
    await screenshot(phone, 'workspace-list-390');
    await bravoCard.getByRole('link', { name: 'Kay Bravo' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Kay Bravo' }).waitFor();
    await settled(phone);
    expect((await measureWidth(phone)).offScreen).toEqual([]);
    await screenshot(phone, 'workspace-candidate-390');
  });
});

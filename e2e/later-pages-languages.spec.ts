import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import german from '../shared/messages/complete/de';
import { TEXTS } from '../shared/texts';
import { YOUR_DATA_TEXTS } from '../shared/your-data-texts';
import { createInvite } from './support/api';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  useDesktopPage,
} from './support/browser';
import { expectAllFromCatalogue } from './support/pseudo-locale';
import { button, candidateAtVideoStep, recordUntil } from './support/video-step';

/**
 * A candidate's pages after the assessment and its dead ends in another language
 * (docs/languages.md): the complete page in the language the candidate switched to; in the
 * pseudo-locale en-XA every word on the complete page, "Your data" (and its erasure dialog), a
 * data link that leads nowhere, the 404 page and an expired invite comes from a catalogue, and
 * nothing pushes the page sideways, at 1280 px and on a phone's 390 px. Screenshots:
 * `later-<screen>-<width>`.
 */

/** What the team wrote, shown as written: their privacy notice and who holds the data. */
const TEAMS_OWN =
  'header, [aria-labelledby="your-data-notice"] p, [aria-labelledby="your-data-holder"] p';

/** Checks the screen at both widths, and keeps its screenshots. */
async function checkScreen(page: Page, screen: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await expectAllFromCatalogue(page, `later-${screen}-${width}`, { teamsOwn: TEAMS_OWN });
  }
}

test.describe('the candidate’s later pages in their language', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('complete, "Your data" and the dead ends read from the catalogues', async () => {
    test.setTimeout(150_000);
    const { page } = f;
    const { code } = await candidateAtVideoStep(page, baseUrl, 'languages@candidates.example');
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 2);
    await button(page, TEXTS.recorder.end).click();
    await button(page, TEXTS.recorder.submit).click();
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();

    // The candidate's switch on the landing page holds for this invite's later pages.
    await page.evaluate((invite) => localStorage.setItem(`language:${invite}`, 'de'), code);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: german.congratulations }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(german.questionsAnswered)).toBeVisible();
    await screenshot(page, 'later-complete-de-1280');
    await page.evaluate((invite) => localStorage.removeItem(`language:${invite}`), code);

    await page.goto(`/invite/${code}/complete?lang=en-XA`);
    await page.getByRole('link', { name: /^⟦/ }).waitFor();
    await checkScreen(page, 'complete');
    await page.locator('.mantine-Rating-symbolGroup').nth(3).click();
    await page.getByRole('button', { name: /^⟦/ }).click();
    await page.locator('[data-feedback="sent"]').waitFor();
    await checkScreen(page, 'complete-sent');

    await page.goto(`/invite/${code}/complete`);
    await page.getByRole('link', { name: YOUR_DATA_TEXTS.completeLink }).click();
    // The link leads within the app: the complete page's heading is there until it has gone.
    await page.waitForURL('**/your-data/**');
    await page.goto(`${page.url()}?lang=en-XA`);
    await page.getByRole('heading', { level: 1, name: /^⟦/ }).waitFor();
    await checkScreen(page, 'your-data');
    await page.getByRole('button', { name: /^⟦/ }).last().click();
    await page.getByRole('dialog').waitFor();
    await checkScreen(page, 'your-data-erasure');

    await page.goto(`/your-data/${'a'.repeat(32)}${'B'.repeat(43)}?lang=en-XA`);
    await page.getByRole('heading', { level: 1, name: /^⟦/ }).waitFor();
    await checkScreen(page, 'your-data-unknown');

    await page.goto('/notfoundpage?lang=en-XA');
    await page.getByRole('heading', { level: 1, name: /^⟦/ }).waitFor();
    await checkScreen(page, 'not-found');

    // An expired invite: the server's own 410 answer, without waiting 7 days.
    const expired = (await createInvite(baseUrl)).code;
    await page.route(`**/api/invites/${expired}`, (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          result: false,
          status: 'This invite has expired. Please ask the hiring team for a new link.',
          code: 'invite-expired',
        }),
      }),
    );
    await page.goto(`/invite/${expired}/signup?lang=en-XA`);
    await page.getByRole('heading', { level: 1, name: /^⟦/ }).waitFor();
    await checkScreen(page, 'invite-expired');
  });
});

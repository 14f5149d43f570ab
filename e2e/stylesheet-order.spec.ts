import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import { baseUrl, chromiumPath, useDesktopPage } from './support/browser';

/**
 * Mantine's stylesheets come in several files (vite.chunk-groups.ts); a component's rules must
 * still come after those of the base it is built on, or the base wins: a Card (a Paper) would lose
 * its column layout, a filled Button (an UnstyledButton) its colour.
 */
/** Buttons of Mantine's default variant, which is filled with the primary colour. */
const FILLED = '.mantine-Button-root:is(:not([data-variant]), [data-variant="filled"])';

async function misdrawn(page: Page): Promise<string[]> {
  return page.evaluate((FILLED) => {
    const found: string[] = [];
    for (const card of document.querySelectorAll('.mantine-Card-root')) {
      const { display } = getComputedStyle(card);
      if (display !== 'flex') found.push(`a Card drawn as display: ${display}`);
    }
    for (const button of document.querySelectorAll(FILLED)) {
      const { backgroundColor } = getComputedStyle(button);
      if (backgroundColor === 'rgba(0, 0, 0, 0)') {
        found.push(`the filled button "${button.textContent ?? ''}" drawn without its colour`);
      }
    }
    return found;
  }, FILLED);
}

test.describe('stylesheets in their order', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('draws the sign-up page and /admin with each component over its base', async () => {
    const { code } = await createInvite(baseUrl);
    await f.page.goto(`/invite/${code}`);
    await f.page.getByRole('button', { name: TEXTS.signup.continue }).waitFor();
    expect(await f.page.locator('.mantine-Card-root').count()).toBeGreaterThan(0);
    expect(await misdrawn(f.page)).toEqual([]);

    await f.page.goto('/admin');
    await f.page.getByRole('button', { name: TEXTS.admin.generate }).waitFor();
    expect(await f.page.locator(FILLED).count()).toBe(1);
    expect(await misdrawn(f.page)).toEqual([]);
    expect(f.consoleErrors).toEqual([]);
  });
});

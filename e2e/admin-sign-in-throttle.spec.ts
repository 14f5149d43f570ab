import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { chromiumPath, collectConsoleErrors, launchBrowser, screenshot } from './support/browser';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';

const WAIT_TEXT =
  /^Too many wrong passkeys lately\. Wait (\d+) s before trying another one; the right passkey is accepted at any time\.$/;

/**
 * Someone at the reviewer's address (here: this machine) floods wrong passkeys. The sign-in card
 * then says why another wrong one must wait, and the right passkey still signs in at once. Its
 * own server: the flood must not reach the other journeys' shared one.
 */
test.describe('signing in while wrong passkeys flood the address', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Each step goes on from where the one before left off: a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  /** Wrong guesses the server holds until their turn (up to 15 s): settled before it stops. */
  const held: Promise<unknown>[] = [];

  const guess = (passkey: string) =>
    fetch(`${server.url}/api/admin/roles`, { headers: { authorization: `Bearer ${passkey}` } });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
    });
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  });
  test.afterAll(async () => {
    await Promise.allSettled(held);
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const passkeyField = () => page.getByLabel('Admin passkey', { exact: true });
  const signInButton = () =>
    page.getByRole('button', { name: TEXTS.workspace.signIn, exact: true });

  test('says why a wrong passkey takes long to be answered once several came before it', async () => {
    await page.goto('/admin/candidates');
    await page.getByRole('heading', { name: TEXTS.workspace.signInTitle }).waitFor();
    // Five free wrong guesses, then two more answered after 1 and 2 s: the next one waits 4 s.
    for (let i = 0; i < 7; i += 1) expect((await guess(`early-${i}`)).status).toBe(401);
    await passkeyField().fill('not-the-passkey');
    await signInButton().click();
    await page.getByRole('status').filter({ hasText: TEXTS.admin.passkeyChecking }).waitFor();
    await screenshot(page, 'admin-sign-in-checking-1440');
    await page.getByText(TEXTS.admin.passkeyWrong).waitFor();
    expect(await page.getByText(TEXTS.admin.passkeyChecking).count()).toBe(0);
  });

  test('says how long a further wrong passkey must wait, and that the right one is still let in', async () => {
    // Eight at once: the first is held until its turn (8 s off), the others, 15 s off or more,
    // are refused at once.
    const flood = Array.from({ length: 8 }, (_, i) => guess(`flood-${i}`));
    held.push(...flood.map((answer) => answer.catch(() => undefined)));
    const refused = await Promise.any(
      flood.map(async (answer) => {
        const response = await answer;
        if (response.status !== 429) throw new Error(`answered ${response.status}`);
        return response;
      }),
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(15);

    await passkeyField().fill('still-not-the-passkey');
    await signInButton().click();
    const message = page.getByText(WAIT_TEXT);
    await message.waitFor();
    const seconds = Number(WAIT_TEXT.exec((await message.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(15);
    expect(seconds).toBeLessThanOrEqual(60);
    await screenshot(page, 'admin-sign-in-wait-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await message.waitFor();
    await screenshot(page, 'admin-sign-in-wait-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('signs in with the right passkey at once, while the flood still holds the wrong ones', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    await signInButton().click();
    await page.getByRole('heading', { level: 1, name: TEXTS.workspace.candidatesTitle }).waitFor();
    // A wrong passkey is still refused for a while: the flood's wait was not lifted.
    expect((await guess('after-sign-in')).status).toBe(429);
    expect(consoleErrors.filter((error) => !/status of (401|429)/.test(error))).toEqual([]);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeInviteCode } from '../shared/invite-codec';
import { TEXTS } from '../shared/texts';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  newDesktopContext,
  screenshot,
} from './support/browser';
import { E2E_PASSKEY } from './support/server';

describe.skipIf(!chromiumPath)('admin creates an invite', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    await context?.close();
    context = await newDesktopContext(browser);
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: TEXTS.admin.title }).waitFor();
  });

  const toast = (text: string) => page.locator('.mantine-Notification-root', { hasText: text });
  const generate = () => page.getByRole('button', { name: TEXTS.admin.generate }).click();
  const passkeyField = () => page.getByLabel('Admin passkey', { exact: true });
  const codeField = () => page.getByLabel('Identify code');

  it('asks for the passkey, then for an identify code, with the exact texts', async () => {
    await screenshot(page, 'admin-empty');
    await generate();
    await toast(TEXTS.admin.passkeyMissing).waitFor();
    await passkeyField().fill(E2E_PASSKEY);
    await generate();
    await toast(TEXTS.admin.identifyCodeMissing).waitFor();
    expect(await page.locator('input[readonly]').count()).toBe(0);
  });

  it('lower-cases the identify code as typed and stops at 10 characters', async () => {
    await codeField().pressSequentially('ABC123xyzQWE');
    expect(await codeField().inputValue()).toBe('abc123xyzq');
  });

  it('shows the server refusal of a wrong passkey as an error toast', async () => {
    await passkeyField().fill('not-the-passkey');
    await codeField().fill('abc');
    await generate();
    await toast(TEXTS.admin.passkeyWrong).waitFor();
  });

  it('shows the server refusal of an unknown role as an error toast', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    await codeField().fill('zz9');
    await generate();
    await toast('No role has the identify code "zz9".').waitFor();
  });

  it('the passkey field hides the passkey until the toggle shows it', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    expect(await passkeyField().getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show or hide the passkey' }).click();
    expect(await passkeyField().getAttribute('type')).toBe('text');
  });

  it('picks a role by search, generates a link, copies it and opens it', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    const picker = page.getByRole('combobox', { name: 'Role' });
    await picker.click();
    await picker.fill('smart contract');
    const option = page.getByRole('option').first();
    await option.waitFor();
    const optionText = (await option.textContent()) ?? '';
    const roleId = optionText.split('·').pop()?.trim() ?? '';
    expect(roleId).toMatch(/^[a-z0-9]{3}$/);
    await option.click();
    expect(await codeField().inputValue()).toBe(roleId);

    await generate();
    const linkBox = page.getByRole('textbox', { name: 'Invite link' });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    const origin = new URL(page.url()).origin;
    expect(link).toMatch(new RegExp(`^${origin}/invite/[A-Za-z0-9]{22}$`));
    const code = link.split('/').pop() as string;
    expect(decodeInviteCode(code)).toBe(roleId);
    await screenshot(page, 'admin-with-link');

    await page.getByRole('button', { name: TEXTS.admin.copyLink }).click();
    await page.getByRole('button', { name: TEXTS.admin.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const copiedAt = Date.now();
    await page.getByRole('button', { name: TEXTS.admin.copyLink }).waitFor({ timeout: 5000 });
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThan(1000);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy invite link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: TEXTS.admin.testInvite }).click(),
    ]);
    await popup.waitForURL(`**/invite/${code}/signup`);
    await popup.getByRole('heading', { level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});

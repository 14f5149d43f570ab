import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../shared/texts';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  newDesktopContext,
  screenshot,
} from './support/browser';
import { E2E_PASSKEY } from './support/server';

async function createInvite(identifyCode: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/invite-codes/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` },
    body: JSON.stringify({ identifyCode }),
  });
  const body = (await response.json()) as { data: { inviteCode: string } };
  return body.data.inviteCode;
}

async function firstRoleId(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    headers: { authorization: `Bearer ${E2E_PASSKEY}` },
  });
  return ((await response.json()) as { id: string }[])[0]?.id as string;
}

describe.skipIf(!chromiumPath)('public pages and invite entry', () => {
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
  });

  it('the home page describes the product and links to the admin panel', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'home');
    await page.getByRole('link', { name: 'Open the admin panel' }).click();
    await page.getByRole('heading', { name: TEXTS.admin.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(consoleErrors).toEqual([]);
  });

  it.each(['/notfoundpage', '/no/such/page', '/invite/abc/signup/extra'])(
    '%s shows the 404 page',
    async (path) => {
      await page.goto(path);
      await page.getByRole('heading', { name: TEXTS.notFound.title }).waitFor();
      expect(await page.getByText(TEXTS.notFound.body).isVisible()).toBe(true);
      expect(await page.getByText(TEXTS.notFound.helpTitle).isVisible()).toBe(true);
      if (path === '/notfoundpage') await screenshot(page, 'not-found');
      expect(consoleErrors).toEqual([]);
    },
  );

  it.each(['/invite', '/invite/short', `/invite/${'a'.repeat(23)}`])(
    '%s (no id or not 22 characters) goes home',
    async (path) => {
      await page.goto(path);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('link', { name: 'Open the admin panel' }).waitFor();
    },
  );

  it('a live invite without a stored session goes to sign-up, replacing the history entry', async () => {
    const code = await createInvite(await firstRoleId());
    await page.goto('/');
    await page.goto(`/invite/${code}`);
    await page.waitForURL(`**/invite/${code}/signup`);
    await page.getByText('20 mins').waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('a stored, unexpired session for the invite goes to the assessment', async () => {
    const code = await createInvite(await firstRoleId());
    await page.goto('/');
    await page.evaluate((inviteCode) => {
      const session = {
        name: 'A',
        email: 'a@b.example',
        social: 'https://x.example',
        company: 'C',
        date: new Date().toISOString(),
        unique: 'u',
      };
      localStorage.setItem('userData', JSON.stringify(session));
      localStorage.setItem('inviteCode', inviteCode);
    }, code);
    await page.goto(`/invite/${code}`);
    await page.waitForURL(`**/invite/${code}/assessment`);
  });

  it('a session older than 168 hours is dropped and the candidate goes to sign-up', async () => {
    const code = await createInvite(await firstRoleId());
    await page.goto('/');
    await page.evaluate((inviteCode) => {
      const date = new Date(Date.now() - 169 * 3600 * 1000).toISOString();
      const session = {
        name: 'A',
        email: 'a@b.example',
        social: 'https://x.example',
        company: 'C',
        date,
        unique: 'u',
      };
      localStorage.setItem('userData', JSON.stringify(session));
      localStorage.setItem('inviteCode', inviteCode);
    }, code);
    await page.goto(`/invite/${code}`);
    await page.waitForURL(`**/invite/${code}/signup`);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  it('an invite id of the right length that was never issued goes to the 404 page', async () => {
    await page.goto(`/invite/${'abc'}${'x'.repeat(18)}0`);
    await page.waitForURL('**/notfoundpage');
    await page.getByRole('heading', { name: TEXTS.notFound.title }).waitFor();
  });
});

import type { Browser } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { PASSKEY_TEXTS } from '../shared/passkey-texts';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshotAtBothWidths,
} from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { chooseFromMemberMenu, signOutOfWorkspace } from './support/member-menu';
import { E2E_PASSKEY } from './support/server';
import { addVirtualAuthenticator, localhostUrl } from './support/virtual-authenticator';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };

/** The owner invites a reviewer through the API; answers the invite link's path. */
async function inviteReviewer(name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/members/invites`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ name, role: 'reviewer' }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { link: string } };
  return new URL(data.link).pathname;
}

test.describe('passkeys: a member without a password', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let browser: Browser;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    browser = await launchBrowser();
  });
  test.afterAll(() => browser?.close());

  test('joins through an invite with a passkey, signs out, and signs in with it', async () => {
    const context = await browser.newContext({
      baseURL: localhostUrl(baseUrl),
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const authenticator = await addVirtualAuthenticator(context, page);
    const email = `kim.${Date.now()}@team.example`;

    await page.goto(await inviteReviewer('Kim Passkey'));
    await page.getByRole('heading', { name: 'Join the hiring team', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Create a passkey' }).click();
    await page.getByLabel('Email').fill(email);
    await screenshotAtBothWidths(page, 'passkeys-join');
    expect(blocking(await axeFindings(page))).toEqual([]);
    await page.getByRole('button', { name: `${PASSKEY_TEXTS.createPasskey} and join` }).click();
    await page.waitForURL('**/admin/candidates');
    expect(await authenticator.countPasskeys()).toBe(1);

    // The account page lists it, named by its number.
    await chooseFromMemberMenu(page, 'My account');
    await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
    await page.getByText('Passkey 1', { exact: true }).waitFor();
    await screenshotAtBothWidths(page, 'passkeys-account');
    expect(blocking(await axeFindings(page))).toEqual([]);

    await signOutOfWorkspace(page);
    const signIn = page.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey });
    await signIn.waitFor();
    await screenshotAtBothWidths(page, 'passkeys-sign-in');
    expect(blocking(await axeFindings(page))).toEqual([]);

    // The fingerprint check fails (as when the person cancels): the card says so, nothing more.
    await authenticator.setUserVerified(false);
    await signIn.click();
    await page.getByRole('alert').getByText(PASSKEY_TEXTS.cancelled).waitFor();
    expect(await signIn.isVisible()).toBe(true);

    await authenticator.setUserVerified(true);
    await signIn.click();
    await page.getByRole('button', { name: /Kim Passkey.*account menu$/ }).waitFor();
    // Back on the page where they signed out.
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    const session = await page.evaluate(async () => {
      const response = await fetch('/api/admin/session');
      return ((await response.json()) as { data: { member: { name: string; role: string } } }).data
        .member;
    });
    expect(session).toMatchObject({ name: 'Kim Passkey', role: 'reviewer' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

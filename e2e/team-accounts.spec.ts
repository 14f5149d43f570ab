import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { ACCOUNT_TEXTS } from '../shared/accounts-texts';
import { TEAM_TEXTS } from '../shared/team-texts';
import { TEXTS } from '../shared/texts';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshotAtBothWidths,
} from './support/browser';
import { chooseFromMemberMenu } from './support/member-menu';
import { E2E_PASSKEY } from './support/server';

const PASSWORD = 'four words make a password';

/** A fetch from inside the page, with its session cookie, as the workspace's own calls are. */
function pageFetch(page: Page, url: string, method: string, body?: object) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url, method, body },
  );
}

/**
 * The team's first day: the owner invites a reviewer, who joins with a password in a browser of
 * their own; a viewer sees no control they cannot use and is refused by the API; the owner removes
 * the reviewer, whose next request is refused and whose screen goes back to sign-in.
 */
test.describe('team accounts: invite, join with a password, roles, removal', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Each step goes on from where the one before left off: a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  let owner: Page;
  let reviewer: Page;
  const stamp = Date.now();
  const reviewerEmail = `rae.${stamp}@team.example`;

  const newPage = async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    contexts.push(context);
    const page = await context.newPage();
    errors.push(collectConsoleErrors(page));
    return page;
  };

  /** The owner's Team page: an invite for `name` as `role`; answers the link's path. */
  const invite = async (name: string, email: string, role: string) => {
    await owner.getByLabel('Name', { exact: true }).fill(name);
    await owner.getByLabel('Email (optional)').fill(email);
    const roleField = owner.getByRole('combobox', { name: 'Role', exact: true });
    await roleField.click();
    await owner.getByRole('option', { name: role, exact: true }).click();
    await expect.poll(() => roleField.inputValue()).toBe(role);
    const link = owner.getByRole('textbox', { name: 'Member invite link' });
    const before = (await link.count()) > 0 ? await link.inputValue() : '';
    await owner.getByRole('button', { name: 'Create invite link' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(before);
    expect(await link.inputValue()).toMatch(/\/admin\/join\/[\w-]{43}$/);
    return new URL(await link.inputValue()).pathname;
  };

  /** Joins through the link with a password, in a browser of their own. */
  const join = async (path: string, name: string) => {
    const page = await newPage();
    await page.goto(path);
    await page.getByRole('heading', { name: 'Join the hiring team', level: 1 }).waitFor();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    return page;
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    browser = await launchBrowser();
    owner = await newPage();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  test('the owner signs in with the admin passkey and invites a reviewer by a copyable link', async () => {
    await owner.goto('/admin/candidates');
    await owner.getByRole('heading', { name: TEXTS.workspace.signInTitle }).waitFor();
    await owner.getByLabel('Email').waitFor();
    await screenshotAtBothWidths(owner, 'team-sign-in');
    await owner.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
    await owner.getByRole('button', { name: TEXTS.workspace.signIn, exact: true }).click();
    await owner.getByRole('heading', { name: TEXTS.workspace.candidatesTitle, level: 1 }).waitFor();

    await chooseFromMemberMenu(owner, 'Team');
    await owner.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    const path = await invite('Rae Reviewer', reviewerEmail, 'Reviewer');
    await owner.getByText(`Rae Reviewer · Reviewer`).waitFor();
    await screenshotAtBothWidths(owner, 'team-page');

    reviewer = await join(path, 'Rae Reviewer');
    await reviewer.getByText(/invited you as/).waitFor();
    await expect.poll(() => reviewer.getByLabel('Email').inputValue()).toBe(reviewerEmail);
    await screenshotAtBothWidths(reviewer, 'team-join');
    await reviewer.getByRole('button', { name: 'Set a password and join' }).click();
    await reviewer.waitForURL('**/admin/candidates');
    await reviewer.getByRole('button', { name: /^Rae Reviewer, Reviewer/ }).waitFor();

    // The link worked once.
    const again = await newPage();
    await again.goto(path);
    await again.getByText(ACCOUNT_TEXTS.inviteUsed).waitFor();
  });

  test('the reviewer signs out and in again with email and password; their account page has tokens', async () => {
    await chooseFromMemberMenu(reviewer, TEXTS.workspace.signOut);
    await reviewer.getByLabel('Email').fill(reviewerEmail.toUpperCase());
    await reviewer.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await reviewer.getByRole('button', { name: 'Sign in with password' }).click();
    await reviewer
      .getByRole('heading', { name: TEXTS.workspace.candidatesTitle, level: 1 })
      .waitFor();

    await chooseFromMemberMenu(reviewer, 'My account');
    await reviewer.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await reviewer.getByLabel('Token name').fill('ATS sync');
    await reviewer.getByRole('button', { name: 'Create token' }).click();
    const token = await reviewer.locator('[data-api-token]').textContent();
    expect(token).toMatch(/^pst_[\w-]{43}$/);
    const listed = await fetch(`${baseUrl}/api/admin/candidates`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(listed.status).toBe(200);
    await screenshotAtBothWidths(reviewer, 'team-account');
    // A reviewer has no Team page in the menu.
    await reviewer.getByRole('button', { name: /account menu$/ }).click();
    await reviewer.getByRole('menuitem', { name: 'My account' }).waitFor();
    expect(await reviewer.getByRole('menuitem', { name: 'Team' }).count()).toBe(0);
    await reviewer.keyboard.press('Escape');
  });

  test('a viewer sees no control they cannot use, and the API refuses their write with 403', async () => {
    const path = await invite('Val Viewer', `val.${stamp}@team.example`, 'Viewer');
    const viewer = await join(path, 'Val Viewer');
    await viewer.getByRole('button', { name: 'Set a password and join' }).click();
    await viewer.waitForURL('**/admin/candidates');

    await viewer.goto('/admin/roles');
    await viewer.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Import roles' }).count()).toBe(0);
    expect(await viewer.getByRole('link', { name: 'Create a role' }).count()).toBe(0);
    await viewer.goto('/admin/invites');
    await viewer.getByRole('heading', { name: TEXTS.workspace.invitesTitle, level: 1 }).waitFor();
    expect(
      await viewer.getByRole('button', { name: TEXTS.workspace.createInviteButton }).count(),
    ).toBe(0);

    const refused = await pageFetch(viewer, '/api/admin/roles/import', 'POST', { roles: [] });
    expect(refused).toEqual({
      status: 403,
      body: { result: false, status: TEAM_TEXTS.forbidden('viewer'), code: 'role-forbidden' },
    });
  });

  test('the owner removes the reviewer: their next request gets 401 and their screen goes to sign-in', async () => {
    await owner.reload();
    await owner.getByRole('button', { name: 'Remove Rae Reviewer' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await owner.getByText(ACCOUNT_TEXTS.memberRemoved('Rae Reviewer')).waitFor();

    const after = await pageFetch(reviewer, '/api/admin/me', 'GET');
    expect(after.status).toBe(401);
    await reviewer.getByRole('link', { name: TEXTS.workspace.navCandidates }).click();
    await reviewer.getByRole('heading', { name: TEXTS.workspace.signInTitle }).waitFor();

    // Only the browser's notes of the refused requests (401, 403, the used link's 410).
    for (const list of errors) {
      expect(list.filter((text) => !/status of (401|403|410)/.test(text))).toEqual([]);
    }
  });
});

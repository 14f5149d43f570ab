import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { AdminInvite } from '../shared/review.schema';
import { TEXTS } from '../shared/texts';
import { createInvite, registerCandidate } from './support/api';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshot,
  settled,
  useDesktopPage,
} from './support/browser';
import { toast } from './support/candidate-pages';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';
import { signInAsReviewer } from './support/reviewer';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

async function readInvite(code: string): Promise<AdminInvite | undefined> {
  const response = await fetch(`${baseUrl}/api/admin/invites?pageSize=100`, { headers: admin });
  const { data } = (await response.json()) as { data: { items: AdminInvite[] } };
  return data.items.find((item) => item.code === code);
}

/** The same screen at 1440 and at 390 px, full page; back to 1440 after. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(NARROW);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(WIDE);
}

test.describe('extra time and the role version on the hiring team’s screens', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();
  const extraTime = () => f.page.getByRole('radiogroup', { name: 'Extra time' });

  test('the invite panel lists each role with its version and sends the extra time chosen', async () => {
    await f.page.setViewportSize(WIDE);
    await f.page.goto('/admin');
    await f.page.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
    const picker = f.page.getByRole('combobox', { name: 'Role' });
    await picker.click();
    await picker.fill('smart contract');
    const option = f.page.getByRole('option').first();
    await option.waitFor();
    const [title = '', , version = ''] = ((await option.textContent()) ?? '').split(' · ');
    expect(version).toMatch(/^v\d+$/);
    await option.click();

    // Minutes chosen but left empty: said, and nothing is sent.
    const sent: string[] = [];
    f.page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    await extraTime().getByText('Minutes').click();
    await f.page.getByLabel('Extra minutes').fill('');
    await f.page.getByRole('button', { name: TEXTS.admin.generate }).click();
    await toast(f.page, 'Please enter the extra minutes, from 1 to 600.').waitFor();
    expect(sent).toEqual([]);

    await extraTime().getByText('+50 %').click();
    await f.page.getByRole('button', { name: TEXTS.admin.generate }).click();
    const linkBox = f.page.getByRole('textbox', { name: 'Invite link' });
    await linkBox.waitFor();
    await f.page
      .getByText(
        new RegExp(`^Uses version ${version.slice(1)} of ${title} at .+\\. Extra time: \\+50 %\\.`),
      )
      .waitFor();
    const code = (await linkBox.inputValue()).split('/').pop() as string;
    expect(await readInvite(code)).toMatchObject({
      extraTime: { percent: 50 },
      roleVersion: Number(version.slice(1)),
    });
    // The choice goes back to none for the next invite.
    expect(await extraTime().getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
    await bothWidths(f.page, 'extra-time-admin-panel');
    expect(f.consoleErrors).toEqual([]);
  });

  test('the invites list shows the extra time and sets, changes and removes it in a small dialog', async () => {
    await f.page.setViewportSize(WIDE);
    const label = `Extra ${Date.now()}`;
    const open = await fetch(`${baseUrl}/api/invite-codes/add`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ identifyCode: 'nqr', label }),
    });
    const { inviteCode: code } = ((await open.json()) as { data: { inviteCode: string } }).data;
    const revoked = (await createInvite(baseUrl, 'nqr', { minutes: 5 })).code;
    await fetch(`${baseUrl}/api/admin/invites/${revoked}/revoke`, {
      method: 'POST',
      headers: { authorization: admin.authorization },
    });

    await signInAsReviewer(f.page);
    await f.page.goto('/admin/invites?pageSize=100');
    const row = f.page.locator(`tr[data-invite-code="${code}"]`);
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('—');
    // A revoked invite's extra time is history: no way to change it.
    const revokedRow = f.page.locator(`tr[data-invite-code="${revoked}"]`);
    expect(await revokedRow.getByText('+5 minutes').count()).toBe(1);
    expect(await revokedRow.getByRole('button', { name: 'Set extra time' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Set extra time' }).click();
    const dialog = f.page.getByRole('dialog', { name: 'Extra time' });
    await dialog.waitFor();
    await dialog.getByRole('radiogroup', { name: 'Extra time' }).getByText('Minutes').click();
    await dialog.getByLabel('Extra minutes').fill('15');
    await bothWidths(f.page, 'extra-time-invites-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(f.page, TEXTS.workspace.extraTime.saved).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('+15 minutes').waitFor();
    expect((await readInvite(code))?.extraTime).toEqual({ minutes: 15 });
    await bothWidths(f.page, 'extra-time-invites-list');

    await row.getByRole('button', { name: 'Set extra time' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Extra minutes').inputValue()).toBe('15 min');
    await dialog.getByRole('radiogroup', { name: 'Extra time' }).getByText('None').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(f.page, TEXTS.workspace.extraTime.removed).waitFor();
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('—');
    expect((await readInvite(code))?.extraTime).toBeNull();
    expect(f.consoleErrors).toEqual([]);
  });

  test('the candidate’s page shows the extra time and the time used against their own limit', async () => {
    await f.page.setViewportSize(WIDE);
    const { code } = await createInvite(baseUrl, 'nqr', { percent: 25 });
    const email = `extra.${Date.now()}@candidates.example`;
    await registerCandidate(baseUrl, code, email, 'Extra Time Candidate');
    const listed = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
      headers: admin,
    });
    const id = ((await listed.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id;
    await signInAsReviewer(f.page);
    await f.page.goto(`/admin/candidates/${id}`);
    await f.page.getByRole('heading', { level: 1, name: 'Extra Time Candidate' }).waitFor();
    await f.page.getByText('Extra time: +25 %').waitFor();
    // The catalogue's 20 minutes and a quarter more.
    await f.page.getByText(/^\d\d:\d\d of 25:00$/).waitFor();
    await bothWidths(f.page, 'extra-time-candidate');
    expect(f.consoleErrors).toEqual([]);
  });
});

test.describe('the invite panel of a new install without roles', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({ env: { DEMO_ROLES: 'false' } });
  });
  test.afterAll(() => server?.stop());

  test('says where to create a role, with a link to the roles page', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: server.url, viewport: WIDE });
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto('/admin');
      await page.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
      await page.getByRole('combobox', { name: 'Role' }).click();
      const link = page.getByRole('link', {
        name: 'Create a role or start from a template on the Roles page',
      });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('/admin/roles');
      await page
        .getByRole('option', { name: 'No roles yet' })
        .or(page.getByText('No roles yet'))
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await bothWidths(page, 'extra-time-admin-no-roles');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

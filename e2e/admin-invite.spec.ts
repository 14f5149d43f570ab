import { expect, test } from '@playwright/test';
import { decodeInviteCode } from '../shared/invite-codec';
import { TEXTS } from '../shared/texts';
import { baseUrl, chromiumPath, screenshot, useDesktopPage } from './support/browser';
import { E2E_PASSKEY } from './support/server';

test.describe('admin creates an invite', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test.beforeEach(async () => {
    await f.page.goto('/admin');
    await f.page.getByRole('heading', { name: TEXTS.admin.title }).waitFor();
  });

  const toast = (text: string) => f.page.locator('.mantine-Notification-root', { hasText: text });
  const generate = () => f.page.getByRole('button', { name: TEXTS.admin.generate }).click();
  const passkeyField = () => f.page.getByLabel('Admin passkey', { exact: true });
  const codeField = () => f.page.getByLabel('Identify code');

  test('asks for the passkey, then for an identify code, with the exact texts', async () => {
    await screenshot(f.page, 'admin-empty');
    await generate();
    await toast(TEXTS.admin.passkeyMissing).waitFor();
    await passkeyField().fill(E2E_PASSKEY);
    await generate();
    await toast(TEXTS.admin.identifyCodeMissing).waitFor();
    expect(await f.page.locator('input[readonly]').count()).toBe(0);
  });

  test('lower-cases the identify code as typed and stops at 10 characters', async () => {
    await codeField().pressSequentially('ABC123xyzQWE');
    expect(await codeField().inputValue()).toBe('abc123xyzq');
  });

  test('shows the server refusal of a wrong passkey as an error toast', async () => {
    await passkeyField().fill('not-the-passkey');
    await codeField().fill('abc');
    await generate();
    await toast(TEXTS.admin.passkeyWrong).waitFor();
  });

  test("refuses an identify code the server would refuse, in the server's words, without sending it", async () => {
    const sent: string[] = [];
    f.page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    await passkeyField().fill(E2E_PASSKEY);
    await codeField().fill('ab-');
    await generate();
    await toast(TEXTS.admin.identifyCodeCharacters).waitFor();
    expect(await codeField().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    // And the server says the same of the same code.
    const response = await fetch(`${baseUrl}/api/invite-codes/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` },
      body: JSON.stringify({ identifyCode: 'ab-' }),
    });
    expect(await response.json()).toEqual({
      result: false,
      status: TEXTS.admin.identifyCodeCharacters,
      code: 'invalid-input',
    });
  });

  test('shows the server refusal of an unknown role as an error toast', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    await codeField().fill('zz9');
    await generate();
    await toast('No role has the identify code "zz9".').waitFor();
  });

  test('the passkey field hides the passkey until the toggle shows it', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    expect(await passkeyField().getAttribute('type')).toBe('password');
    await f.page.getByRole('button', { name: 'Show or hide the passkey' }).click();
    expect(await passkeyField().getAttribute('type')).toBe('text');
  });

  test('picks a role by search, generates a link, copies it and opens it', async () => {
    await passkeyField().fill(E2E_PASSKEY);
    const picker = f.page.getByRole('combobox', { name: 'Role' });
    await picker.click();
    await picker.fill('smart contract');
    const option = f.page.getByRole('option').first();
    await option.waitFor();
    const optionText = (await option.textContent()) ?? '';
    // "Title · abc · v1": the role's id, then the version a new invite gets.
    const [, roleId = '', version = ''] = optionText.split(' · ');
    expect(version).toMatch(/^v\d+$/);
    expect(roleId).toMatch(/^[a-z0-9]{3}$/);
    await option.click();
    expect(await codeField().inputValue()).toBe(roleId);

    await generate();
    const linkBox = f.page.getByRole('textbox', { name: 'Invite link' });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    const origin = new URL(f.page.url()).origin;
    expect(link).toMatch(new RegExp(`^${origin}/invite/[A-Za-z0-9]{22}$`));
    const code = link.split('/').pop() as string;
    expect(decodeInviteCode(code)).toBe(roleId);
    await f.page.getByText(`Uses version ${version.slice(1)} of `).waitFor();
    await screenshot(f.page, 'admin-with-link');

    await f.page.getByRole('button', { name: TEXTS.admin.copyLink }).click();
    await f.page.getByRole('button', { name: TEXTS.admin.copied }).waitFor();
    expect(await f.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const copiedAt = Date.now();
    await f.page.getByRole('button', { name: TEXTS.admin.copyLink }).waitFor({ timeout: 5000 });
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThan(1000);

    await f.page.evaluate(() => navigator.clipboard.writeText(''));
    await f.page.getByRole('button', { name: 'Copy invite link' }).click();
    expect(await f.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const [popup] = await Promise.all([
      f.context.waitForEvent('page'),
      f.page.getByRole('button', { name: TEXTS.admin.testInvite }).click(),
    ]);
    await popup.waitForURL(`**/invite/${code}/signup`);
    await popup.getByRole('heading', { level: 1 }).waitFor();
    expect(f.consoleErrors).toEqual([]);
  });
});

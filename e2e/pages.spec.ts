import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { baseUrl, chromiumPath, screenshot, useDesktopPage } from './support/browser';
import { createInvite, registerCandidate } from './support/api';
import { storeSession } from './support/candidate-pages';

test.describe('public pages and invite entry', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('the home f.page describes the product and links to the admin panel', async () => {
    await f.page.goto('/');
    await f.page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(f.page, 'home');
    await f.page.getByRole('link', { name: 'Open the admin panel' }).click();
    await f.page.getByRole('heading', { name: TEXTS.admin.title }).waitFor();
    expect(new URL(f.page.url()).pathname).toBe('/admin');
    expect(f.consoleErrors).toEqual([]);
  });

  for (const path of ['/notfoundpage', '/no/such/f.page', '/invite/abc/signup/extra']) {
    test(`${path} shows the 404 page`, async () => {
      await f.page.goto(path);
      await f.page.getByRole('heading', { name: TEXTS.notFound.title }).waitFor();
      expect(await f.page.getByText(TEXTS.notFound.body).isVisible()).toBe(true);
      expect(await f.page.getByText(TEXTS.notFound.helpTitle).isVisible()).toBe(true);
      if (path === '/notfoundpage') await screenshot(f.page, 'not-found');
      expect(f.consoleErrors).toEqual([]);
    });
  }

  for (const path of ['/invite', '/invite/short', `/invite/${'a'.repeat(23)}`]) {
    test(`${path} (no id or not 22 characters) goes home`, async () => {
      await f.page.goto(path);
      await f.page.waitForURL(`${baseUrl}/`);
      await f.page.getByRole('link', { name: 'Open the admin panel' }).waitFor();
    });
  }

  test('a live invite without a stored session goes to sign-up, replacing the history entry', async () => {
    const { code } = await createInvite(baseUrl);
    await f.page.goto('/');
    await f.page.goto(`/invite/${code}`);
    await f.page.waitForURL(`**/invite/${code}/signup`);
    await f.page.getByText('20 mins').waitFor();
    await f.page.goBack();
    await f.page.waitForURL(`${baseUrl}/`);
  });

  test('a stored, unexpired session for the invite goes to the assessment', async () => {
    // A session the server knows: with a made-up one the assessment page is left again at once
    // (its first call is refused), and whether the URL was seen in between depended on timing.
    const { code } = await createInvite(baseUrl);
    const unique = await registerCandidate(baseUrl, code, 'stored@candidates.example');
    await f.page.goto('/');
    await storeSession(f.page, { inviteCode: code, unique });
    await f.page.goto(`/invite/${code}`);
    await f.page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
    expect(new URL(f.page.url()).pathname).toBe(`/invite/${code}/assessment`);
    expect(f.consoleErrors).toEqual([]);
  });

  test('a session older than 168 hours is dropped and the candidate goes to sign-up', async () => {
    const { code } = await createInvite(baseUrl);
    await f.page.goto('/');
    await storeSession(f.page, { inviteCode: code, unique: 'u'.repeat(32), ageHours: 169 });
    await f.page.goto(`/invite/${code}`);
    await f.page.waitForURL(`**/invite/${code}/signup`);
    expect(await f.page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('an invite id of the right length that was never issued goes to the 404 f.page', async () => {
    await f.page.goto(`/invite/${'abc'}${'x'.repeat(18)}0`);
    await f.page.waitForURL('**/notfoundpage');
    await f.page.getByRole('heading', { name: TEXTS.notFound.title }).waitFor();
  });
});

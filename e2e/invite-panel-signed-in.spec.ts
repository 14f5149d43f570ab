import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { chromiumPath, screenshotAtBothWidths, useDesktopPage } from './support/browser';
import { joinAsMember } from './support/team-member';

const nav = (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: 'Admin' });

test.describe('the invite panel for a signed-in member', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('an admin makes an invite there with their session, the member menu still in the header', async () => {
    const { page } = f;
    await joinAsMember(page, 'Ines Admin', 'admin');
    await page.goto('/admin/candidates');
    await nav(page).getByRole('link', { name: TEXTS.workspace.navInvitePanel }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.admin.title }).waitFor();
    await expect(page.getByRole('button', { name: /account menu$/ })).toBeVisible();
    expect(await page.getByLabel('Admin passkey').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: TEXTS.workspace.createInviteButton }).click();
    await expect(page.locator('[data-invite-link]')).toContainText('/invite/');
    await screenshotAtBothWidths(page, 'invite-panel-signed-in');
    expect(f.consoleErrors).toEqual([]);
  });

  test('with no candidate yet, the list sends the team to the Invites page', async () => {
    const { page } = f;
    await joinAsMember(page, 'Noor Admin', 'admin');
    await page.goto('/admin/invites');
    // The team's first day: no candidate has registered yet.
    await page.route('**/api/admin/candidates?*', (route) =>
      route.fulfill({
        json: { result: true, data: { items: [], total: 0, page: 1, pageSize: 25 } },
      }),
    );
    await nav(page).getByRole('link', { name: TEXTS.workspace.navCandidates }).click();
    await page.getByRole('heading', { name: TEXTS.workspace.noCandidatesTitle }).waitFor();
    await page.getByRole('link', { name: TEXTS.workspace.createInvite }).click();
    await page.waitForURL('**/admin/invites', { timeout: 15_000 });
    await page.getByRole('form', { name: TEXTS.workspace.newInvite }).waitFor();
  });
});

import type { PrivacyState } from '../shared/privacy.schema';
import type { RoleDetail } from '../shared/roles.schema';
import { createInvite, registerCandidate } from './support/api';
import { baseUrl, screenshotAtBothWidths, useDesktopPage } from './support/browser';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { expect, test } from './support/test';

const admin = { authorization: `Bearer ${E2E_PASSKEY}` };
const fixture = useDesktopPage();

async function api<T>(method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: body === undefined ? admin : { ...admin, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The team's privacy settings and the role's own periods as they were, put back when the journey
 * ends (also when it fails): the worker's server is shared with the journeys after this one.
 */
async function restoreAfterwards(
  onFinished: (cleanup: () => unknown) => void,
  roleId: string,
): Promise<void> {
  const { data } = await api<{ data: PrivacyState }>('GET', '/api/admin/privacy');
  const role = await api<{ data: RoleDetail }>('GET', `/api/admin/roles/${roleId}`);
  onFinished(async () => {
    await api('PUT', '/api/admin/privacy', data.settings);
    await api('PUT', `/api/admin/roles/${roleId}/retention`, {
      retention: role.data.retention ?? null,
    });
  });
}

/**
 * The team's privacy screens (docs/privacy.md): Settings → Privacy says what the policy will
 * delete and when before it is saved; a role keeps its candidates by its own days; a candidate
 * is held with a reason, which their page then names, and released.
 */
test('a team sets its retention, a role its own, and holds a candidate with a reason', async ({
  onFinished,
}) => {
  const { page } = fixture;
  const { code, role } = await createInvite(baseUrl);
  await restoreAfterwards(onFinished, role.id);
  const name = `Hana Held ${Date.now()}`;
  await registerCandidate(baseUrl, code, `hana.${Date.now()}@candidates.example`, name);
  const found = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(name)}`, {
    headers: admin,
  });
  const candidateId = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]
    ?.id;
  await signInAsReviewer(page);

  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Privacy', exact: true });
  const save = section.getByRole('button', { name: 'Save privacy settings' });
  await save.waitFor();
  const retention = section.getByRole('switch', { name: 'Delete candidates after a set time' });
  if (!(await retention.isChecked())) await retention.click({ force: true });
  await section.getByLabel('Rejected (days)').fill('30');
  // What it will do, in words, before it is saved.
  await expect(
    section.getByText(
      'Rejected candidates are deleted 30 days after their last activity, decision or invite expiry, whichever is latest.',
    ),
  ).toBeVisible();
  await section.getByLabel('Contact email').fill('not-an-address');
  await save.click();
  await section.getByText('The contact address must be an email address.').waitFor();
  await section.getByLabel('Contact email').fill('privacy@lantern.example');
  await save.click();
  await section.getByRole('status').getByText('Privacy settings saved.').waitFor();
  await screenshotAtBothWidths(page, 'privacy-settings');

  await page.goto(`/admin/roles/${role.id}`);
  const own = page.getByRole('radio', { name: 'Its own days per status' });
  await own.check({ force: true });
  const roleRetention = page.locator('section').filter({ has: own });
  await roleRetention.getByLabel('Rejected (days)').fill('14');
  await roleRetention.getByRole('button', { name: 'Save retention' }).click();
  await roleRetention.getByRole('status').getByText('This role’s retention is saved.').waitFor();

  await page.goto(`/admin/candidates/${candidateId}`);
  await page.getByRole('button', { name: 'Hold from deletion' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('keep: legal hold');
  await dialog.getByRole('button', { name: 'Hold' }).click();
  await page.getByText(/^Held from deletion by .+: “keep: legal hold”\.$/).waitFor();
  await page.getByRole('button', { name: 'Release hold' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
  await page.getByRole('button', { name: 'Hold from deletion' }).waitFor();
  await expect(page.getByText(/Held from deletion by/)).toHaveCount(0);
});

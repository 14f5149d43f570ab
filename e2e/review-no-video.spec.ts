import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import { createInvite, listRoles, registerCandidate } from './support/api';
import { baseUrl, chromiumPath, screenshotAtBothWidths, useDesktopPage } from './support/browser';
import { E2E_PASSKEY } from './support/server';
import { signInAsReviewer } from './support/reviewer';
import { candidateDrawn } from './support/team-pages';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };
const NO_VIDEO = { answerMinutes: 20, video: { enabled: false, maxSeconds: 180, takes: null } };

/** A role without video, made through the admin roles API; answers its id. */
async function createRole(title: string, questions: string[]): Promise<string> {
  const role: CreateRoleBody = {
    title,
    company: { name: 'Quiet Labs', url: 'https://quiet.example', logoId: null },
    questions: questions.map((text) => ({ text, guidance: '' })),
    settings: { ...NO_VIDEO, thinkingSeconds: 0 },
  };
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify(role),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** A candidate of `roleId` who answered `answers` (and completed, when asked), through the API. */
async function candidateOf(
  roleId: string,
  name: string,
  answers: string[],
  complete: boolean,
): Promise<void> {
  const { code } = await createInvite(baseUrl, roleId);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const unique = await registerCandidate(baseUrl, code, email, name);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${unique}` };
  for (const [index, answer] of answers.entries()) {
    const saved = await fetch(`${baseUrl}/api/assessment/answers/${index}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ answer, sequence: 1 }),
    });
    expect(saved.status).toBe(200);
  }
  if (!complete) return;
  const completed = await fetch(`${baseUrl}/api/assessment/complete`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  expect(completed.status).toBe(200);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
/** What the row's Video column says. */
async function videoCell(page: Page, name: string): Promise<string | null> {
  const headers = await page.getByRole('columnheader').allTextContents();
  return row(page, name).getByRole('cell').nth(headers.indexOf('Video')).textContent();
}

test.describe('a reviewer on candidates of roles without video', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('sees their video as not required in the list, its filter and their page', async () => {
    const single = await createRole('Technical Writer', ['Explain a wallet to a newcomer.']);
    const ten = await createRole(
      'Support Lead',
      Array.from({ length: 10 }, (_, index) => `Support question ${index + 1}?`),
    );
    await candidateOf(single, 'Sol Solo', ['<p>A wallet holds keys.</p>'], true);
    await candidateOf(ten, 'Tess Ten', ['<p>First</p>', '<p>Second</p>'], false);
    // A candidate of a role with video who has not recorded one yet: still "None".
    const withVideo = (await listRoles(baseUrl)).find((role) => role.settings.video.enabled);
    await candidateOf(withVideo?.id ?? '', 'Wanda Waiting', ['<p>One</p>'], false);
    const { page } = f;
    await signInAsReviewer(page);

    await page.goto('/admin/candidates');
    await row(page, 'Sol Solo').waitFor();
    expect(await videoCell(page, 'Sol Solo')).toBe('Not required');
    expect(await row(page, 'Sol Solo').getByText('1/1', { exact: true }).isVisible()).toBe(true);
    expect(await videoCell(page, 'Tess Ten')).toBe('Not required');
    expect(await row(page, 'Tess Ten').getByText('2/10', { exact: true }).isVisible()).toBe(true);
    expect(await videoCell(page, 'Wanda Waiting')).toBe('None');

    // The Video filter offers it; choosing it keeps just these two, in the URL too.
    await page.getByRole('combobox', { name: 'Video' }).click();
    await page.getByRole('option', { name: 'Not required' }).click();
    await page.waitForURL(/video=not_required/);
    await row(page, 'Wanda Waiting').waitFor({ state: 'detached' });
    const names = await page.getByRole('row').filter({ hasText: 'Not required' }).count();
    expect(names).toBe(await page.locator('tbody tr').count());
    expect(await row(page, 'Sol Solo').count()).toBe(1);
    expect(await row(page, 'Tess Ten').count()).toBe(1);
    await screenshotAtBothWidths(page, 'review-no-video-list');

    await page.getByRole('link', { name: 'Sol Solo' }).click();
    await candidateDrawn(page, 'Sol Solo');
    await page.getByText('This role asks for no video introduction.').waitFor();
    expect(await page.getByText('No video yet.').count()).toBe(0);
    expect(await page.getByText('Answered 1 of 1').isVisible()).toBe(true);
    expect(await page.getByText('Question 1 of 1').isVisible()).toBe(true);
    const timings = page.getByRole('region', { name: 'Timings' });
    expect(await timings.getByText('Not required').isVisible()).toBe(true);
    await screenshotAtBothWidths(page, 'review-no-video-candidate');

    await page.goto('/admin/candidates?video=not_required');
    await page.getByRole('link', { name: 'Tess Ten' }).click();
    await candidateDrawn(page, 'Tess Ten');
    expect(await page.getByText('Answered 2 of 10').isVisible()).toBe(true);
    const questions = page.getByRole('article');
    expect(await questions.count()).toBe(10);
    expect(await questions.last().textContent()).toContain('Question 10 of 10');
    expect(await questions.last().textContent()).toContain('Support question 10?');
    expect(await questions.last().textContent()).toContain('No answer');
    await screenshotAtBothWidths(page, 'review-no-video-ten-questions');
    expect(f.consoleErrors).toEqual([]);
  });
});

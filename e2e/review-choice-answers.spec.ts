import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import type { ShareCreatedResponseSchema } from '../shared/shares.schema';
import type { z } from 'zod';
import { createInvite, registerCandidate } from './support/api';
import { axeFindings, blocking } from './support/axe';
import { baseUrl, chromiumPath, screenshotAtBothWidths, useDesktopPage } from './support/browser';
import { E2E_PASSKEY } from './support/server';
import { signInAsReviewer } from './support/reviewer';
import { candidateDrawn } from './support/team-pages';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };
const NO_VIDEO = { answerMinutes: 20, video: { enabled: false, maxSeconds: 180, takes: null } };

/** Written (1), a single choice preferring Mornings (2), an optional question (3), a multiple choice (4). */
const QUESTIONS: CreateRoleBody['questions'] = [
  { text: 'Tell us about a project you are proud of.', guidance: '' },
  {
    text: 'Which shift suits you?',
    guidance: '',
    answer: {
      type: 'choice',
      multiple: false,
      options: ['Mornings', 'Nights', 'Weekends'],
      preferred: [0],
    },
  },
  { text: 'Anything else we should know?', guidance: '', required: false },
  {
    text: 'Which tools have you used at work?',
    guidance: '',
    answer: {
      type: 'choice',
      multiple: true,
      options: ['Git', 'Docker', 'SQL', 'A spreadsheet program with a rather long name'],
      preferred: [0, 2],
    },
  },
];

async function createRole(title: string): Promise<string> {
  const role: CreateRoleBody = {
    title,
    company: { name: 'Shift Works', url: 'https://shift.example', logoId: null },
    questions: QUESTIONS,
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

/** A candidate who answers through the candidate API: a text, a shift, a skip or not, tools. */
async function candidateOf(
  roleId: string,
  name: string,
  shift: number,
  tools: number[],
  skipThird: boolean,
): Promise<void> {
  const { code } = await createInvite(baseUrl, roleId);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const unique = await registerCandidate(baseUrl, code, email, name);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${unique}` };
  const put = async (index: number, body: object) => {
    const saved = await fetch(`${baseUrl}/api/assessment/answers/${index}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, sequence: 1 }),
    });
    expect(saved.status, await saved.text()).toBe(200);
  };
  await put(0, { answer: '<p>I rebuilt our <strong>rota planner</strong>.</p>' });
  await put(1, { choices: [shift] });
  if (skipThird) {
    const skipped = await fetch(`${baseUrl}/api/assessment/answers/2/skip`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    expect(skipped.status).toBe(200);
  }
  await put(3, { choices: tools });
}

const option = (page: Page, question: string, text: string) =>
  page
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('listitem')
    .filter({ hasText: text });

test.describe('a reviewer reads choice answers', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('sees every option with the chosen and preferred marked, the flag, the skip and the filter', async () => {
    const roleId = await createRole('Shift Supervisor');
    await candidateOf(roleId, 'Nora Nights', 1, [0, 3], true);
    await candidateOf(roleId, 'Mo Mornings', 0, [0, 2], false);
    const { page } = f;
    await signInAsReviewer(page);

    await page.goto('/admin/candidates');
    await page.getByRole('row').filter({ hasText: 'Mo Mornings' }).waitFor();
    // The URL changes first (a navigation), then the box shows it: click, not check().
    const unmatched = page.getByRole('checkbox', { name: 'Did not match' });
    await unmatched.click();
    await page.waitForURL(/unmatched=true/);
    await page.getByRole('row').filter({ hasText: 'Mo Mornings' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: 'Nora Nights' }).count()).toBe(1);
    expect(await unmatched.isChecked()).toBe(true);

    await page.getByRole('link', { name: 'Nora Nights' }).click();
    await candidateDrawn(page, 'Nora Nights');
    const flags = page.getByTestId('unmatched-flags');
    expect(await flags.textContent()).toContain('Did not match: Which shift suits you?');
    expect(await flags.textContent()).toContain(
      'Did not match: Which tools have you used at work?',
    );

    const nights = option(page, 'Which shift suits you?', 'Nights');
    expect(await nights.getAttribute('data-option-chosen')).toBe('true');
    expect(await nights.textContent()).toContain('(Chosen)');
    const mornings = option(page, 'Which shift suits you?', 'Mornings');
    expect(await mornings.getAttribute('data-option-chosen')).toBe('false');
    expect(await mornings.textContent()).toContain('Preferred');
    const skipped = page.getByRole('article').filter({ hasText: 'Anything else we should know?' });
    expect(await skipped.textContent()).toContain('The candidate skipped this optional question.');
    expect(await skipped.textContent()).toContain('Optional');
    expect(blocking(await axeFindings(page))).toEqual([]);
    await screenshotAtBothWidths(page, 'review-choice-answers');

    // A share link's visitor sees the options and the chosen ones, not what the team prefers.
    const candidateId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const created = await fetch(`${baseUrl}/api/admin/shares`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        candidateId,
        label: 'For the manager',
        days: 7,
        allowFeedback: false,
      }),
    });
    expect(created.ok, await created.clone().text()).toBe(true);
    const { link } = ((await created.json()) as z.infer<typeof ShareCreatedResponseSchema>).data;
    await page.goto(new URL(link).pathname);
    const shared = page.getByRole('listitem').filter({ hasText: 'Nights' });
    await shared.waitFor();
    expect(await shared.getAttribute('data-option-chosen')).toBe('true');
    expect(await page.getByText('Preferred', { exact: true }).count()).toBe(0);
    expect(await page.getByText('The candidate skipped this optional question.').count()).toBe(1);
    await screenshotAtBothWidths(page, 'share-choice-answers');
    expect(f.consoleErrors).toEqual([]);
  });
});

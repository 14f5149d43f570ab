import type { Page } from 'playwright-core';
import type { CandidateTexts } from '../shared/candidate-texts';
import type { RoleChangeResponse } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import { baseUrl, screenshotAtBothWidths, useDesktopPage } from './support/browser';
import { editor, toast, waitUntilSaved } from './support/candidate-pages';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { expect, test } from './support/test';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };
const fixture = useDesktopPage();

const heading = (page: Page, name: string) => page.getByRole('heading', { name });

/** The workspace's words as they were, put back when the journey ends (the server is shared). */
async function restoreAfterwards(onFinished: (cleanup: () => unknown) => void): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/candidate-texts`, { headers: admin });
  const { data } = (await response.json()) as { data: CandidateTexts };
  onFinished(() =>
    fetch(`${baseUrl}/api/admin/candidate-texts`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify(data),
    }),
  );
}

/** A role for an office manager: one written question, no video. */
async function createOfficeRole(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      title: 'Office Manager',
      company: { name: 'Lantern Dental', url: '', logoId: null },
      questions: [{ text: 'How do you keep a busy front desk calm?', guidance: '' }],
      settings: {
        answerMinutes: null,
        video: { enabled: false, maxSeconds: 180, takes: null },
        thinkingSeconds: 0,
      },
    }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/**
 * The team's own words (docs/product.md#candidate-texts): an owner writes them in Settings →
 * Candidate texts with a preview, a role writes one of its own over them, and a candidate reads
 * them from the landing page to the end.
 */
test('a team writes its own words for candidates, and a candidate reads them', async ({
  onFinished,
}) => {
  const { page } = fixture;
  await restoreAfterwards(onFinished);
  const roleId = await createOfficeRole();
  await signInAsReviewer(page);

  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Candidate texts', exact: true });
  await section.getByRole('button', { name: 'Write our own agreement' }).click();
  await section
    .getByLabel('Agreement')
    .fill(
      '<p>I agree to answer in my own words.</p><ul><li>I will not ask a colleague for help.</li></ul><img src="x" onerror="window.hacked = true">',
    );
  await section.getByRole('combobox', { name: 'Social link' }).selectOption('Not asked');
  await section.getByRole('combobox', { name: 'Work experience' }).selectOption('Optional');
  await section.getByRole('combobox', { name: 'Gender' }).selectOption('Not asked');
  await section.getByLabel('Questions section').fill('Your story');
  await section.getByRole('button', { name: 'Write our own next steps' }).click();
  await section.getByLabel('Next steps').fill('<p>Our practice manager calls you on Friday.</p>');

  // The preview shows the candidate's form with only the fields asked, and the team's words.
  const preview = section.getByRole('region', { name: 'Preview' });
  await preview.getByText('I agree to answer in my own words.').waitFor();
  expect(await preview.getByRole('textbox', { name: 'Social link' }).count()).toBe(0);
  expect(await preview.getByRole('textbox', { name: 'Gender' }).count()).toBe(0);
  expect(
    await preview.getByTestId('preview-sections').getByRole('listitem').allTextContents(),
  ).toEqual(['Your story', 'Video Introduction', 'Interview Preparation']);
  await section.getByRole('button', { name: 'Save candidate texts' }).click();
  await toast(page, 'The candidate texts are saved.').waitFor();
  await section.scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'candidate-texts-settings');

  // A role writes its own feedback section's name over the workspace's; the rest it inherits.
  await page.goto(`/admin/roles/${roleId}`);
  const roleTexts = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Candidate texts', exact: true }) });
  // The workspace's name beneath, once the editor has read the workspace's texts.
  await expect(roleTexts.getByLabel('Questions section')).toHaveAttribute(
    'placeholder',
    'Your story',
  );
  await roleTexts.getByLabel('Feedback section').fill('A last word');
  await roleTexts
    .getByRole('region', { name: 'Preview' })
    .getByText('A last word', { exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').getByText('Version 2 saved.').waitFor();
  const { code } = await createInvite(baseUrl, roleId);

  // The candidate's landing page: the team's agreement, and only the fields it asks.
  await page.goto(`/invite/${code}`);
  await heading(page, 'Office Manager').waitFor();
  await page.getByText('I will not ask a colleague for help.').waitFor();
  expect(await page.getByText('I will not copy code or text from any source.').count()).toBe(0);
  // What the team receives is said whatever the team wrote.
  await page.getByText('the hiring team receives my answers', { exact: false }).waitFor();
  expect(await page.getByLabel('Social link').count()).toBe(0);
  expect(await page.getByLabel('Gender', { exact: false }).count()).toBe(0);
  const experience = page.getByRole('combobox', { name: 'Work experience' });
  expect(await experience.getAttribute('required')).toBeNull();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await screenshotAtBothWidths(page, 'candidate-texts-landing');

  // Registered without the fields the team does not ask, or the one it leaves optional.
  await page.getByLabel('Email').fill(`sam.${Date.now()}@candidates.example`);
  await page.getByLabel('Full name').fill('Sam Front Desk');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: TEXTS.signup.continue }).click();

  // The overview names the sections as the team does.
  await heading(page, TEXTS.assessment.overviewTitle).waitFor();
  expect(await page.getByRole('listitem').allTextContents()).toEqual([
    'Your story — written answers',
    'A last word — sharing feedback',
  ]);
  await page.getByRole('button', { name: TEXTS.signup.continue, exact: true }).click();
  await editor(page, 1).click();
  await page.keyboard.type('A calm voice and a clear list.');
  await waitUntilSaved(page);
  await page.getByRole('button', { name: TEXTS.assessment.complete, exact: true }).click();

  // The complete page: after the feedback, the team's next steps.
  await page.waitForURL(`**/invite/${code}/complete`);
  await page.getByRole('button', { name: TEXTS.complete.submitFeedback }).click();
  await page.getByText('Our practice manager calls you on Friday.').waitFor();
  expect(await page.getByText('within 3-5 business days', { exact: false }).count()).toBe(0);
  await screenshotAtBothWidths(page, 'candidate-texts-complete');
});

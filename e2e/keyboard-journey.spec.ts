import type { Locator, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import { baseUrl, chromiumPath, FAKE_CAMERA_FLAGS, useDesktopPage } from './support/browser';
import { editor, toast } from './support/candidate-pages';
import { focusIndicator, hasFocus, tabTo } from './support/keyboard';
import { button, recordUntil } from './support/video-step';

/**
 * The whole candidate journey with the keyboard alone: Tab to move, Enter and Space to act, typing
 * to write (and, on the experience select, the arrow keys, as in every browser). Never a click.
 */
/** A native select: the arrow keys move through its options, as in every browser. */
async function chooseOption(page: Page, select: Locator, value: string): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys did not reach the option ${value}`);
}

test.describe('a candidate who uses only the keyboard', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('signs up, answers, records and submits the recording, with visible focus throughout', async () => {
    test.setTimeout(120_000);
    const { page } = f;
    const { code, role } = await createInvite(baseUrl);
    await page.goto(`/invite/${code}/signup`);
    await page.getByRole('heading', { level: 1, name: role.role }).waitFor();

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type('keyboard@candidates.example');
    await tabTo(page, page.getByLabel('Full name'));
    await page.keyboard.type('Kay Board');
    const experience = page.getByRole('combobox', { name: 'Work experience' });
    await tabTo(page, experience);
    await chooseOption(page, experience, '2-3');
    expect(await experience.inputValue()).toBe('2-3');
    await tabTo(page, page.getByLabel('Social link'));
    await page.keyboard.type('https://profile.example/kay');
    const agreement = page.getByRole('checkbox');
    await tabTo(page, agreement);
    await page.keyboard.press('Space');
    expect(await agreement.isChecked()).toBe(true);
    await tabTo(page, button(page, TEXTS.signup.continue));
    await page.keyboard.press('Enter');
    await toast(page, TEXTS.signup.begun).waitFor();

    await page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
    await tabTo(page, button(page, TEXTS.signup.continue));
    await page.keyboard.press('Enter');

    for (const number of [1, 2, 3]) {
      const heading = page.getByRole('heading', { name: `Question ${number} of 3` });
      await heading.waitFor();
      // Each new question takes the focus to its heading, so Tab leads into the question.
      expect(await hasFocus(heading)).toBe(true);
      await tabTo(page, editor(page, number));
      await page.keyboard.type(`Answer ${number}, typed.`);
      await page.keyboard.press('Enter');
      await page.keyboard.type('A second paragraph.');
      const forward = number === 3 ? TEXTS.assessment.complete : TEXTS.assessment.saveNext;
      await tabTo(page, button(page, forward));
      await page.keyboard.press(number === 2 ? 'Space' : 'Enter');
    }

    await page.getByRole('heading', { name: TEXTS.recorder.title }).waitFor();
    expect(await hasFocus(page.getByRole('heading', { name: TEXTS.recorder.title }))).toBe(true);
    const start = button(page, TEXTS.recorder.start);
    await start.waitFor();
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    // The control the candidate pressed keeps the focus as it turns into Pause.
    expect(await hasFocus(button(page, TEXTS.recorder.pause))).toBe(true);
    expect(await focusIndicator(page)).not.toBeNull();
    await recordUntil(page, 1);
    await page.keyboard.press('Space');
    await page.getByText(TEXTS.recorder.paused, { exact: true }).waitFor();
    expect(await hasFocus(button(page, TEXTS.recorder.resume))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    await recordUntil(page, 2);
    await tabTo(page, button(page, TEXTS.recorder.end));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
    await dialog.waitFor();
    const submit = button(page, TEXTS.recorder.submit);
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    await tabTo(page, submit, 6);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/invite/${code}/complete`);
    await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
    expect(f.consoleErrors).toEqual([]);
  });
});

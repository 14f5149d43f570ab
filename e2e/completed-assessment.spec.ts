import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  FAKE_CAMERA_FLAGS,
  newDesktopContext,
  screenshot,
  useDesktopPage,
} from './support/browser';
import { fillRegistration, toast } from './support/candidate-pages';
import { button, candidateAtVideoStep, recordUntil } from './support/video-step';

/**
 * Once the video is submitted the assessment is the hiring team's. Registering
 * again on the invite with the same email, on another computer, shows that it is complete, and
 * nothing the candidate wrote.
 */
test.describe('a submitted assessment', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('shows the completed state, not the answers, to a second registration with the same email', async () => {
    const email = 'finished@candidates.example';
    const answers = ['<p>First private answer</p>', '<p>Second</p>', '<p>Third</p>'];
    const { code, unique } = await candidateAtVideoStep(f.page, baseUrl, email, { answers });
    await button(f.page, TEXTS.recorder.start).click();
    await recordUntil(f.page, 2);
    await button(f.page, TEXTS.recorder.end).click();
    await button(f.page, TEXTS.recorder.submit).click();
    await f.page.waitForURL(`**/invite/${code}/complete`);

    // The first computer can no longer change what was submitted.
    const change = await fetch(`${baseUrl}/api/assessment/answers/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${unique}` },
      body: JSON.stringify({ answer: '<p>changed</p>', sequence: Date.now() }),
    });
    expect(change.status).toBe(409);

    const other = await newDesktopContext(f.browser);
    try {
      const page = await other.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(`${baseUrl}/invite/${code}/signup`);
      await fillRegistration(page, { email: email.toUpperCase(), name: 'Someone Else' });
      await toast(page, TEXTS.signup.alreadyComplete).waitFor();
      await page.waitForURL(`**/invite/${code}/complete`);
      await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
      await page.getByText('3/3').waitFor();
      await screenshot(page, 'completed-assessment-registered-again');
      expect(await page.content()).not.toContain('First private answer');
      // The assessment itself sends this browser back to the completed state.
      await page.goto(`${baseUrl}/invite/${code}/assessment`);
      await page.waitForURL(`**/invite/${code}/complete`);
      await page.getByText('3/3').waitFor();
      const cached = await page.evaluate(() => JSON.stringify(localStorage));
      expect(cached).not.toContain('First private answer');
      expect(errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

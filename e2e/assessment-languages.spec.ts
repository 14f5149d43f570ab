import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { samplePdf } from '../server/test/sample-files';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { createInvite, registerCandidate } from './support/api';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  settled,
  useDesktopPage,
} from './support/browser';
import { storeSession } from './support/candidate-pages';
import { expectAllFromCatalogue, pseudoName } from './support/pseudo-locale';
import { forceRightToLeft, measureMirroring, unmirrored } from './support/right-to-left';
import { installCameraControls } from './support/screen-tours';
import { E2E_PASSKEY } from './support/server';

/**
 * The assessment and the recorder in the pseudo-locales (docs/languages.md#pseudo-locales): in
 * en-XA every text of the overview, a written, a video, a choice and a file question (the video's
 * camera check, practice, recording and review) and the video step comes from a catalogue, whole,
 * with nothing sideways, at 1280 and 390 px; in ar-XB the page runs right to left and mirrors.
 * What the team and the candidate wrote is written between ⟦ ⟧ here, so the check reads it too.
 * Screenshots: `assessment-<language>-<screen>-<width>`.
 */

const admin = { authorization: `Bearer ${E2E_PASSKEY}`, 'content-type': 'application/json' };

/** A role asking one question of each kind a candidate sees differently, then the video step. */
async function createRole(): Promise<string> {
  const role: CreateRoleBody = {
    title: '⟦Field Engineer⟧',
    company: { name: '⟦Lantern Works⟧', url: 'https://lantern.example', logoId: null },
    questions: [
      { text: '⟦Tell us about a bug you were proud to fix.⟧', guidance: '⟦A few lines.⟧' },
      {
        text: '⟦Show us where you work.⟧',
        guidance: '',
        answer: { type: 'video', maxSeconds: 30, takes: 2 },
      },
      {
        text: '⟦How would you like to work?⟧',
        guidance: '',
        answer: {
          type: 'choice',
          multiple: false,
          options: ['⟦In the office⟧', '⟦Remote only⟧', '⟦A mix of both⟧'],
          preferred: [0],
        },
      },
      { text: '⟦Your CV, please.⟧', guidance: '', answer: { type: 'file', maxMegabytes: 2 } },
    ],
    settings: {
      answerMinutes: 30,
      video: { enabled: true, maxSeconds: 60, takes: null },
      thinkingSeconds: 0,
    },
  };
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify(role),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** A registered candidate (with a name of their own between brackets) on the overview. */
async function candidateOnOverview(page: Page, language: 'en-XA' | 'ar-XB'): Promise<void> {
  const { code } = await createInvite(baseUrl, await createRole());
  const email = `${language}.${Date.now()}@candidates.example`;
  const name = '⟦Ada Lovelace⟧';
  const unique = await registerCandidate(baseUrl, code, email, name);
  await page.goto('/');
  await storeSession(page, { inviteCode: code, unique, email, name });
  await page.goto(`/invite/${code}/assessment?lang=${language}`);
  await page.getByRole('button', { name: pseudoName(TEXTS.signup.continue) }).waitFor();
}

const button = (page: Page, english: string) =>
  page.getByRole('button', { name: pseudoName(english) });

/** Waits until the recorder's timer (named in the pseudo-locale) has counted a second. */
async function recordASecond(page: Page): Promise<void> {
  const timer = page.getByLabel(pseudoName('Recording time'));
  await expect(timer).not.toHaveText('00:00', { timeout: 20_000 });
}

test.describe('the assessment and the recorder in the pseudo-locales', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('en-XA: every text of every kind of question and of the video step from the catalogues', async () => {
    test.setTimeout(120_000);
    const { page } = f;
    await installCameraControls(page);
    /** The screen at 1280 px, then on a phone's 390 px, and back. */
    const check = async (screen: string, teamsOwn?: string) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await expectAllFromCatalogue(page, `assessment-en-XA-${screen}-${width}`, { teamsOwn });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };

    await candidateOnOverview(page, 'en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await check('overview');
    await button(page, TEXTS.signup.continue).click();

    // Forward without an answer: the toast, its close button named from the catalogue too.
    await button(page, TEXTS.assessment.saveNext).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toHaveText(pseudoName(TEXTS.assessment.blankAnswer));
    // English between brackets (web/i18n/entry-texts.ts), not Mantine's English.
    await expect(toast.getByRole('button')).toHaveAttribute('aria-label', /^⟦.*⟧$/);
    await toast.getByRole('button').click();
    await toast.waitFor({ state: 'detached' });
    const editor = page.getByRole('textbox', { name: pseudoName('Your answer to question') });
    await editor.click();
    await page.keyboard.type('⟦A race in the upload queue.⟧');
    await page.locator('[data-sync-status="saved"]').waitFor();
    await check('written');
    await button(page, TEXTS.assessment.saveNext).click();

    // The video question: the camera check (held back a moment), a practice take, the answer.
    const practice = page.locator('[data-practice-take="video"]');
    await practice.waitFor();
    await check('video-camera-check');
    await page.evaluate(() => (window as unknown as { __openCamera: () => void }).__openCamera());
    await practice.locator('video').waitFor();
    await check('video-practice');
    await button(page, 'Record ').click();
    await button(page, 'Stop').click();
    await button(page, 'Continue to your answer').waitFor();
    await check('video-practice-played');
    await button(page, 'Continue to your answer').click();
    await button(page, TEXTS.recorder.start).click();
    await recordASecond(page);
    await check('video-recording');
    await button(page, TEXTS.recorder.end).click();
    const review = page.getByRole('dialog', { name: pseudoName(TEXTS.recorder.completedTitle) });
    await review.waitFor();
    await check('video-review');
    await review.getByRole('button', { name: pseudoName(TEXTS.recorder.submit) }).click();
    await page.getByText(pseudoName('Your video answer is submitted.')).waitFor();
    await check('video-submitted');
    await button(page, TEXTS.assessment.saveNext).click();

    await page.getByRole('radio').nth(1).check();
    await page.locator('[data-sync-status="saved"]').waitFor();
    await check('choice');
    await button(page, TEXTS.assessment.saveNext).click();

    const upload = page.locator('input[type="file"]');
    await upload.waitFor({ state: 'attached' });
    await check('file');
    await upload.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    const fileName = page.getByTestId('answer-file-name');
    await expect(fileName).toHaveText('cv.pdf');
    // The file's name is the candidate's own, shown as it came.
    await check('file-uploaded', '[data-testid="answer-file-name"]');
    await button(page, TEXTS.assessment.complete).click();

    // The video step: the camera's picture, recording, and the review before sending.
    await button(page, TEXTS.recorder.start).waitFor();
    await check('video-step');
    await button(page, TEXTS.recorder.start).click();
    await recordASecond(page);
    await check('video-step-recording');
    await button(page, TEXTS.recorder.end).click();
    await page.getByRole('dialog', { name: pseudoName(TEXTS.recorder.completedTitle) }).waitFor();
    await check('video-step-review');
    expect(f.consoleErrors).toEqual([]);
  });

  test('ar-XB: the overview and a written question run right to left and mirror', async () => {
    test.setTimeout(90_000);
    const { page } = f;
    // ar-XB sets dir="rtl" itself; this lets the check turn it the other way for a moment.
    await forceRightToLeft(page);
    const check = async (screen: string) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await settled(page);
        await expectAllFromCatalogue(page, `assessment-ar-XB-${screen}-${width}`);
        const report = await measureMirroring(page);
        const mirror = await unmirrored(page, () => settled(page));
        expect(mirror.compared, `${screen}: landmarks compared`).toBeGreaterThanOrEqual(3);
        expect({
          screen,
          width,
          dir: report.dir,
          notFromTheRight: report.notFromTheRight,
          unmirrored: mirror.unmirrored,
        }).toEqual({ screen, width, dir: 'rtl', notFromTheRight: [], unmirrored: [] });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };

    await candidateOnOverview(page, 'ar-XB');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-XB');
    await check('overview');
    await button(page, TEXTS.signup.continue).click();
    await page.getByRole('textbox', { name: pseudoName('Your answer to question') }).waitFor();
    await check('written');
  });
});

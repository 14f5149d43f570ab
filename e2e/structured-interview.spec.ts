import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { expect, test } from '@playwright/test';
import { samplePdf } from '../server/test/sample-files';
import { ANSWER_FORM_TEXTS } from '../shared/answer-form-texts';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  FAKE_CAMERA_FLAGS,
  screenshotAtBothWidths,
  useDesktopPage,
} from './support/browser';
import { axeFindings, impactSummary } from './support/axe';
import { editor, fillRegistration } from './support/candidate-pages';
import { IPHONE } from './support/narrow-screen';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { button, recordUntil } from './support/video-step';

const admin = { authorization: `Bearer ${E2E_PASSKEY}` };
const QUESTIONS = {
  written: 'Tell us about a bug you were proud to fix.',
  video: 'Show us where you work.',
  audio: 'Say hello in your own words.',
  choice: 'How would you like to work?',
  file: 'Your CV, please.',
};

/** A role asking one question of each answer type, with no video introduction (issue #47). */
async function createStructuredRole(): Promise<string> {
  const role: CreateRoleBody = {
    title: 'Field Engineer',
    company: { name: 'Lantern Works', url: 'https://lantern.example', logoId: null },
    questions: [
      { text: QUESTIONS.written, guidance: '' },
      { text: QUESTIONS.video, guidance: '', answer: { type: 'video', maxSeconds: 30, takes: 2 } },
      {
        text: QUESTIONS.audio,
        guidance: '',
        answer: { type: 'audio', maxSeconds: 30, takes: null },
      },
      {
        text: QUESTIONS.choice,
        guidance: '',
        answer: {
          type: 'choice',
          multiple: false,
          options: ['In the office', 'Remote only', 'A mix of both'],
          preferred: [0, 2],
        },
      },
      { text: QUESTIONS.file, guidance: '', answer: { type: 'file', maxMegabytes: 2 } },
    ],
    settings: {
      answerMinutes: 30,
      video: { enabled: false, maxSeconds: 180, takes: null },
      thinkingSeconds: 0,
    },
  };
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify(role),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** Records two seconds with the fake device and submits the take. */
async function recordAnswer(page: Page, media: 'video' | 'audio'): Promise<void> {
  const practice = page.locator(`[data-practice-take="${media}"]`);
  await practice.getByRole('button', { name: 'Skip the practice' }).click();
  await button(page, TEXTS.recorder.start).click();
  await recordUntil(page, 2);
  await button(page, TEXTS.recorder.end).click();
  const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
  await dialog.getByRole('button', { name: TEXTS.recorder.submit }).click({ timeout: 30_000 });
  await page.getByText(`Your ${media} answer is submitted.`).waitFor({ timeout: 30_000 });
}

/** Screenshots at both widths (nothing past a phone's edge) and what axe finds: nothing. */
async function looked(page: Page, name: string): Promise<void> {
  await screenshotAtBothWidths(page, name);
  const findings = await axeFindings(page);
  expect(findings, impactSummary(findings)).toEqual([]);
}

const next = (page: Page) => button(page, TEXTS.assessment.saveNext).click();

/** A candidate answers every question through the page, registering through the form. */
async function answerEveryQuestion(page: Page, email: string, shots?: string): Promise<void> {
  const { code } = await createInvite(baseUrl, await createStructuredRole());
  await page.goto(`${baseUrl}/invite/${code}/signup`);
  await fillRegistration(page, { email, name: email.split('@')[0] });
  // Phones are welcome: this role does not ask for a computer.
  await page.getByRole('heading', { name: "Let's Get Started" }).waitFor();
  await page.getByText('5 questions: 1 written, 1 video, 1 audio, 1 choice, 1 file').waitFor();
  if (shots) await looked(page, `${shots}-overview`);
  await button(page, 'Continue').click();

  await editor(page, 1).click();
  await page.keyboard.type('A race in the upload queue, found with a log line.');
  await next(page);
  await recordAnswer(page, 'video');
  if (shots) await looked(page, `${shots}-video-answer`);
  await next(page);
  await recordAnswer(page, 'audio');
  await next(page);

  await page
    .getByRole('radiogroup', { name: 'Your answer to question 4' })
    .getByRole('radio', { name: 'Remote only' })
    .check();
  await page.locator('[data-sync-status="saved"]').waitFor();
  if (shots) await looked(page, `${shots}-choice-answer`);
  await next(page);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await page.getByText('cv.pdf').waitFor();
  if (shots) await looked(page, `${shots}-file-answer`);
  await button(page, TEXTS.assessment.complete).click();
  await page.getByRole('heading', { name: 'Congratulations' }).waitFor({ timeout: 30_000 });
}

async function candidateIdOf(email: string): Promise<string> {
  const found = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: admin,
  });
  const body = (await found.json()) as { data: { items: { id: string }[] } };
  return body.data.items[0]?.id ?? '';
}

test.describe('a structured interview: one question of each answer type', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('answered on a phone and on a desktop; reviewers see each answer in its form and the CSV', async () => {
    test.setTimeout(240_000);
    const phone: BrowserContext = await f.browser.newContext({ baseURL: baseUrl, ...IPHONE });
    const phonePage = await phone.newPage();
    const phoneErrors = collectConsoleErrors(phonePage);
    const stamp = Date.now();
    const onPhone = `phone.${stamp}@candidates.example`;
    const onDesktop = `desktop.${stamp}@candidates.example`;
    try {
      await answerEveryQuestion(phonePage, onPhone);
      expect(
        await phonePage.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
    expect(phoneErrors).toEqual([]);
    await answerEveryQuestion(f.page, onDesktop, 'structured');

    // The reviewer sees each answer in its form, once the recordings are processed.
    const { page } = f;
    await signInAsReviewer(page);
    await page.goto(`${baseUrl}/admin/candidates/${await candidateIdOf(onPhone)}`);
    const players = page.locator('[data-media-answer="video"], [data-media-answer="audio"]');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByText(QUESTIONS.written).first().waitFor();
          return players.count();
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toBe(2);
    await page.getByText('A race in the upload queue, found with a log line.').waitFor();
    await page.getByText('Answered 5 of 5').waitFor();
    await expect(page.locator('[data-media-answer="audio"] audio')).toHaveCount(1);
    await expect(page.locator('[data-media-answer="video"] video')).toHaveCount(1);
    await page
      .getByText(ANSWER_FORM_TEXTS.review.didNotMatchQuestion(QUESTIONS.choice))
      .first()
      .waitFor();
    const file = page.locator('[data-file-answer="application/pdf"]');
    await file.getByRole('link', { name: 'Download cv.pdf' }).waitFor();
    await looked(page, 'structured-review');
    expect(f.consoleErrors).toEqual([]);

    // The CSV, read back with a CSV parser: one answer cell per question, each in its form. The
    // desktop candidate's recordings may still be processing (their length comes with it).
    const readCsv = async () => {
      const exported = await fetch(`${baseUrl}/api/admin/export/candidates.csv`, {
        headers: admin,
      });
      const csv = (await exported.text()).replace(/^\uFEFF/, '');
      return parse<Record<string, string>>(csv, { columns: true });
    };
    let records = await readCsv();
    await expect
      .poll(
        async () => {
          records = await readCsv();
          // This journey's two candidates: others on the shared server may answer audio too.
          return records.filter(
            (entry) =>
              [onPhone, onDesktop].includes(entry.Email ?? '') &&
              /^audio \d+:\d\d$/.test(entry['Answer 3'] ?? ''),
          ).length;
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(2);
    for (const email of [onPhone, onDesktop]) {
      const record = records.find((entry) => entry.Email === email);
      expect(record?.['Answer 1']).toBe('A race in the upload queue, found with a log line.');
      expect(record?.['Answer 2']).toMatch(/^video \d+:\d\d$/);
      expect(record?.['Answer 3']).toMatch(/^audio \d+:\d\d$/);
      expect(record?.['Answer 4']).toBe('Remote only');
      expect(record?.['Answer 5']).toBe('cv.pdf');
      expect(record?.['Question 4']).toBe(QUESTIONS.choice);
    }
  });
});

import { expect, test } from '@playwright/test';
import type { InterruptedRecordingResponse } from '../shared/interrupted-recording.schema';
import type { CandidateDetail, CandidateListPage } from '../shared/review.schema';
import { DEFAULT_ROLE_SETTINGS, type RoleChangeResponse } from '../shared/roles.schema';
import { INTERRUPTED_TEXTS } from '../shared/recording-texts';
import { TEXTS } from '../shared/texts';
import { createInvite, readAssessment, registerCandidate, saveCandidateWork } from './support/api';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshotAtBothWidths,
  useDesktopPage,
} from './support/browser';
import { storeSession } from './support/candidate-pages';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';
import { button, recordUntil } from './support/video-step';

const admin = { authorization: `Bearer ${E2E_PASSKEY}` };
const EMAIL = 'cut-short-answer@candidates.example';

/** A role asking a written question, then one answered on video (two takes). */
async function createVideoQuestionRole(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({
      title: 'Studio Producer',
      company: { name: 'Sound Labs', url: 'https://sound.example', logoId: null },
      questions: [
        { text: 'What do you produce?', guidance: '' },
        {
          text: 'Show us your studio.',
          guidance: '',
          answer: { type: 'video', maxSeconds: 60, takes: 2 },
        },
      ],
      settings: { ...DEFAULT_ROLE_SETTINGS, thinkingSeconds: 0 },
    }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** What the server holds of the question's take still being recorded, as it measures it. */
async function savedMsOf(unique: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/assessment/answers/1/recording/interrupted`, {
    headers: { authorization: `Bearer ${unique}` },
  });
  const { recording } = (await response.json()) as InterruptedRecordingResponse;
  return recording?.savedMs ?? 0;
}

async function detailOf(email: string): Promise<CandidateDetail> {
  const list = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: admin,
  });
  const [found] = ((await list.json()) as { data: CandidateListPage }).data.items;
  if (!found) throw new Error(`No candidate ${email}`);
  const response = await fetch(`${baseUrl}/api/admin/candidates/${found.id}`, { headers: admin });
  return ((await response.json()) as { data: CandidateDetail }).data;
}

test.describe("a video question's take cut short", () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('after a reload mid-take, the saved part is offered and submitted; the reviewer sees it marked interrupted', async () => {
    const { page } = f;
    const { code } = await createInvite(baseUrl, await createVideoQuestionRole());
    const unique = await registerCandidate(baseUrl, code, EMAIL);
    await saveCandidateWork(baseUrl, unique, ['<p>Podcasts</p>'], {
      step: 'questions',
      questionIndex: 1,
    });
    await page.goto(`${baseUrl}/`);
    await storeSession(page, { inviteCode: code, unique, email: EMAIL });
    await page.evaluate(
      (invite) => localStorage.setItem('practiceTakes', JSON.stringify([`${invite}:video`])),
      code,
    );
    await page.goto(`${baseUrl}/invite/${code}/assessment`);
    await page.getByText('You have 2 takes left').waitFor();

    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 3);
    // Each look has the server probe the saved part with ffmpeg: one a second is enough.
    await expect
      .poll(() => savedMsOf(unique), { timeout: 20_000, intervals: [1000] })
      .toBeGreaterThanOrEqual(2000);
    // From here no more pieces reach the server: what it holds at the reload is what is offered.
    const uploads = '**/api/recordings/uploads/**';
    await page.route(uploads, (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await page.reload();
    await page.unroute(uploads);

    await page.getByRole('heading', { name: INTERRUPTED_TEXTS.title }).waitFor({ timeout: 30_000 });
    const card = page.locator('[data-interrupted-take]');
    const seconds = Number(await card.getAttribute('data-saved-seconds'));
    expect(seconds).toBe(Math.round((await savedMsOf(unique)) / 1000));
    await card.getByText(INTERRUPTED_TEXTS.savedSeconds(seconds)).waitFor();
    // In an answer's words, not the introduction's; a take cut short used none of the two.
    await card.getByText(INTERRUPTED_TEXTS.answerChoice).waitFor();
    await card.getByText('You have 2 takes left').waitFor();
    expect(await card.getByRole('button').allTextContents()).toEqual([
      INTERRUPTED_TEXTS.recordAgain,
      INTERRUPTED_TEXTS.submit,
    ]);
    await screenshotAtBothWidths(page, 'question-interrupted-take');

    await button(page, INTERRUPTED_TEXTS.submit).click();
    await page.locator('[data-answer-recording="submitted"]').waitFor();
    await page.getByText('Your video answer is submitted.').waitFor();
    expect((await readAssessment(baseUrl, unique)).progress.media[0]?.submitted).not.toBeNull();

    await expect
      .poll(async () => (await detailOf(EMAIL)).media[0]?.state, { timeout: 30_000 })
      .toBe('ready');
    const detail = await detailOf(EMAIL);
    expect(detail.media[0]).toMatchObject({ questionIndex: 1, interrupted: true });

    await signInAsReviewer(page);
    await page.goto(`/admin/candidates/${detail.id}`);
    const answer = page.locator('[data-media-answer="video"]');
    await answer.getByText(INTERRUPTED_TEXTS.reviewerBadge, { exact: true }).waitFor();
    await answer.getByText(INTERRUPTED_TEXTS.reviewerNote).waitFor();
    await answer.scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(page, 'question-interrupted-take-reviewer');
    expect(f.consoleErrors).toEqual([]);
  });
});

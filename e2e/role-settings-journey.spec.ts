import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CandidateListPage } from '../shared/review.schema';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import { DEFAULT_ROLE_SETTINGS } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { createInvite, readAssessment, registerCandidate } from './support/api';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshotAtBothWidths,
  useDesktopPage,
} from './support/browser';
import {
  editor,
  fillRegistration,
  storedUnique,
  storeSession,
  waitUntilSaved,
} from './support/candidate-pages';
import { E2E_PASSKEY } from './support/server';
import { button, passRecorderTime, recordedSeconds, recordUntil } from './support/video-step';
import { signInAsReviewer } from './support/reviewer';

/** A role the hiring team made, through the admin roles API; answers its id. */
async function createRole(role: Omit<CreateRoleBody, 'company'>): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` },
    body: JSON.stringify({
      ...role,
      company: { name: 'Journey Labs', url: 'https://journey.example', logoId: null },
    }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** A new version of the role, through the admin roles API. */
async function editRole(roleId: string, role: Omit<CreateRoleBody, 'company' | 'id'>) {
  const response = await fetch(`${baseUrl}/api/admin/roles/${roleId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` },
    body: JSON.stringify({
      ...role,
      company: { name: 'Journey Labs', url: 'https://journey.example', logoId: null },
    }),
  });
  if (response.status !== 200) throw new Error(await response.text());
}

/** The workspace's id of the candidate with this email. */
async function candidateIdOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${E2E_PASSKEY}` },
  });
  const { data } = (await response.json()) as { data: CandidateListPage };
  const [found] = data.items;
  if (!found) throw new Error(`No candidate ${email}`);
  return found.id;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name });

/** After End Recording: waits until the server holds the whole recording. */
async function lastSecondStored(page: Page) {
  const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
  await dialog.waitFor();
  await dialog.getByText('Sending the last second of your video...').waitFor({ state: 'detached' });
}

/** A candidate registered on a new invite to `roleId`, who has answered its one question and
 * stands at the video step (through the API, as the browser would). Answers their secret. */
async function atVideoStep(page: Page, roleId: string, email: string): Promise<string> {
  const { code } = await createInvite(baseUrl, roleId);
  const unique = await registerCandidate(baseUrl, code, email);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${unique}` };
  await fetch(`${baseUrl}/api/assessment/answers/0`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ answer: '<p>My answer</p>', sequence: 1 }),
  });
  await fetch(`${baseUrl}/api/assessment/progress`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ step: 'video', questionIndex: 0 }),
  });
  await page.goto('/');
  await storeSession(page, { inviteCode: code, unique, email });
  await page.goto(`/invite/${code}/assessment`);
  await heading(page, TEXTS.recorder.title).waitFor();
  return unique;
}

/** Registers on a new invite to `roleId` through the landing; answers the invite code. */
async function registerFor(page: Page, roleId: string, email: string): Promise<string> {
  const { code } = await createInvite(baseUrl, roleId);
  await page.goto(`/invite/${code}`);
  await fillRegistration(page, { email, name: 'Rosalind Franklin' });
  await heading(page, TEXTS.assessment.overviewTitle).waitFor();
  return code;
}

/** Answers question n of `total` in the editor and presses Save & Next (Complete on the last). */
async function answer(page: Page, questionNumber: number, total: number) {
  await heading(page, `Question ${questionNumber} of ${total}`).waitFor();
  await editor(page, questionNumber).click();
  await page.keyboard.type(`My answer to question ${questionNumber}`);
  await waitUntilSaved(page);
  await page.getByText(`Answered ${questionNumber} of ${total}`).waitFor();
  const next = questionNumber === total ? TEXTS.assessment.complete : TEXTS.assessment.saveNext;
  await button(page, next).click();
}

test.describe('a role the team set up its own way', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Its tests share nothing: each may run on any worker, so this long file ends with the rest.
  test.describe.configure({ mode: 'parallel' });
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('4 questions, one with guidance, 10 minutes, a 1-minute video with 2 takes', async () => {
    // A whole journey with two recorded takes: 22-47 s measured alone, 62 s under load (the
    // default is 60 s).
    test.setTimeout(120_000);
    const roleId = await createRole({
      title: 'Protocol Researcher',
      questions: [
        { text: 'How would you test a consensus change?', guidance: '' },
        {
          text: 'Describe a bug you are proud of finding.',
          guidance: 'A real example is best; a few paragraphs are plenty.',
        },
        { text: 'What would you measure first?', guidance: '' },
        { text: 'How do you review a colleague’s work?', guidance: '' },
      ],
      settings: {
        answerMinutes: 10,
        video: { enabled: true, maxSeconds: 60, takes: 2 },
        thinkingSeconds: 0,
      },
    });
    const { page } = f;
    // The recorder's minute passes in seconds: the page's clock jumps 3 s at a time.
    await page.clock.install();
    const { code } = await createInvite(baseUrl, roleId);
    await page.goto(`/invite/${code}`);
    await heading(page, 'Protocol Researcher').waitFor();
    for (const text of [
      '10 mins',
      'The test usually takes 10 minutes.',
      'This is a pre-screening before a one-to-one video interview: four written answers and a short video introduction, reviewed by the hiring team.',
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await fillRegistration(page, { email: 'rosalind@candidates.example', name: 'Rosalind' });
    await heading(page, TEXTS.assessment.overviewTitle).waitFor();

    expect(await page.getByText('Duration:').textContent()).toBe('Duration: 10 mins');
    expect(await page.getByText('Questions:').textContent()).toBe('Questions: 4');
    await page.getByText('Answered 0 of 4').waitFor();
    expect(await page.getByRole('group', { name: 'Time remaining' }).textContent()).toMatch(
      /^(10:00|09:5\d)$/,
    );
    await button(page, TEXTS.signup.continue).click();

    await answer(page, 1, 4);
    await heading(page, 'Question 2 of 4').waitFor();
    const guidance = page.locator('#question-guidance');
    expect(await guidance.textContent()).toBe(
      'Guidance: A real example is best; a few paragraphs are plenty.',
    );
    await screenshotAtBothWidths(page, 'question-with-guidance');
    await answer(page, 2, 4);
    await heading(page, 'Question 3 of 4').waitFor();
    expect(await guidance.count()).toBe(0);
    await answer(page, 3, 4);
    await answer(page, 4, 4);

    await heading(page, TEXTS.recorder.title).waitFor();
    await page.getByText('You have 2 takes left: each recording you finish uses one.').waitFor();
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 1);
    await passRecorderTime(page, 60_000);
    const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
    await dialog.getByText(TEXTS.recorder.maxLengthReached(60)).waitFor();
    expect(TEXTS.recorder.maxLengthReached(60)).toContain('the 1-minute limit');
    expect(await recordedSeconds(page)).toBe(60);
    await button(page, 'Record Again (1 take left)').waitFor();
    // The take counts once its last second is stored (Record Again before that would drop it).
    await lastSecondStored(page);
    await screenshotAtBothWidths(page, 'recorder-takes-left');

    await button(page, 'Record Again (1 take left)').click();
    await page.getByText('You have 1 take left: each recording you finish uses one.').waitFor();
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 1);
    await page.clock.fastForward(2000);
    await button(page, TEXTS.recorder.end).click();
    await dialog.getByText('That was your last take: submit this recording.').waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual([TEXTS.recorder.submit]);
    await button(page, TEXTS.recorder.submit).click();

    await page.waitForURL(`**/invite/${code}/complete`);
    const summary = page.locator('.mantine-Card-root', { hasText: TEXTS.complete.summary });
    expect(await summary.textContent()).toBe(
      `${TEXTS.complete.summary}Questions Answered4/4Video SubmittedComplete`,
    );
    const state = await readAssessment(baseUrl, await storedUnique(page));
    expect(state.role.questions).toHaveLength(4);
    expect(state.progress).toMatchObject({ videoCompleted: true, takesLeft: 0 });

    // The team rewrites the role afterwards; the reviewer still reads the 4 questions as asked.
    const asked = state.role.questions;
    await editRole(roleId, {
      title: 'Protocol Researcher',
      questions: [{ text: 'A question written after Rosalind finished.', guidance: '' }],
      settings: DEFAULT_ROLE_SETTINGS,
    });
    await signInAsReviewer(page);
    await page.goto(`/admin/candidates/${await candidateIdOf('rosalind@candidates.example')}`);
    await page.getByRole('heading', { level: 1, name: 'Rosalind' }).waitFor();
    for (const question of asked) await page.getByText(question, { exact: true }).waitFor();
    expect(await page.getByText('A question written after Rosalind finished.').count()).toBe(0);
    expect(f.consoleErrors).toEqual([]);
  });

  test('a frozen camera gives its take back, and a reload after the last take offers it to submit', async () => {
    const roleId = await createRole({
      title: 'Single Take Analyst',
      questions: [{ text: 'Why this team?', guidance: '' }],
      settings: { ...DEFAULT_ROLE_SETTINGS, video: { enabled: true, maxSeconds: 60, takes: 1 } },
    });
    const { page } = f;
    const unique = await atVideoStep(page, roleId, 'one-take@candidates.example');
    const takesNote = page.getByText('You have 1 take left: each recording you finish uses one.');
    await takesNote.waitFor();

    // The camera freezes mid-take: that recording is lost, and so is not the candidate's take.
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 1);
    await page.evaluate(() => {
      const stream = (document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream;
      stream.getVideoTracks().forEach((track) => track.stop());
    });
    await page.getByText(TEXTS.recorder.frozen).waitFor({ timeout: 10_000 });
    await button(page, TEXTS.recorder.howToFix).click();
    await button(page, TEXTS.recorder.restartCamera).click();
    await takesNote.waitFor();
    expect((await readAssessment(baseUrl, unique)).progress.takesLeft).toBe(1);

    // The last take, recorded to its end; the page is reloaded before Submit Recording.
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 2);
    await button(page, TEXTS.recorder.end).click();
    await lastSecondStored(page);
    const saved = (await readAssessment(baseUrl, unique)).progress;
    expect(saved.takesLeft).toBe(0);
    expect(saved.pendingRecording).not.toBeNull();
    await page.reload();

    await heading(page, 'Your last take is saved.').waitFor();
    await page.getByText('That was your last take: submit this recording.').waitFor();
    expect(await page.getByRole('button').allTextContents()).toContain(TEXTS.recorder.submit);
    expect(await button(page, TEXTS.recorder.start).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Record Again/ }).count()).toBe(0);
    await screenshotAtBothWidths(page, 'recorder-saved-last-take');
    const submitted = page.waitForRequest((request) =>
      request.url().endsWith('/api/assessment/video'),
    );
    await button(page, TEXTS.recorder.submit).click();
    expect(JSON.parse((await submitted).postData() ?? '{}')).toMatchObject({
      uploadId: saved.pendingRecording?.uploadId,
    });

    await page.waitForURL('**/complete');
    const done = (await readAssessment(baseUrl, unique)).progress;
    expect(done).toMatchObject({ videoCompleted: true, takesLeft: 0, pendingRecording: null });
    expect(f.consoleErrors).toEqual([]);
  });

  test('a tab still offering the last take, once another tab finished it, offers that recording', async () => {
    const roleId = await createRole({
      title: 'Two Tab Analyst',
      questions: [{ text: 'Why this team?', guidance: '' }],
      settings: { ...DEFAULT_ROLE_SETTINGS, video: { enabled: true, maxSeconds: 60, takes: 1 } },
    });
    const { page } = f;
    await atVideoStep(page, roleId, 'two-tabs@candidates.example');
    const other = await f.context.newPage();
    await other.goto(page.url());
    await button(other, TEXTS.recorder.start).waitFor();

    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 1);
    await button(page, TEXTS.recorder.end).click();
    await lastSecondStored(page);

    // The other tab still shows 1 take left: the server refuses, and it finds the saved take.
    await button(other, TEXTS.recorder.start).click();
    await other.getByText(TEXTS.recorder.takesUsedUp).first().waitFor();
    await heading(other, 'Your last take is saved.').waitFor();
    await button(other, TEXTS.recorder.submit).click();
    await other.waitForURL('**/complete');
    await other.close();
  });

  test('thinking time counts down before each take, then recording starts by itself', async () => {
    const roleId = await createRole({
      title: 'Community Lead',
      questions: [{ text: 'Why this community?', guidance: '' }],
      settings: { ...DEFAULT_ROLE_SETTINGS, thinkingSeconds: 8 },
    });
    const { page } = f;
    await registerFor(page, roleId, 'thinker@candidates.example');
    await button(page, TEXTS.signup.continue).click();
    await answer(page, 1, 1);
    await heading(page, TEXTS.recorder.title).waitFor();

    const countdown = page.getByRole('timer');
    expect(await countdown.textContent()).toMatch(/^Take a moment to think: 0:0[5-8]$/);
    expect(await button(page, TEXTS.recorder.start).count()).toBe(0);
    await screenshotAtBothWidths(page, 'recorder-thinking-time');
    // Nobody presses anything: at zero the recording starts.
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await countdown.count()).toBe(0);
    await recordUntil(page, 1);
    await button(page, TEXTS.recorder.end).click();

    // Record Again gives the thinking time again; Start now skips it.
    await button(page, TEXTS.recorder.recordAgain).click();
    await countdown.waitFor();
    await button(page, 'Start now').click();
    await page.getByText(TEXTS.recorder.recording, { exact: true }).waitFor();
    expect(f.consoleErrors).toEqual([]);
  });

  test('a role without video and without a time limit goes from the last answer to the complete page', async () => {
    const roleId = await createRole({
      title: 'Technical Writer',
      questions: [
        { text: 'Explain a wallet to a newcomer.', guidance: '' },
        { text: 'Edit this sentence for clarity.', guidance: '' },
      ],
      settings: {
        answerMinutes: null,
        video: { enabled: false, maxSeconds: 180, takes: null },
        thinkingSeconds: 0,
      },
    });
    const { page } = f;
    const { code } = await createInvite(baseUrl, roleId);
    await page.goto(`/invite/${code}`);
    await heading(page, 'Technical Writer').waitFor();
    for (const text of [
      'No time limit',
      'There is no time limit: take the time you need.',
      'This is a pre-screening before a one-to-one video interview: two written answers, reviewed by the hiring team.',
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await screenshotAtBothWidths(page, 'landing-no-video');
    await fillRegistration(page, { email: 'writer@candidates.example', name: 'Writer' });
    await heading(page, TEXTS.assessment.overviewTitle).waitFor();

    expect(await page.getByText('Duration:').textContent()).toBe('Duration: No time limit');
    expect(await page.getByText('It has two short sections').isVisible()).toBe(true);
    expect(await page.getByRole('listitem').allTextContents()).toEqual([
      'Problem Solving — written answers',
      'Interview Preparation — sharing feedback',
    ]);
    expect(await page.getByRole('group', { name: 'Time remaining' }).count()).toBe(0);
    await page.getByText('Answered 0 of 2').waitFor();
    await button(page, TEXTS.signup.continue).click();
    await answer(page, 1, 2);
    await answer(page, 2, 2);

    await page.waitForURL(`**/invite/${code}/complete`);
    await heading(page, TEXTS.complete.congratulations).waitFor();
    await page.getByText('Your answers are saved.', { exact: false }).waitFor();
    const summary = page.locator('.mantine-Card-root', { hasText: TEXTS.complete.summary });
    expect(await summary.textContent()).toBe(`${TEXTS.complete.summary}Questions Answered2/2`);
    await screenshotAtBothWidths(page, 'complete-no-video');
    const state = await readAssessment(baseUrl, await storedUnique(page));
    expect(state.progress).toMatchObject({ step: 'complete', videoCompleted: false });
    expect(state.progress.completedAt).not.toBeNull();

    // Opening the assessment again shows it is complete, not the questions.
    await page.goto(`/invite/${code}/assessment`);
    await page.waitForURL(`**/invite/${code}/complete`);
    expect(f.consoleErrors).toEqual([]);
  });
});

import type { Page, Request } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { DEFAULT_ROLE_SETTINGS, type RoleChangeResponse } from '../shared/roles.schema';
import { INTERRUPTED_TEXTS, MICROPHONE_STOPPED_TEXTS } from '../shared/recording-texts';
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
import { E2E_PASSKEY } from './support/server';
import { signInAsReviewer } from './support/reviewer';
import { button, recordedSeconds, recordUntil } from './support/video-step';

const VIDEO_QUESTION = {
  text: 'Show us your studio.',
  guidance: '',
  answer: { type: 'video', maxSeconds: 60, takes: 2 },
};
const AUDIO_QUESTION = {
  text: 'Read the opening line of your favourite book.',
  guidance: '',
  answer: { type: 'audio', maxSeconds: 30, takes: null },
};

/** A role asking a written question, then one answered on video and one out loud (`first`). */
async function createMediaRole(first: 'video' | 'audio'): Promise<string> {
  const recorded =
    first === 'video' ? [VIDEO_QUESTION, AUDIO_QUESTION] : [AUDIO_QUESTION, VIDEO_QUESTION];
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` },
    body: JSON.stringify({
      title: 'Voice Producer',
      company: { name: 'Sound Labs', url: 'https://sound.example', logoId: null },
      questions: [{ text: 'What do you produce?', guidance: '' }, ...recorded],
      settings: { ...DEFAULT_ROLE_SETTINGS, thinkingSeconds: 0 },
    }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}

/** A candidate of that role standing at its first recorded question (question 2). */
async function candidateAtRecordedQuestion(
  page: Page,
  first: 'video' | 'audio',
  options: { practised?: boolean; email?: string } = {},
): Promise<{ code: string; unique: string }> {
  const email = options.email ?? `${first}@candidates.example`;
  const { code } = await createInvite(baseUrl, await createMediaRole(first));
  const unique = await registerCandidate(baseUrl, code, email);
  await saveCandidateWork(baseUrl, unique, ['<p>Podcasts</p>'], {
    step: 'questions',
    questionIndex: 1,
  });
  await page.goto(`${baseUrl}/`);
  await storeSession(page, { inviteCode: code, unique, email });
  if (options.practised) {
    await page.evaluate(
      (invite) =>
        localStorage.setItem(
          'practiceTakes',
          JSON.stringify([`${invite}:video`, `${invite}:audio`]),
        ),
      code,
    );
  }
  await page.goto(`${baseUrl}/invite/${code}/assessment`);
  return { code, unique };
}

test.describe('a video or audio question', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  test('a practice take plays back without a request, then the video and audio recorders', async () => {
    const { page } = f;
    await candidateAtRecordedQuestion(page, 'video');
    const practice = page.locator('[data-practice-take="video"]');
    await practice.getByRole('heading', { name: 'Try your camera' }).waitFor();
    await expect(practice.getByLabel('Your camera')).toBeVisible();
    await screenshotAtBothWidths(page, 'question-practice-camera');

    // Nothing of the practice leaves the device: no request from Record to its playback.
    const sent: Request[] = [];
    const onRequest = (request: Request) => sent.push(request);
    page.on('request', onRequest);
    await button(page, 'Record 5 seconds').click();
    // A couple of seconds recorded, then stopped before the five are up.
    await practice.getByRole('status').filter({ hasText: 'Practice: 3 s' }).waitFor();
    await button(page, 'Stop').click();
    const playback = practice.getByLabel('Your practice take');
    await playback.waitFor();
    await expect
      .poll(() => playback.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
    page.off('request', onRequest);
    expect(
      sent.filter((request) => !request.url().startsWith('blob:')).map((r) => r.url()),
    ).toEqual([]);
    await screenshotAtBothWidths(page, 'question-practice-playback');
    await button(page, 'Continue to your answer').click();

    // The question's own recorder: its takes, the camera kept in its shape on a phone.
    await page.getByLabel('Your camera').waitFor();
    await page.getByText('You have 2 takes left').waitFor();
    await screenshotAtBothWidths(page, 'question-video-recorder');
    await page.setViewportSize({ width: 390, height: 844 });
    const preview = await page.getByLabel('Your camera').boundingBox();
    expect(preview?.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Shown once on this device: after a reload the recorder comes straight away.
    await page.reload();
    await page.getByText('You have 2 takes left').waitFor();
    await expect(page.locator('[data-practice-take]')).toHaveCount(0);
    expect(f.consoleErrors).toEqual([]);
  });

  test('an audio question asks for the microphone only and shows its level', async () => {
    const { page } = f;
    await candidateAtRecordedQuestion(page, 'audio');
    const practice = page.locator('[data-practice-take="audio"]');
    await practice.getByRole('heading', { name: 'Try your microphone' }).waitFor();
    await practice.getByRole('button', { name: 'Skip the practice' }).click();
    const meter = page.getByRole('meter', { name: 'Your microphone level' });
    await meter.waitFor();
    // The fake microphone's beep moves the meter.
    await expect.poll(() => meter.getAttribute('aria-valuenow').then(Number)).toBeGreaterThan(0);
    await expect(page.locator('video')).toHaveCount(0);
    await screenshotAtBothWidths(page, 'question-audio-recorder');
    expect(f.consoleErrors).toEqual([]);
  });

  test('a microphone that stops mid-take stops the audio answer, says so, and offers what was sent', async () => {
    const { page } = f;
    // Each stream the page opens, kept where the test can stop it (a headset unplugged mid-take).
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const open = devices.getUserMedia.bind(devices);
      const opened: MediaStream[] = [];
      Object.assign(window, { openedStreams: opened });
      devices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        opened.push(stream);
        return stream;
      };
    });
    await candidateAtRecordedQuestion(page, 'audio', {
      practised: true,
      email: 'unplugged@candidates.example',
    });
    /** What the server said it holds after each piece sent (tus Upload-Offset), and any delete. */
    const held: number[] = [];
    const deleted: string[] = [];
    page.on('response', (response) => {
      const offset = response.headers()['upload-offset'];
      if (response.request().method() === 'PATCH' && offset) held.push(Number(offset));
    });
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deleted.push(request.url());
    });
    await button(page, TEXTS.recorder.start).click();
    await recordUntil(page, 2);
    await expect.poll(() => Math.max(0, ...held)).toBeGreaterThan(0);
    await page.evaluate(() => {
      const { openedStreams } = window as unknown as { openedStreams: MediaStream[] };
      for (const stream of openedStreams) stream.getAudioTracks().forEach((track) => track.stop());
    });

    // The camera's freeze handling, in the microphone's words: error, timer held, How to Fix.
    await page.getByText(MICROPHONE_STOPPED_TEXTS.error).waitFor({ timeout: 10_000 });
    await expect(page.getByText(TEXTS.recorder.frozen)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: TEXTS.recorder.error })).toBeVisible();
    expect(await recordedSeconds(page)).toBeGreaterThanOrEqual(2);
    expect(await button(page, TEXTS.recorder.end).isDisabled()).toBe(true);
    // The part sent before the microphone stopped stays on the server (nothing deleted it), and
    // is offered above the stopped recorder once it holds still, as the introduction's is.
    expect(Math.max(...held)).toBeGreaterThan(1000);
    expect(deleted).toEqual([]);
    await button(page, INTERRUPTED_TEXTS.submit).waitFor({ timeout: 20_000 });
    await page.getByText(INTERRUPTED_TEXTS.answerChoice).waitFor();
    await screenshotAtBothWidths(page, 'question-audio-microphone-stopped');

    await button(page, TEXTS.recorder.howToFix).click();
    const help = page.getByRole('dialog', { name: MICROPHONE_STOPPED_TEXTS.helpTitle });
    await help.getByText('Why did my recording stop?').waitFor();
    await expect(help.getByText(/camera/i)).toHaveCount(0);
    await button(page, MICROPHONE_STOPPED_TEXTS.restart).click();
    await page.getByRole('meter', { name: 'Your microphone level' }).waitFor();
    await button(page, TEXTS.recorder.start).waitFor();
    // A new take is on its way: the saved part is no longer offered.
    await expect(button(page, INTERRUPTED_TEXTS.submit)).toHaveCount(0);
    expect(await recordedSeconds(page)).toBe(0);
    expect(f.consoleErrors).toEqual([]);
  });

  test('records and submits a video answer and an audio answer; the reviewer plays both', async () => {
    test.setTimeout(90_000);
    const { page } = f;
    const { unique } = await candidateAtRecordedQuestion(page, 'video', {
      practised: true,
      email: 'both@candidates.example',
    });
    for (const media of ['video', 'audio'] as const) {
      await button(page, TEXTS.recorder.start).click();
      await recordUntil(page, 2);
      await button(page, TEXTS.recorder.end).click();
      const dialog = page.getByRole('dialog', { name: TEXTS.recorder.completedTitle });
      await dialog.getByRole('button', { name: TEXTS.recorder.submit }).click({ timeout: 30_000 });
      await page.getByText(`Your ${media} answer is submitted.`).waitFor();
      if (media === 'video') await button(page, TEXTS.assessment.saveNext).click();
    }
    const state = await readAssessment(baseUrl, unique);
    const media = (state.progress as { media?: { submitted: unknown }[] }).media ?? [];
    expect(media.map((entry) => entry.submitted !== null)).toEqual([true, true]);

    await signInAsReviewer(page);
    const found = await fetch(`${baseUrl}/api/admin/candidates?q=both%40candidates.example`, {
      headers: { authorization: `Bearer ${E2E_PASSKEY}` },
    });
    const [candidate] = ((await found.json()) as { data: { items: { id: string }[] } }).data.items;
    await page.goto(`${baseUrl}/admin/candidates/${candidate?.id ?? ''}`);
    const videoAnswer = page.locator('[data-media-answer="video"]');
    const audioAnswer = page.locator('[data-media-answer="audio"]');
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await videoAnswer.count()) + (await audioAnswer.count());
        },
        { timeout: 45_000, intervals: [2000] },
      )
      .toBe(2);
    // The audio answer plays with its length known, seeks, and takes the speed control.
    const player = audioAnswer.locator('audio');
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration))
      .toBeGreaterThan(1);
    // The player may seek: the server answers a part of the recording (Range) with 206.
    const partial = await player.evaluate(async (audio: HTMLAudioElement) => {
      const response = await fetch(audio.currentSrc, { headers: { range: 'bytes=100-199' } });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    });
    expect(partial).toEqual({ status: 206, bytes: 100 });
    await player.evaluate((audio: HTMLAudioElement) => (audio.currentTime = 1));
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBe(1);
    await audioAnswer.getByText('1.5x').click();
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);
    await screenshotAtBothWidths(page, 'review-media-answers');
    expect(f.consoleErrors).toEqual([]);
  });
});

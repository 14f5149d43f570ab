import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { SubmitRecordingRequest } from '../../shared/recording.schema';
import { TEXTS } from '../../shared/texts';
import { createInvite, registerCandidate, saveCandidateWork } from './api';
import { storeSession } from './candidate-pages';

/**
 * A candidate who has answered the three questions (through the API, as the browser would)
 * and stands at the video step of `serverUrl`.
 */
export async function candidateAtVideoStep(
  page: Page,
  serverUrl: string,
  email: string,
  candidate: { name?: string; answers?: string[] } = {},
): Promise<{ code: string; unique: string }> {
  const { code } = await createInvite(serverUrl);
  const unique = await registerCandidate(serverUrl, code, email, candidate.name);
  const answers = [0, 1, 2].map(
    (questionId) => candidate.answers?.[questionId] ?? `<p>Answer ${questionId + 1}</p>`,
  );
  await saveCandidateWork(serverUrl, unique, answers, { step: 'video', questionIndex: 2 });
  await page.goto(`${serverUrl}/`);
  await storeSession(page, {
    inviteCode: code,
    unique,
    email,
    name: candidate.name ?? 'Video Candidate',
  });
  await page.goto(`${serverUrl}/invite/${code}/assessment`);
  await page.getByRole('heading', { name: TEXTS.recorder.title }).waitFor();
  return { code, unique };
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The recorder's timer (`mm:ss`) in whole seconds. */
export async function recordedSeconds(page: Page): Promise<number> {
  const [minutes, seconds] = ((await page.getByLabel('Recording time').textContent()) ?? '')
    .split(':')
    .map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Waits until the recorder's timer shows at least `seconds` (it ticks once a second). */
export async function recordUntil(page: Page, seconds: number): Promise<void> {
  try {
    await expect
      .poll(() => recordedSeconds(page), { timeout: 30_000 + seconds * 1000 })
      .toBeGreaterThanOrEqual(seconds);
  } catch (error) {
    // What the candidate sees says why (a freeze, a failed start): kept for the next reader.
    const shown = await page.getByRole('alert').allTextContents();
    const buttons = await page.getByRole('button').allTextContents();
    throw new Error(
      `The timer did not reach ${seconds} s (it shows ${await recordedSeconds(page)} s; ` +
        `alerts: ${JSON.stringify(shown)}; buttons: ${JSON.stringify(buttons)})`,
      { cause: error },
    );
  }
}

/** What the browser reports on Submit Recording: the recorded time as its recorder measured it. */
export function submittedRecording(page: Page, timeout = 60_000): Promise<SubmitRecordingRequest> {
  const submitted = page
    .waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/assessment/video'),
      { timeout },
    )
    .then((request) => JSON.parse(request.postData() ?? '{}') as SubmitRecordingRequest);
  // A test that fails before submitting closes the page; its own error is the one to report.
  submitted.catch(() => undefined);
  return submitted;
}

/**
 * Lets `ms` of the recorder's time pass on a page whose clock is installed, 3 s at a time (less
 * than the freeze watchdog's 4 s), each jump followed by a real frame of the camera's preview, so
 * the watchdog sees the stream alive between jumps however slow the machine is. A fixed real pause
 * instead let two jumps pass without a frame under load: a freeze, not the limit.
 */
export async function passRecorderTime(page: Page, ms: number): Promise<void> {
  const nextFrame = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const preview = document.querySelector('video');
          if (preview) preview.requestVideoFrameCallback(() => resolve());
          else resolve();
        }),
    );
  for (let jumped = 0; jumped < ms; jumped += 3000) {
    await page.clock.fastForward(3000);
    // The page's timers are fake: the bound on the wait (a preview that stopped) is this side's,
    // a cap, not a pause: a live preview answers within a frame.
    await Promise.race([nextFrame(), new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
}

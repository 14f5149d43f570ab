import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CandidateDetail } from '../shared/review.schema';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import { baseUrl, chromiumPath, screenshot, settled, useDesktopPage } from './support/browser';
import { toast } from './support/candidate-pages';
import { candidateDrawn } from './support/team-pages';
import { E2E_PASSKEY } from './support/server';
import { TEST_DEVICE } from '../server/test/test-device';
import { signInAsReviewer } from './support/reviewer';
import { sendWholeRecording } from './support/tus-client';

const run = promisify(execFile);
const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };
const XSS_ANSWER =
  '<p>Fine answer</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/** A candidate registered, answered and (optionally) with a video, all through the API. */
async function seedCandidate(
  name: string,
  options: {
    answers?: string[];
    video?: Buffer;
    events?: boolean;
    feedback?: { rating: number; feedback: string };
  } = {},
): Promise<{ id: string; unique: string }> {
  const { code } = await createInvite(baseUrl);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const registered = await fetch(`${baseUrl}/now-assessment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      social: 'https://profile.example/' + encodeURIComponent(name),
      company: 'Any',
      uuid: '',
      invitecode: code,
      experience: '4-5',
      data: TEST_DEVICE,
    }),
  });
  const { unique } = (await registered.json()) as { unique: string };
  const candidate = { 'content-type': 'application/json', authorization: `Bearer ${unique}` };
  for (const [index, answer] of (options.answers ?? []).entries()) {
    await fetch(`${baseUrl}/api/assessment/answers/${index}`, {
      method: 'PUT',
      headers: candidate,
      body: JSON.stringify({ answer, sequence: 1 }),
    });
  }
  if (options.events) {
    const events = [
      { kind: 'paste', detail: '412 characters' },
      { kind: 'tab_hidden' },
      { kind: 'tab_returned' },
      { kind: 'blocked_key', detail: 'Ctrl+U' },
      { kind: 'context_menu' },
    ];
    for (const event of events) {
      await fetch(`${baseUrl}/api/assessment/events`, {
        method: 'POST',
        headers: candidate,
        body: JSON.stringify(event),
      });
    }
  }
  if (options.video) await uploadVideo(unique, options.video);
  if (options.feedback) {
    await fetch(`${baseUrl}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unique, ...options.feedback }),
    });
  }
  const list = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: admin,
  });
  const { data } = (await list.json()) as { data: { items: { id: string }[] } };
  return { id: data.items[0]?.id as string, unique };
}

/** Sends a WebM over tus as the recorder does, then submits it once processed. */
async function uploadVideo(unique: string, video: Buffer): Promise<void> {
  const uploadId = await sendWholeRecording(baseUrl, unique, video, {
    filetype: 'video/webm;codecs=vp8',
  });
  // Submit is refused until the upload has been processed: asked again until it is taken.
  await expect
    .poll(
      async () => {
        const submitted = await fetch(`${baseUrl}/api/assessment/video`, {
          method: 'POST',
          headers: { authorization: `Bearer ${unique}`, 'content-type': 'application/json' },
          body: JSON.stringify({ uploadId, recordedMs: 8000, endToCompleteMs: 50 }),
        });
        return submitted.status;
      },
      { message: 'The video was processed and the submission taken', timeout: 20_000 },
    )
    .toBe(200);
}

/** Submitted is not yet processed: waits until the server calls the video ready. */
async function videoReady(id: string): Promise<void> {
  await expect
    .poll(async () => (await readDetail(id)).video.state, { timeout: 30_000 })
    .toBe('ready');
}

/** An 8-second VP8 WebM with no index, as a browser's recorder makes it. */
async function recordedWebm(): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'review-video-')), 'live.webm');
  const source = ['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15', '-t', '8'];
  await run('ffmpeg', [
    '-v',
    'error',
    ...source,
    '-c:v',
    'libvpx',
    '-f',
    'webm',
    '-live',
    '1',
    file,
  ]);
  return fs.readFileSync(file);
}

async function hasFfmpeg(): Promise<boolean> {
  return run('ffmpeg', ['-version']).then(
    () => true,
    () => false,
  );
}

async function readDetail(id: string): Promise<CandidateDetail> {
  const response = await fetch(`${baseUrl}/api/admin/candidates/${id}`, { headers: admin });
  return ((await response.json()) as { data: CandidateDetail }).data;
}

/** Mantine's radios are drawn by their labels; a person clicks the label. */
async function choose(page: Page, name: string): Promise<void> {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const ffmpegReady = await hasFfmpeg();

test.describe('a reviewer on one candidate’s page', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('renders a stored attack in an answer as inert text', async () => {
    const { id } = await seedCandidate('Mallory Answer', {
      answers: [XSS_ANSWER, '<p>Second <a href="javascript:alert(1)">link</a></p>'],
    });
    await signInAsReviewer(f.page);
    await f.page.goto(`/admin/candidates/${id}`);
    await heading(f.page, 'Mallory Answer').waitFor();
    await f.page.getByText('Fine answer').waitFor();
    expect(await f.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await f.page.locator('[data-testid="answer-html"] img').count()).toBe(0);
    expect(await f.page.locator('[onerror]').count()).toBe(0);
    expect(await f.page.locator('a[href^="javascript:"]').count()).toBe(0);
    await f.page.getByText('No answer').waitFor();
    expect(f.consoleErrors).toEqual([]);
  });

  test('sanitises in the browser too, when the server lets an attack through', async () => {
    const { id } = await seedCandidate('Mallory Bypass', { answers: ['<p>Plain</p>'] });
    await signInAsReviewer(f.page);
    // The server's sanitiser is bypassed: the answer reaches the browser raw.
    await f.page.route(`**/api/admin/candidates/${id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: CandidateDetail };
      const first = body.data.answers[0];
      if (first) {
        first.html = `${XSS_ANSWER}<p><a href="https://example.com/x" onclick="window.__xss=3">site</a> <a href="javascript:window.__xss=4">bad</a></p>`;
      }
      await route.fulfill({ response, json: body });
    });
    await f.page.goto(`/admin/candidates/${id}`);
    await f.page.getByText('Fine answer').waitFor();
    await f.page.locator('a', { hasText: 'bad' }).click();
    // A `javascript:` link would run as the click's navigation: by the frames after it, it ran.
    await settled(f.page);
    expect(await f.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const answers = f.page.locator('[data-testid="answer-html"]');
    expect(await answers.locator('img, script, [onerror], [onclick]').count()).toBe(0);
    const site = answers.getByRole('link', { name: 'site' });
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await site.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await answers.locator('a', { hasText: 'bad' }).getAttribute('href')).toBeNull();
  });

  test('keeps the status and own score the reviewer set, saved at once, after a reload', async () => {
    const { id } = await seedCandidate('Dana Decide', { answers: ['<p>Yes</p>'], events: true });
    await signInAsReviewer(f.page);
    await f.page.goto(`/admin/candidates/${id}`);
    await heading(f.page, 'Dana Decide').waitFor();

    // The optimistic update shows the choice before the server answers.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await f.page.route(`**/api/admin/candidates/${id}/review`, async (route) => {
      await held;
      await route.continue();
    });
    await choose(f.page, 'Shortlisted');
    await f.page.getByText('Saving…').waitFor();
    expect(await f.page.getByRole('radio', { name: 'Shortlisted' }).isChecked()).toBe(true);
    release();
    await f.page.getByText('Saved', { exact: true }).waitFor();
    await f.page.unroute(`**/api/admin/candidates/${id}/review`);

    // The reviewer's own score, beside the team's.
    await choose(f.page, '4 of 5');
    await f.page.getByText('Average 4 of 5 from 1 score').waitFor();
    await f.page.getByLabel('Notes').fill('Strong on systems; ask about testing.');
    await f.page.getByLabel('Notes').blur();
    await expect
      .poll(async () => (await readDetail(id)).review.notes)
      .toBe('Strong on systems; ask about testing.');

    await f.page.reload();
    await heading(f.page, 'Dana Decide').waitFor();
    expect(await f.page.getByRole('radio', { name: '4 of 5', exact: true }).isChecked()).toBe(true);
    expect(await f.page.getByRole('radio', { name: 'Shortlisted' }).isChecked()).toBe(true);
    expect(await f.page.getByLabel('Notes').inputValue()).toBe(
      'Strong on systems; ask about testing.',
    );
    const detail = await readDetail(id);
    expect(detail.review).toMatchObject({ status: 'shortlisted' });
    expect(detail.scores).toMatchObject({ average: 4, count: 1, mine: { score: 4 } });

    // The integrity events read as sentences; the device rows carry their fixed labels.
    const events = f.page.getByTestId('integrity-events');
    await events.getByText('Pasted 412 characters').waitFor();
    await events.getByText(/^Left the tab for \d+ s$/).waitFor();
    await events.getByText('Blocked key Ctrl+U').waitFor();
    await events.getByText('Opened the context menu').waitFor();
    const device = f.page.getByTestId('device-details');
    for (const label of ['Device Type', 'Operating System', 'Browser', 'Touch Support']) {
      await device.getByText(label, { exact: true }).waitFor();
    }
    await device.getByText('Chromium 156').waitFor();
    expect(f.consoleErrors).toEqual([]);
  });

  test('rolls a refused change back and offers to retry', async () => {
    const { id } = await seedCandidate('Rory Rollback');
    await signInAsReviewer(f.page);
    await f.page.goto(`/admin/candidates/${id}`);
    await heading(f.page, 'Rory Rollback').waitFor();
    await f.page.route(`**/api/admin/candidates/${id}/review`, (route) =>
      route.fulfill({ status: 500, json: { result: false, status: 'Something went wrong.' } }),
    );
    await choose(f.page, 'Rejected');
    await f.page.getByText('Not saved —').waitFor();
    await toast(f.page, 'Not saved: Something went wrong.').waitFor();
    expect(await f.page.getByRole('radio', { name: 'New' }).isChecked()).toBe(true);
    await f.page.unroute(`**/api/admin/candidates/${id}/review`);
    await f.page.getByRole('button', { name: 'retry' }).click();
    await f.page.getByText('Saved', { exact: true }).waitFor();
    expect(await f.page.getByRole('radio', { name: 'Rejected' }).isChecked()).toBe(true);
    expect((await readDetail(id)).review.status).toBe('rejected');
  });

  test('walks a filtered list with Previous and Next', async () => {
    const tag = `walk${Date.now() % 100000}`;
    const first = await seedCandidate(`Ann ${tag} One`);
    await seedCandidate(`Bob Outsider ${Date.now()}`);
    const second = await seedCandidate(`Ann ${tag} Two`);
    const third = await seedCandidate(`Ann ${tag} Three`);
    await signInAsReviewer(f.page);
    // Newest first: Three, Two, One.
    const search = `q=${tag}`;
    await f.page.goto(`/admin/candidates/${third.id}?${search}`);
    await heading(f.page, `Ann ${tag} Three`).waitFor();
    await f.page.getByText('1 of 3', { exact: true }).waitFor();
    expect(await f.page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await f.page.getByRole('link', { name: 'Next' }).click();
    await heading(f.page, `Ann ${tag} Two`).waitFor();
    await f.page.getByText('2 of 3', { exact: true }).waitFor();
    expect(new URL(f.page.url()).pathname).toBe(`/admin/candidates/${second.id}`);
    expect(new URL(f.page.url()).search).toBe(`?${search}`);

    await f.page.getByRole('link', { name: 'Next' }).click();
    await heading(f.page, `Ann ${tag} One`).waitFor();
    await f.page.getByText('3 of 3', { exact: true }).waitFor();
    expect(new URL(f.page.url()).pathname).toBe(`/admin/candidates/${first.id}`);
    expect(await f.page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await f.page.getByRole('link', { name: 'Previous' }).click();
    await heading(f.page, `Ann ${tag} Two`).waitFor();
    await f.page.getByRole('link', { name: 'Back to candidates' }).click();
    await f.page.waitForURL((url) => url.pathname === '/admin/candidates');
    expect(new URL(f.page.url()).searchParams.get('q')).toBe(tag);
  });

  test('deletes a candidate for good after a confirmation and goes back to the list', async () => {
    const { id, unique } = await seedCandidate('Del Etable', { answers: ['<p>Bye</p>'] });
    await signInAsReviewer(f.page);
    await f.page.goto(`/admin/candidates/${id}?q=Etable`);
    await heading(f.page, 'Del Etable').waitFor();
    await f.page.getByRole('button', { name: 'Delete candidate' }).click();
    const dialog = f.page.getByRole('dialog');
    await dialog.getByText('cannot be undone', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await toast(f.page, TEXTS.workspace.candidateDeleted).waitFor();
    await f.page.waitForURL((url) => url.pathname === '/admin/candidates');
    expect(new URL(f.page.url()).searchParams.get('q')).toBe('Etable');

    const detail = await fetch(`${baseUrl}/api/admin/candidates/${id}`, { headers: admin });
    expect(detail.status).toBe(404);
    const secret = await fetch(`${baseUrl}/api/assessment`, {
      headers: { authorization: `Bearer ${unique}` },
    });
    expect(secret.status).toBe(401);

    await f.page.goto(`/admin/candidates/${id}`);
    await f.page.getByText(TEXTS.workspace.candidateMissing).waitFor();
    await f.page.getByRole('link', { name: 'Back to candidates' }).waitFor();
  });

  test('plays the video, seeks with the keys and changes speed', async () => {
    test.skip(!ffmpegReady, 'Needs ffmpeg');
    const { id } = await seedCandidate('Vera Video', {
      answers: ['<p>One</p>', '<p>Two</p>', '<p>Three</p>'],
      video: await recordedWebm(),
    });
    await videoReady(id);
    await signInAsReviewer(f.page);
    await f.page.goto(`/admin/candidates/${id}`);
    await heading(f.page, 'Vera Video').waitFor();
    const video = f.page.locator('video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(8, 0);

    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
    });
    await f.page.getByTestId('video-player').focus();
    await f.page.keyboard.press('k');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.3);
    await f.page.keyboard.press('Space');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await f.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeCloseTo(before + 5, 0);
    await f.page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeCloseTo(before, 0);

    // With the video element itself focused, each press acts once: Space is the player's own,
    // the arrows and K are ours.
    await video.focus();
    await f.page.keyboard.press('Space');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    await f.page.keyboard.press('Space');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    const paused = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    expect(paused).toBeLessThan(2.5);
    await f.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeCloseTo(paused + 5, 0);
    await f.page.keyboard.press('ArrowLeft');
    await f.page.keyboard.press('k');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    await f.page.keyboard.press('k');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);

    await f.page.getByText('1.5x').click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
    expect(f.consoleErrors).toEqual([]);
  });

  test('draws its later parts below what is there: nothing on a phone moves as they come', async () => {
    const { id } = await seedCandidate('Pia Steps', {
      answers: ['<p>First.</p>', '<p>Second, longer.</p>', '<p>Third.</p>'],
      events: true,
      feedback: { rating: 5, feedback: 'Smooth.' },
    });
    await signInAsReviewer(f.page);
    await f.page.setViewportSize({ width: 390, height: 844 });
    // Every layout shift from the first byte, as the browser reports it (CLS's own entries).
    await f.page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await f.page.goto(`/admin/candidates/${id}`);
    await candidateDrawn(f.page, 'Pia Steps');
    await settled(f.page);
    const shifted = await f.page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  test('looks right at 1440 and 1024 px wide', async () => {
    const withVideo = ffmpegReady
      ? await seedCandidate('Sam Screens', {
          answers: ['<p>A <strong>bold</strong> answer.</p><ul><li>one</li><li>two</li></ul>'],
          video: await recordedWebm(),
          events: true,
          feedback: { rating: 4, feedback: 'Clear questions.\nThe video step was easy.' },
        })
      : null;
    if (withVideo) await videoReady(withVideo.id);
    const noVideo = await seedCandidate('Nia NoVideo', { answers: ['<p>Only one</p>'] });
    await signInAsReviewer(f.page);
    for (const width of [1440, 1024]) {
      await f.page.setViewportSize({ width, height: 900 });
      for (const [name, id] of [
        ['video', withVideo?.id],
        ['no-video', noVideo.id],
      ] as const) {
        if (!id) continue;
        await f.page.goto(`/admin/candidates/${id}`);
        await f.page.getByRole('heading', { name: 'Timings' }).waitFor();
        if (name === 'video') {
          await f.page
            .getByRole('img', { name: "Candidate's rating of the process: 4 of 5" })
            .waitFor();
          await f.page.getByText('The video step was easy.').waitFor();
        }
        await f.page.waitForLoadState('networkidle');
        const overflow = await f.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await screenshot(f.page, `review-candidate-${name}-${width}`);
      }
      await f.page.getByRole('button', { name: 'Delete candidate' }).click();
      await f.page.getByRole('button', { name: 'Delete for good' }).waitFor();
      await settled(f.page);
      // The viewport only: a full-page picture would cut the dialog's overlay at the fold.
      await f.page.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `review-candidate-delete-${width}.png`),
      });
      await f.page.keyboard.press('Escape');
      await f.page.goto('/admin/candidates/00000000-0000-4000-8000-000000000000');
      await f.page.getByText(TEXTS.workspace.candidateMissing).waitFor();
      await screenshot(f.page, `review-candidate-missing-${width}`);
    }
    // The not-found page's 404 is the browser's own log line; nothing else may be logged.
    const notFound = (error: string) =>
      error.startsWith('Failed to load resource') && error.includes('404');
    expect(f.consoleErrors.filter((error) => !notFound(error))).toEqual([]);
  });
});

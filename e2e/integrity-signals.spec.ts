import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { CandidateDetail, CandidateListItem } from '../shared/review.schema';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import { blocking, axeFindings, impactSummary } from './support/axe';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  newDesktopContext,
  useDesktopPage,
} from './support/browser';
import { fillRegistration } from './support/candidate-pages';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY } from './support/server';

/**
 * Integrity signals that mean what they say (`docs/integrity.md`): a reload is a reload, never a
 * time away from the tab; leaving the tab has a duration, also when the candidate comes back by
 * reloading; another computer is kept and shown.
 */
const admin = { authorization: `Bearer ${E2E_PASSKEY}` };
const SHOTS = path.resolve(import.meta.dirname, 'screenshots');
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function adminGet<T>(url: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, { headers: admin });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function candidateByEmail(email: string): Promise<CandidateListItem> {
  const list = await adminGet<{ items: CandidateListItem[] }>(
    `/api/admin/candidates?q=${encodeURIComponent(email)}`,
  );
  const found = list.items.find((item) => item.email === email);
  if (!found) throw new Error(`No candidate ${email}`);
  return found;
}

/** Reads the candidate's page data until `done` holds (events arrive as the browser sends them). */
async function detailWhen(
  id: string,
  done: (detail: CandidateDetail) => boolean,
): Promise<CandidateDetail> {
  let detail: CandidateDetail | undefined;
  await expect
    .poll(
      async () => {
        detail = await adminGet<CandidateDetail>(`/api/admin/candidates/${id}`);
        return done(detail);
      },
      { message: 'The candidate reached the expected state', timeout: 10_000 },
    )
    .toBe(true);
  return detail as CandidateDetail;
}

/** The event the assessment page sends of `kind`, answered by the server. */
const eventSent = (page: Page, kind: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/assessment/events') &&
      (response.request().postData() ?? '').includes(`"${kind}"`),
  );

async function registerAndOpen(page: Page, code: string, email: string): Promise<void> {
  const opened = eventSent(page, 'page_opened');
  await page.goto(`/invite/${code}`);
  await fillRegistration(page, { email, name: 'Rita Reload' });
  await page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
  expect((await opened).status()).toBe(200);
}

/** Plays the browser's part: headless Chromium never hides a tab by itself. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  const sent = eventSent(page, state === 'hidden' ? 'tab_hidden' : 'tab_returned');
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
  expect((await sent).status()).toBe(200);
}

async function reload(page: Page): Promise<void> {
  const opened = eventSent(page, 'page_opened');
  await page.reload();
  await page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
  expect((await opened).status()).toBe(200);
}

/** The reviewer, in a browser of their own (the candidate's pages stay as they are). */
async function reviewerPage(f: { browser: Browser }, opened: BrowserContext[]): Promise<Page> {
  const context = await newDesktopContext(f.browser);
  opened.push(context);
  const page = await context.newPage();
  await signInAsReviewer(page);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.getByRole('heading', { name: /^Device/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('integrity signals', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();
  let others: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(others.map((context) => context.close()));
    others = [];
  });

  test('reads five reloads as reloads, never as leaving the tab, and keeps a second computer', async () => {
    const email = `rita.reload.${Date.now()}@candidates.example`;
    const { code } = await createInvite(baseUrl);
    await registerAndOpen(f.page, code, email);
    for (let count = 0; count < 5; count += 1) await reload(f.page);

    // Another browser (another computer) registers with the same email and goes on there.
    const other = await newDesktopContext(f.browser, { userAgent: FIREFOX_ON_WINDOWS });
    others.push(other);
    await registerAndOpen(await other.newPage(), code, email);

    const { id, integrity } = await candidateByEmail(email);
    expect(integrity).toEqual({ pastes: 0, awayCount: 0, awayMs: 0 });
    const detail = await detailWhen(id, (d) => d.events.some((e) => e.kind === 'device_added'));
    expect(detail.events.filter((e) => e.kind === 'reloaded')).toHaveLength(5);
    expect(detail.events.filter((e) => e.kind === 'tab_hidden')).toEqual([]);
    expect(detail.devices).toHaveLength(2);

    const page = await reviewerPage(f, others);
    const errors = collectConsoleErrors(page);
    await page.goto(`/admin/candidates/${id}`);
    const events = page.getByTestId('integrity-events');
    await events.getByText('Reloaded the page').first().waitFor();
    expect(await events.getByText('Reloaded the page').count()).toBe(5);
    expect(await events.getByText(/Left the tab/).count()).toBe(0);
    await events.getByText('Continued on another computer (Firefox 133 on Windows 10)').waitFor();
    await page.getByRole('heading', { name: 'Devices (2)' }).waitFor();
    const second = page.getByRole('region', { name: 'Computer 2' });
    await second.getByText('Firefox 133', { exact: false }).first().waitFor();
    for (const label of ['First seen', 'Last seen', 'Operating System', 'Browser']) {
      await second.getByText(label, { exact: true }).waitFor();
    }
    const findings = await axeFindings(page);
    expect(blocking(findings), impactSummary(findings)).toEqual([]);
    await shoot(page, 'integrity-reloads-and-devices');
    expect([...f.consoleErrors, ...errors]).toEqual([]);
  });

  test('measures leaving the tab, also when the candidate comes back by reloading', async () => {
    const email = `lena.leave.${Date.now()}@candidates.example`;
    const { code } = await createInvite(baseUrl);
    // The time away is measured between the times the page stamps on its events; the server
    // takes them as long as they are not ahead of its own clock (docs/integrity.md). The page's
    // clock (Playwright's, for this context only, kept across the reload) starts 20 s behind and
    // jumps while the tab is hidden: ten seconds away, then three, with no test time spent.
    await f.page.clock.install({ time: Date.now() - 20_000 });
    await registerAndOpen(f.page, code, email);

    await setVisibility(f.page, 'hidden');
    await f.page.clock.fastForward(10_000);
    await setVisibility(f.page, 'visible');

    await setVisibility(f.page, 'hidden');
    await f.page.clock.fastForward(3_000);
    await reload(f.page);

    const { id } = await candidateByEmail(email);
    const detail = await detailWhen(id, (d) => d.events.some((e) => e.kind === 'reloaded'));
    const away = detail.events.filter((e) => e.kind === 'tab_hidden');
    expect(away).toHaveLength(2);
    const [first, second] = away.map((e) => e.durationMs ?? -1);
    expect(first).toBeGreaterThanOrEqual(8_000);
    expect(first).toBeLessThanOrEqual(14_000);
    expect(second).toBeGreaterThanOrEqual(2_500);
    expect(second).toBeLessThanOrEqual(7_000);
    const { integrity } = await candidateByEmail(email);
    expect(integrity.awayCount).toBe(2);
    expect(integrity.awayMs).toBe((first ?? 0) + (second ?? 0));

    const page = await reviewerPage(f, others);
    const errors = collectConsoleErrors(page);
    await page.goto(`/admin/candidates/${id}`);
    const events = page.getByTestId('integrity-events');
    const tenSeconds = await events
      .getByText(/^Left the tab for \d+ s$/)
      .first()
      .textContent();
    const seconds = Number(/(\d+) s$/.exec(tenSeconds ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(8);
    expect(seconds).toBeLessThanOrEqual(14);
    expect(await events.getByText(/^Left the tab for \d+ s$/).count()).toBe(2);
    await events.getByText('Reloaded the page').waitFor();
    expect(await events.getByText(/did not come back/).count()).toBe(0);

    await shoot(page, 'integrity-time-away');
    expect([...f.consoleErrors, ...errors]).toEqual([]);
  });
});

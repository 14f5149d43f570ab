import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_FLAGS, findChromium, findJourneyChromium } from './chromium';
import { measureWidth } from './narrow-screen';

export { FAKE_CAMERA_FLAGS } from './chromium';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

export const chromiumPath = findJourneyChromium();
/**
 * This worker's test server, one of those global-setup.ts started (workers inherit its
 * environment): Playwright numbers the workers running at once from 0 (TEST_PARALLEL_INDEX).
 */
export const baseUrl =
  process.env.E2E_BASE_URLS?.split(',')[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? '';

/**
 * A browser for one file's journeys. `whole`: the whole Chromium even where the headless shell is
 * installed, for what only it does as a candidate's browser does (a refused camera,
 * video-recording.spec.ts).
 */
export async function launchBrowser(
  extraFlags: string[] = [],
  { whole = false }: { whole?: boolean } = {},
): Promise<Browser> {
  const executablePath = whole ? findChromium() : chromiumPath;
  if (!executablePath) throw new Error('No Chromium found');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...BASE_FLAGS, ...extraFlags],
  });
}

/** A desktop-sized context on the shared test server, with the clipboard allowed. */
export async function newDesktopContext(
  browser: Browser,
  options: { userAgent?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    userAgent: options.userAgent,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

/** Collects what the page logs as an error, so a test can insist there was none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed load names no address in its text; the location says which one it was.
    const { url } = message.location();
    errors.push(
      url && !message.text().includes(url) ? `${message.text()} (${url})` : message.text(),
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Collects what the page logs as a warning: a library's or the router's complaint on every page
 * is noise that hides the one that matters.
 */
export function collectConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * Waits until the page has drawn at its present size and no finite transition or animation runs
 * (Mantine's modals and toasts fade in, a resize re-lays the page out): what a screenshot, axe or
 * a measurement then reads is the page at rest. Endless animations (a loader) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          ).length;
      }),
    )
    .toBe(0);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export interface PageFixture {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** What the page logged as an error since the test began. */
  consoleErrors: string[];
  /** What the page logged as a warning since the test began. */
  consoleWarnings: string[];
}

/**
 * Registers hooks that give each test a fresh desktop context and page in one shared browser,
 * and answers the fixture the tests read from. The browser comes from Playwright's own `chromium`,
 * so the runner traces its contexts (`trace: 'retain-on-failure'` in playwright.config.ts).
 */
export function useDesktopPage(
  options: { flags?: string[]; userAgent?: string; whole?: boolean } = {},
): PageFixture {
  const fixture = {} as PageFixture;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fixture.browser = await launchBrowser(options.flags, { whole: options.whole });
  });
  test.afterAll(async () => {
    await fixture.browser?.close();
  });
  test.beforeEach(async () => {
    fixture.context = await newDesktopContext(fixture.browser, { userAgent: options.userAgent });
    fixture.page = await fixture.context.newPage();
    fixture.consoleErrors = collectConsoleErrors(fixture.page);
    fixture.consoleWarnings = collectConsoleWarnings(fixture.page);
  });
  // Closed within its own test, so the trace of a failed test holds all of its context.
  test.afterEach(async () => {
    await fixture.context?.close();
  });
  return fixture;
}

/**
 * Screenshots at 1440 and 390 px wide (`<name>-1440`, `<name>-390`); at 390 nothing may reach past
 * a phone's edge. Leaves the page at the desktop size the journeys use.
 */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await settled(page);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await screenshot(page, `${name}-390`);
  const width = await measureWidth(page);
  expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
  expect(width.clipped).toEqual([]);
  expect(width.offScreen).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

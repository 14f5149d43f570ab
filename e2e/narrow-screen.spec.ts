import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  settled,
  useDesktopPage,
} from './support/browser';
import { IPHONE, measureWidth, type WidthReport } from './support/narrow-screen';
import {
  adminTour,
  candidateTour,
  deadEndTour,
  installCameraControls,
} from './support/screen-tours';

/**
 * Every screen on an iPhone-sized screen (390 px, Safari's user agent), with a long candidate
 * name and a long company name: nothing scrolls sideways, no label is cut, the invite link reads.
 */
const TOUR_TIMEOUT_MS = 150_000;

test.describe('every screen is whole at 390 px wide', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });
  const report = new Map<string, WidthReport>();

  test.afterAll(() => {
    console.log(
      [...report]
        .map(([screen, width]) => `390px ${screen}: scrollWidth ${width.scrollWidth}`)
        .join('\n'),
    );
  });

  const onIphone = async () => {
    await f.context.close();
    f.context = await f.browser.newContext({ baseURL: baseUrl, ...IPHONE });
    f.page = await f.context.newPage();
    return f.page;
  };

  /** What is wrong on a screen; empty when it is whole. */
  const problemsOf = (width: WidthReport) => [
    ...(width.scrollWidth > width.clientWidth
      ? [`scrolls sideways to ${width.scrollWidth} px`]
      : []),
    ...width.clipped.map((text) => `clipped ${text}`),
    ...width.offScreen.map((text) => `past the edge ${text}`),
    ...width.stray,
  ];

  /** Measures each screen as the tour reaches it, and stops at the first one that is not whole. */
  const measure = (page: Page) => async (screen: string) => {
    await settled(page);
    const width = await measureWidth(page);
    report.set(screen, width);
    await screenshot(page, `narrow-${screen}`);
    expect({ [screen]: problemsOf(width) }).toEqual({ [screen]: [] });
  };

  test('the candidate journey, with its long name and long company name', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    const page = await onIphone();
    await installCameraControls(page);
    await candidateTour(page, baseUrl, measure(page), {
      mobile: true,
      email: 'narrow@candidates.example',
    });
  });

  test('404, an expired and a withdrawn invite', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    const page = await onIphone();
    await deadEndTour(page, baseUrl, measure(page));
  });

  test('the admin panel with a generated link, and the review workspace', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    const page = await onIphone();
    await adminTour(page, baseUrl, measure(page));
  });
});

import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { YOUR_DATA_PAGE_TEXTS } from '../shared/your-data-page-texts';
import { YOUR_DATA_TEXTS } from '../shared/your-data-texts';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  settled,
  useDesktopPage,
} from './support/browser';
import { toast } from './support/candidate-pages';
import { IPHONE } from './support/narrow-screen';
import { forceRightToLeft, measureMirroring, unmirrored } from './support/right-to-left';
import { candidateTour, deadEndTour, installCameraControls } from './support/screen-tours';
import { button } from './support/video-step';

/**
 * Every candidate page laid out right to left (`dir="rtl"`, as an Arabic or Hebrew catalogue
 * will; docs/product.md#right-to-left), on a desktop and on a phone: each screen mirrors its
 * left-to-right self (company, progress, buttons, fields, badges, steps, stars), its headings and
 * paragraphs start at the right, nothing scrolls sideways; toasts come in the top-left corner,
 * the stars count from the right under the mouse and the finger, addresses read left to right.
 */
const TOUR_TIMEOUT_MS = 150_000;

test.describe('the candidate pages, right to left', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });

  /** Checks a screen as the tour reaches it, and keeps its screenshot (`rtl-<screen>-<width>`). */
  const check = (page: Page, width: number) => async (screen: string) => {
    await settled(page);
    await screenshot(page, `rtl-${screen}-${width}`);
    const report = await measureMirroring(page);
    const mirror = await unmirrored(page, () => settled(page));
    expect(mirror.compared, `${screen}: landmarks compared`).toBeGreaterThanOrEqual(3);
    expect({
      screen,
      dir: report.dir,
      scrollsSideways: report.scrollWidth > report.clientWidth,
      offScreen: report.offScreen,
      notFromTheRight: report.notFromTheRight,
      unmirrored: mirror.unmirrored,
    }).toEqual({
      screen,
      dir: 'rtl',
      scrollsSideways: false,
      offScreen: [],
      notFromTheRight: [],
      unmirrored: [],
    });
    await extraChecks[screen]?.(page, width);
  };

  const extraChecks: Record<string, (page: Page, width: number) => Promise<void>> = {
    'sign-up': async (page) => {
      // An address reads left to right whatever the page's direction, under its label at the right.
      for (const label of ['Email', 'Social link']) {
        const field = page.getByLabel(label, { exact: false }).first();
        const style = await field.evaluate((input) => {
          const computed = getComputedStyle(input);
          return { direction: computed.direction, textAlign: computed.textAlign };
        });
        expect({ label, ...style }).toEqual({ label, direction: 'ltr', textAlign: 'right' });
      }
    },
    'question-1': async (page, width) => {
      if (width < 1000) return;
      // Forward without an answer: the error toast comes in the top-left corner.
      await button(page, TEXTS.assessment.saveNext).click();
      const shown = toast(page, TEXTS.assessment.blankAnswer);
      await shown.waitFor();
      await settled(page);
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(width / 2);
      await screenshot(page, `rtl-toast-${width}`);
      await shown.getByRole('button', { name: 'Close notification' }).click();
      await shown.waitFor({ state: 'hidden' });
    },
    complete: async (page, width) => {
      // The first star is the rightmost: pointing at it (a finger on a phone) gives one star.
      const first = page.locator('.mantine-Rating-symbolGroup').first();
      // A star is lit when its whole symbol (its group's last) is filled.
      const lit = page.locator('.mantine-Rating-symbolGroup > label:last-child [data-filled]');
      const firstBox = (await first.boundingBox())!;
      const lastBox = (await page.locator('.mantine-Rating-symbolGroup').last().boundingBox())!;
      expect(firstBox.x).toBeGreaterThan(lastBox.x);
      if (width < 1000) {
        await first.tap();
        await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
      } else {
        await first.hover();
      }
      await expect(lit).toHaveCount(1);
      await screenshot(page, `rtl-rating-${width}`);
    },
  };

  /** The tour, then the candidate's own data page from the complete page's link. */
  const tour = async (page: Page, width: number, options: { mobile?: boolean; email: string }) => {
    await forceRightToLeft(page);
    await installCameraControls(page);
    await candidateTour(page, baseUrl, check(page, width), options);
    await page.getByRole('link', { name: YOUR_DATA_TEXTS.completeLink }).click();
    await page.getByRole('heading', { level: 1, name: YOUR_DATA_PAGE_TEXTS.title }).waitFor();
    await check(page, width)('your-data');
  };

  test('at 1280 px: the journey, the data page, 404 and the invites that ended', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await tour(f.page, 1280, { email: 'rtl-desktop@candidates.example' });
    expect(f.consoleErrors).toEqual([]);
    // Their invite's 410 is logged as a failed load: these pages come after the check above.
    await deadEndTour(f.page, baseUrl, check(f.page, 1280));
  });

  test('at 390 px on a phone: the journey and the data page', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await f.context.close();
    f.context = await f.browser.newContext({ baseURL: baseUrl, ...IPHONE });
    f.page = await f.context.newPage();
    await tour(f.page, 390, { mobile: true, email: 'rtl-phone@candidates.example' });
  });
});

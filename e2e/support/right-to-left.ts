import type { Page } from 'playwright-core';

type Direction = 'ltr' | 'rtl';

/**
 * Lays every page of the context out right to left, as an Arabic or Hebrew catalogue will
 * (web/lib/text-direction.ts): `dir="rtl"` on `<html>` from the moment the page's `<html>` exists,
 * and kept there when the page sets its own language's direction (English, left to right).
 * `showDirection` turns the page the other way for a moment, to compare the two.
 */
export async function forceRightToLeft(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __forcedDirection: string; __keepDirection: () => void };
    scope.__forcedDirection = 'rtl';
    scope.__keepDirection = () => {
      const root = document.documentElement;
      if (root && root.dir !== scope.__forcedDirection) root.dir = scope.__forcedDirection;
    };
    new MutationObserver(scope.__keepDirection).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['dir'],
    });
    scope.__keepDirection();
  });
}

/** Lays the page out in `dir` until told otherwise (after `forceRightToLeft`). */
export async function showDirection(page: Page, dir: Direction): Promise<void> {
  await page.evaluate((wanted) => {
    const scope = window as unknown as { __forcedDirection: string; __keepDirection: () => void };
    scope.__forcedDirection = wanted;
    scope.__keepDirection();
  }, dir);
}

export interface MirrorReport {
  dir: string;
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements that reach past either edge of the screen. */
  offScreen: string[];
  /** Headings and paragraphs whose text does not start at their right edge. */
  notFromTheRight: string[];
}

/** What a right-to-left reader would notice at once: sideways scrolling, text starting at the left. */
export async function measureMirroring(page: Page): Promise<MirrorReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    // Inside a box that clips or scrolls sideways on purpose, reaching past the edge is fine.
    const clippedByParent = (element: Element) => {
      let parent = element.parentElement;
      while (parent && parent !== root) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
        parent = parent.parentElement;
      }
      return false;
    };
    const offScreen: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element) || clippedByParent(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.left < -1 || box.right > root.clientWidth + 1) offScreen.push(describe(element));
    }
    const notFromTheRight: string[] = [];
    for (const element of document.querySelectorAll('h1, h2, h3, h4, p, legend')) {
      if (!visible(element) || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.textAlign === 'center') continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const contentRight =
        box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      if (text.right < contentRight - 2) notFromTheRight.push(describe(element));
    }
    return {
      dir: root.dir,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      offScreen: [...new Set(offScreen)].slice(0, 8),
      notFromTheRight: [...new Set(notFromTheRight)].slice(0, 8),
    };
  });
}

interface Box {
  left: number;
  right: number;
  top: number;
  width: number;
}

/**
 * Where the things a candidate looks for sit: the header's company, the progress, headings,
 * buttons, fields, badges, alerts, the steps, the stars, cards and the camera's picture; each named by
 * what it says, and counted when several say the same. Positions are on the page, not the screen.
 */
async function landmarks(page: Page): Promise<{ width: number; boxes: Record<string, Box> }> {
  return page.evaluate(() => {
    const selector = [
      // The header's two ends: the company (or the product's mark), and the progress.
      'header > * > *',
      'h1, h2, h3',
      'button, a[class*="Button"]',
      '.mantine-Alert-root',
      'input, textarea, select',
      '.mantine-Badge-root',
      '.mantine-Stepper-step',
      '.mantine-Rating-symbolGroup',
      '.mantine-Card-root, .mantine-Paper-root',
      'video',
    ].join(', ');
    const boxes: Record<string, Box> = {};
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden')
        continue;
      // Toasts are checked on their own; a hidden copy (a textarea's autosize measure) is no one's.
      if (element.closest('.mantine-Notifications-root, [aria-hidden="true"]')) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\d/g, '#')
        .slice(0, 40);
      const base = `${element.tagName.toLowerCase()} "${name}"`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      boxes[count > 1 ? `${base} #${count}` : base] = {
        left: box.left + window.scrollX,
        right: box.right + window.scrollX,
        top: box.top + window.scrollY,
        width: box.width,
      };
    }
    return { width: document.documentElement.clientWidth, boxes };
  });
}

/**
 * Lays the page out left to right for a moment and compares: every landmark right to left must
 * sit where its left-to-right self would show in a mirror (same size, same height on the page).
 * Answers what does not, and how many were compared.
 */
export async function unmirrored(
  page: Page,
  settle: () => Promise<void>,
): Promise<{ compared: number; unmirrored: string[] }> {
  const rightToLeft = await landmarks(page);
  await showDirection(page, 'ltr');
  await settle();
  const leftToRight = await landmarks(page);
  await showDirection(page, 'rtl');
  await settle();
  const off: string[] = [];
  let compared = 0;
  for (const [name, rtl] of Object.entries(rightToLeft.boxes)) {
    const ltr = leftToRight.boxes[name];
    if (!ltr) continue;
    compared += 1;
    const mirroredLeft = leftToRight.width - ltr.right;
    if (
      Math.abs(rtl.left - mirroredLeft) > 1.5 ||
      Math.abs(rtl.width - ltr.width) > 1.5 ||
      Math.abs(rtl.top - ltr.top) > 1.5
    )
      off.push(
        `${name}: at x ${Math.round(rtl.left)}, its mirror at ${Math.round(mirroredLeft)} (left to right at ${Math.round(ltr.left)})`,
      );
  }
  return { compared, unmirrored: off };
}

import type { Page } from 'playwright-core';

/** iPhone 12-15: 390 × 844 CSS pixels, with Safari's user agent. */
export const IPHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

export interface WidthReport {
  scrollWidth: number;
  clientWidth: number;
  /** Texts that do not fit their box: button labels, badges, the invite link. */
  clipped: string[];
  /** Visible elements that reach past the right edge of the screen. */
  offScreen: string[];
  /** Pieces left alone on a line of their own, like a stepper's connector. */
  stray: string[];
}

/** Measures what a narrow screen shows: sideways scrolling, clipped labels, cut-off elements. */
export async function measureWidth(page: Page): Promise<WidthReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    // Inside a box that scrolls sideways on purpose (a wide table), reaching past the edge is fine.
    const inScroller = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== root;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          parent.clientWidth < root.clientWidth
        )
          return true;
      }
      return false;
    };
    const clipped: string[] = [];
    const texts = document.querySelectorAll(
      'nav, button, a[class*="Button"], .mantine-Button-label, .mantine-Badge-label, .mantine-SegmentedControl-label, [data-invite-link]',
    );
    for (const element of texts) {
      if (!visible(element)) continue;
      const html = element as HTMLElement;
      // The invite link must also show every line; elsewhere a taller inside is a stepper's line.
      const cutBelow =
        html.hasAttribute('data-invite-link') && html.scrollHeight > html.clientHeight + 1;
      if (html.scrollWidth > html.clientWidth + 1 || cutBelow) clipped.push(describe(element));
    }
    const offScreen: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element) || inScroller(element)) continue;
      if (element.closest('[data-mantine-stop-propagation], .mantine-Notifications-root')) continue;
      if (element.getBoundingClientRect().right > root.clientWidth + 1)
        offScreen.push(describe(element));
    }
    const stray: string[] = [];
    // A connector line between two steps must sit level with them, not alone on a line.
    for (const separator of document.querySelectorAll('.mantine-Stepper-separator')) {
      const line = separator.getBoundingClientRect();
      const middle = (line.top + line.bottom) / 2;
      const neighbours = [separator.previousElementSibling, separator.nextElementSibling];
      const level = neighbours.every((step) => {
        const box = step?.getBoundingClientRect();
        return box !== undefined && middle >= box.top && middle <= box.bottom;
      });
      if (!level) stray.push('a stepper connector on a line of its own');
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      clipped: [...new Set(clipped)],
      offScreen: [...new Set(offScreen)].slice(0, 8),
      stray,
    };
  });
}

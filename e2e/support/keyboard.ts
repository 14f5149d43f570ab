import type { Locator, Page } from 'playwright-core';

/** How the focused element shows its focus: an outline, a ring, or its own border changing. */
export async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    // The rich-text editor shows focus on its frame; a Mantine input on its own border.
    const candidates = [active, active.closest('.answer-editor')].filter(Boolean) as Element[];
    for (const element of candidates) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1)
        return `outline ${style.outlineWidth} ${style.outlineColor}`;
      if (style.boxShadow !== 'none') return `shadow ${style.boxShadow}`;
    }
    if (active.matches('input, textarea, select')) {
      const focused = getComputedStyle(active).borderColor;
      // Its border at rest, read two ways, as each misses one kind of field: an unfocused copy
      // beside it (where Mantine swaps --input-bd on focus, as on Notes), and the --input-bd the
      // field declares (where a rule on the wrapper's :focus-within colours the copy too, as on a
      // native select).
      const copy = active.cloneNode(false) as HTMLElement;
      copy.removeAttribute('id');
      copy.style.transition = 'none';
      active.after(copy);
      const besideIt = getComputedStyle(copy).borderColor;
      copy.remove();
      const declared = getComputedStyle(active).getPropertyValue('--input-bd').trim();
      const probe = document.createElement('div');
      probe.style.color = declared || 'transparent';
      document.body.append(probe);
      const asDeclared = getComputedStyle(probe).color;
      probe.remove();
      if (focused !== besideIt) return `border ${focused} (at rest ${besideIt})`;
      if (focused !== asDeclared) return `border ${focused} (declared at rest ${asDeclared})`;
    }
    return null;
  });
}

/**
 * Presses Tab until `target` has the focus, checking that every element passed on the way
 * shows that it has it. Answers the number of presses.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    const description = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return `${active?.tagName.toLowerCase()} "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 40)}"`;
    });
    // Past the last element the focus leaves the page (for the browser's own bar): no check.
    const leftPage = await page.evaluate(() => document.activeElement === document.body);
    if (!leftPage && !(await focusIndicator(page)))
      throw new Error(`No visible focus on ${description}`);
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${maxPresses} presses`);
}

export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

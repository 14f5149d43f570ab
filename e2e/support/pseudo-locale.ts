import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { pseudoMessages } from '../../web/i18n/pseudo-messages';
import { screenshot, settled } from './browser';

/**
 * What a candidate's page in the pseudo-locale en-XA shows (docs/languages.md#pseudo-locales):
 * every text from a catalogue is between ⟦ and ⟧, so a text without them skipped the catalogue,
 * and one whose ⟧ cannot be seen was cut off.
 */
interface PseudoTextReport {
  /** Texts with a letter that are not between ⟦ and ⟧ (`[label]` before a named attribute's). */
  notFromCatalogue: string[];
  /** Texts whose closing ⟧ is not on the screen: cut off by a box or the screen's edge. */
  clipped: string[];
  /** Boxes holding text that are wider inside than out. */
  overflowing: string[];
  /** Whether the page scrolls sideways. */
  sideways: boolean;
  /** Whether the page's title starts from a catalogue. */
  title: boolean;
  /** How many texts were read, so an empty page cannot pass. */
  read: number;
}

/**
 * Reads every visible text on the page, the words a screen reader reads instead (`aria-label`,
 * `title`, `placeholder`) and each option of its selects. `teamsOwn` (a selector) is what the team
 * wrote, shown as written; the language switch names each language in itself; digits and
 * punctuation alone (`3`, `*`, `12:04`) carry no words; a `<time>` is a moment the page wrote, not
 * words; what is marked `translate="no"` is a name (the product's, an event's) in every language;
 * an address (`dana@example.com`, `https://…`) is the same in every language.
 */
async function readPseudoTexts(page: Page, teamsOwn = ''): Promise<PseudoTextReport> {
  return page.evaluate((teams) => {
    const unread = ['time', '[translate="no"]', teams].filter(Boolean).join(', ');
    // An address (a mail's, a web page's) is no language's words.
    const address = /^(\S+@\S+\.\S+|https?:\/\/\S*)$/;
    const skipped = `script, style, select, ${unread}`;
    const root = document.documentElement;
    const report = {
      notFromCatalogue: [] as string[],
      clipped: [] as string[],
      overflowing: [] as string[],
      sideways: root.scrollWidth > root.clientWidth,
      title: /^\u202b?⟦/.test(document.title),
      read: 0,
    };
    // Right to left (ar-XB), a text is embedded between U+202B and U+202C.
    const bracketed = (text: string) => /^\u202b?⟦/.test(text) && /⟧\u202c?$/.test(text);
    const boxes = new Set<Element>();
    /** The nearest box around an element that is not inline: where its words run on. */
    const blockOf = (element: Element) => {
      let box: Element = element;
      while (box.parentElement && box !== root && getComputedStyle(box).display === 'inline')
        box = box.parentElement;
      return box;
    };
    // A message with markup (`Duration: <strong>20 mins</strong>`) is several texts: each letter
    // must be inside a ⟦ ⟧ that opened in its box, in this text or one before it.
    const depths = new Map<Element, number>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style')) continue;
      const whole = node.textContent ?? '';
      const block = blockOf(element);
      let depth = depths.get(block) ?? 0;
      let outside = false;
      for (const character of whole) {
        if (character === '⟦') depth += 1;
        else if (character === '⟧') depth = Math.max(0, depth - 1);
        else if (depth === 0 && /\p{L}/u.test(character)) outside = true;
      }
      depths.set(block, depth);
      const text = whole.trim();
      if (!/\p{L}/u.test(text) || address.test(text) || element.closest(skipped)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      report.read += 1;
      if (outside) {
        report.notFromCatalogue.push(text.slice(0, 60));
        continue;
      }
      boxes.add(block);
      if (!/⟧\u202c?$/.test(text)) continue;
      // The closing bracket must be drawn where it can be seen: on the screen, and inside every
      // box around it that cuts off what overflows.
      const end = whole.lastIndexOf('⟧');
      const range = document.createRange();
      range.setStart(node, end);
      range.setEnd(node, end + 1);
      const mark = range.getBoundingClientRect();
      let cut = mark.width === 0 || mark.left < -1 || mark.right > root.clientWidth + 1;
      for (let box = element; box && box !== root && !cut; box = box.parentElement!) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = box.getBoundingClientRect();
        cut =
          mark.left < edge.left - 1 ||
          mark.right > edge.right + 1 ||
          mark.top < edge.top - 1 ||
          mark.bottom > edge.bottom + 1;
      }
      if (cut) report.clipped.push(text.slice(0, 60));
    }
    for (const box of boxes) {
      if (box.scrollWidth > box.clientWidth + 1) {
        report.overflowing.push(`${box.tagName.toLowerCase()} "${box.textContent?.slice(0, 40)}"`);
      }
    }
    for (const named of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      // Mantine's hidden copy of a growing textarea, which it measures, is read by no one.
      if (named.closest(`[aria-hidden="true"], ${unread}`)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const words = named.getAttribute(attribute)?.trim() ?? '';
        // An address or its start (`https://`, a field's placeholder).
        if (!/\p{L}/u.test(words) || address.test(words)) continue;
        report.read += 1;
        if (!bracketed(words)) report.notFromCatalogue.push(`[${attribute}] ${words.slice(0, 60)}`);
      }
    }
    // A select shows its chosen option, and the others when opened: each from the catalogue.
    for (const select of document.querySelectorAll('select')) {
      // The language switch names each language in itself.
      if ([...select.options].some((option) => option.value === 'de')) continue;
      for (const option of select.options) {
        report.read += 1;
        if (!bracketed(option.text.trim())) report.notFromCatalogue.push(option.text);
      }
    }
    return report;
  }, teamsOwn);
}

/**
 * Checks the screen as it is: settles, keeps its screenshot as `name`, and insists every text is
 * from a catalogue and whole, the page's title too, and nothing scrolls sideways.
 */
export async function expectAllFromCatalogue(
  page: Page,
  name: string,
  { teamsOwn = '', minimumRead = 3 }: { teamsOwn?: string; minimumRead?: number } = {},
): Promise<void> {
  await settled(page);
  await screenshot(page, name);
  const { read, ...report } = await readPseudoTexts(page, teamsOwn);
  expect(read, `${name}: texts read`).toBeGreaterThanOrEqual(minimumRead);
  expect({ name, ...report }).toEqual({
    name,
    notFromCatalogue: [],
    clipped: [],
    overflowing: [],
    sideways: false,
    title: true,
  });
}

/**
 * Checks the words of a hiring team's page (docs/languages.md#the-workspace): every text from a
 * catalogue, the page's title too. Its layout is not held to the pseudo-locale's longer words: the
 * workspace is English until a translation comes.
 */
export async function expectWordsFromCatalogue(
  page: Page,
  name: string,
  { teamsOwn = '', names = [] }: { teamsOwn?: string; names?: string[] } = {},
): Promise<void> {
  await settled(page);
  await screenshot(page, name);
  const report = await readPseudoTexts(page, teamsOwn);
  const { read, title } = report;
  // A member's name the team chose (the built-in owner's "Owner") is theirs, wherever it shows.
  const notFromCatalogue = report.notFromCatalogue.filter((text) => !names.includes(text));
  // Soft: a tour names every page with a word left, not only the first.
  expect.soft(read, `${name}: texts read`).toBeGreaterThanOrEqual(3);
  expect
    .soft({ name, notFromCatalogue, title })
    .toEqual({ name, notFromCatalogue: [], title: true });
}

/**
 * A name on the page in a pseudo-locale, from its English (`Continue` finds `⟦Çóñţíñúé ~~~⟧`):
 * its words accented as web/i18n/pseudo-messages.ts makes them, at the start of the name.
 */
export function pseudoName(english: string): RegExp {
  const message = pseudoMessages({ text: english }, 'en-XA').text as string[];
  const accented = (message[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\u202b?⟦${accented}`);
}

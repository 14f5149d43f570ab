import { afterEach, vi } from 'vitest';
import type { RenderedUi } from '../../../test/render-ui';
import type { YourData } from '../api/get-your-data';

/** What the erasure card's tests share: one candidate's "Your data", at one moment. */
export const TOKEN = `${'a'.repeat(32)}${'B'.repeat(43)}`;
export const NOW = new Date('2026-11-30T10:00:00.000Z');

/** As the server answers (with the candidate's language, which the page reads, not the card). */
export const DATA: YourData = {
  name: 'Erin Erasure',
  language: 'en',
  roleTitle: 'Analyst',
  company: { name: 'Lantern Works', url: 'https://lantern.example', logo: '' },
  notice: 'We keep your application.',
  controllerName: 'Lantern Works',
  contactEmail: '',
  mailOn: true,
  erasureRequestedAt: null,
  erasureDueAt: null,
  erasureDelayDays: 30,
  held: false,
};

/**
 * Each test's card, unmounted after it: a dialog's closing transition must not outlive the page.
 * Call once at a test file's top.
 */
export function unmountCardsAfterEach(): RenderedUi[] {
  const drawnCards: RenderedUi[] = [];
  afterEach(async () => {
    await Promise.all(drawnCards.splice(0).map((card) => card.unmount()));
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  return drawnCards;
}

export const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name);

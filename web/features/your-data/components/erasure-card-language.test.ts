// @vitest-environment happy-dom
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageLanguage } from '../../../../shared/i18n/languages';
import { InLanguage } from '../../../i18n/page-language';
import { fakeApi } from '../../../test/fake-api';
import { settle, testQueryClient, userDoes } from '../../../test/render-hook';
import { renderUi } from '../../../test/render-ui';
import type { YourData } from '../api/get-your-data';
import { ErasureCard } from './erasure-card';
import { buttonNamed, DATA, NOW, TOKEN, unmountCardsAfterEach } from './erasure-card.fixture';

const drawnCards = unmountCardsAfterEach();

/** The card as the page draws it in `language`, once that language's words have loaded. */
async function drawnIn(language: PageLanguage, data: Partial<YourData> = {}) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fakeApi();
  const card = createElement(ErasureCard, { token: TOKEN, data: { ...DATA, ...data } });
  const drawn = await renderUi(
    createElement(InLanguage, {
      language,
      children: createElement(Suspense, { fallback: null }, card),
    }),
    { client: testQueryClient() },
  );
  drawnCards.push(drawn);
  // The language's file loads as a module of its own: a few rounds, then the card draws.
  for (let round = 0; round < 50 && !drawn.container.querySelector('h2'); round += 1)
    await settle();
  return drawn;
}

describe('"Your data" in the candidate’s language', () => {
  it.each([
    ['de', 'Löschung meiner Daten beantragen', 'Ihre Daten werden am 30. Dezember 2026 gelöscht'],
    [
      'fr',
      'Demander l’effacement de mes données',
      'Vos données seront effacées le 30 décembre 2026',
    ],
    ['es', 'Solicitar el borrado de mis datos', 'Sus datos se borrarán el 30 de diciembre de 2026'],
  ] as const)(
    'in %s, says the day of the erasure as that language writes it',
    async (language, ask, when) => {
      await drawnIn(language);
      await userDoes(() => buttonNamed(ask)?.click());
      expect(document.body.textContent).toContain(when);
    },
  );

  it('tells the day of a request received, and nothing of mail when none is sent', async () => {
    const { container } = await drawnIn('de', {
      mailOn: false,
      erasureRequestedAt: '2026-11-20T10:00:00.000Z',
      erasureDueAt: '2026-12-20T10:00:00.000Z',
    });
    expect(container.textContent).toContain(
      'Sie haben am 20. November 2026 die Löschung Ihrer Daten beantragt.',
    );
    expect(container.textContent).toContain('Ihre Daten werden am 20. Dezember 2026 gelöscht.');
    expect(container.textContent).not.toMatch(/E-Mail/);
  });

  it('puts every text between the pseudo-locale’s brackets', async () => {
    const { container } = await drawnIn('en-XA');
    const texts = [...container.querySelectorAll('h2, p, button')].map((node) => node.textContent);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text).toMatch(/^⟦.*⟧$/);
  });
});

// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { YOUR_DATA_PAGE_TEXTS as TEXTS } from '../../../../shared/your-data-page-texts';
import { DAY_MS, formatDate } from '../../../lib/format-moment';
import { fakeApi } from '../../../test/fake-api';
import { settle, testQueryClient, userDoes } from '../../../test/render-hook';
import { renderUi } from '../../../test/render-ui';
import { linkQueryKeys } from '../../../lib/link-query-keys';
import { useYourData, type YourData } from '../api/get-your-data';
import { ErasureCard } from './erasure-card';
import { buttonNamed, DATA, NOW, TOKEN, unmountCardsAfterEach } from './erasure-card.fixture';

const drawnCards = unmountCardsAfterEach();

/** The card as the page draws it: from the page's query, which the request's answer updates. */
function CardOfQuery() {
  const { data } = useYourData(TOKEN, false);
  return data ? createElement(ErasureCard, { token: TOKEN, data }) : null;
}

async function drawn(data: Partial<YourData> = {}) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const client = testQueryClient();
  client.setQueryData(linkQueryKeys.yourData(TOKEN), { ...DATA, ...data });
  const card = await renderUi(createElement(CardOfQuery), { client });
  drawnCards.push(card);
  return card;
}

describe('asking for erasure on "Your data"', () => {
  it('says the date it will be done before asking, then shows the request the server holds', async () => {
    const api = fakeApi();
    await drawn();
    await userDoes(() => buttonNamed(TEXTS.erasureButton)?.click());
    const due = formatDate(new Date(NOW.getTime() + 30 * DAY_MS));
    expect(document.body.textContent).toContain(TEXTS.confirmWhen(due, true));
    // Nothing is asked before the candidate confirms.
    expect(api.requests).toEqual([]);

    await userDoes(() => buttonNamed(TEXTS.confirmButton)?.click());
    const [request] = api.waiting();
    expect(request).toMatchObject({ method: 'POST', path: `/api/your-data/${TOKEN}/erasure` });
    request?.answer(200, {
      result: true,
      status: 'We received your request.',
      data: {
        erasureRequestedAt: '2026-11-30T10:00:00.000Z',
        erasureDueAt: '2026-12-30T10:00:00.000Z',
      },
    });
    await settle();
    expect(document.body.textContent).toContain(TEXTS.requestedTitle);
    expect(document.body.textContent).toContain(TEXTS.requestedWhen('30 Dec 2026', true));
    expect(buttonNamed(TEXTS.erasureButton)).toBeUndefined();
    // The confirmation takes the focus from the closed dialog, in the live region.
    const requested = document.querySelector('[data-your-data="erasure-requested"]');
    expect(document.activeElement).toBe(requested);
    expect(requested?.closest('[role="status"]')).not.toBeNull();
  });

  it('promises no email when this server sends none', async () => {
    const api = fakeApi();
    await drawn({ mailOn: false });
    await userDoes(() => buttonNamed(TEXTS.erasureButton)?.click());
    expect(document.body.textContent).not.toMatch(/email/i);
    await userDoes(() => buttonNamed(TEXTS.confirmButton)?.click());
    api.waiting()[0]?.answer(200, {
      result: true,
      status: 'We received your request.',
      data: {
        erasureRequestedAt: '2026-11-30T10:00:00.000Z',
        erasureDueAt: '2026-12-30T10:00:00.000Z',
      },
    });
    await settle();
    expect(document.body.textContent).toContain(TEXTS.requestedWhen('30 Dec 2026', false));
    expect(document.body.textContent).not.toMatch(/email/i);
  });

  it('says "within the hour" when the team carries requests out at once', async () => {
    fakeApi();
    await drawn({ erasureDelayDays: 0 });
    await userDoes(() => buttonNamed(TEXTS.erasureButton)?.click());
    expect(document.body.textContent).toContain(TEXTS.confirmSoon(true));
  });

  it('tells a held candidate their request is received, with no date and no reason', async () => {
    fakeApi();
    const { container } = await drawn({
      held: true,
      erasureRequestedAt: '2026-11-20T10:00:00.000Z',
      erasureDueAt: '2026-12-20T10:00:00.000Z',
    });
    const text = container.textContent ?? '';
    expect(text).toContain(TEXTS.requestedOn('20 Nov 2026'));
    expect(text).toContain(TEXTS.requestedHeld);
    expect(text).not.toContain('20 Dec 2026');
    expect(text).not.toMatch(/hold/i);
  });

  it('keeps the request unsent and says why when the server refuses it', async () => {
    const api = fakeApi();
    await drawn();
    await userDoes(() => buttonNamed(TEXTS.erasureButton)?.click());
    await userDoes(() => buttonNamed(TEXTS.confirmButton)?.click());
    api.waiting()[0]?.answer(404, {
      result: false,
      status: 'This link does not work.',
      code: 'your-data-unknown',
    });
    await settle();
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe(
      'This link does not work.',
    );
    expect(document.body.textContent).not.toContain(TEXTS.requestedTitle);
  });
});

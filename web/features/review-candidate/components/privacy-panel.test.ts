// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CandidatePrivacy } from '../../../../shared/privacy.schema';
import { renderUi } from '../../../test/render-ui';
import { PrivacyNotice } from './privacy-panel';

// The page's English compiled, as the browser gets it.
vi.mock('../../../../shared/messages/workspace-review-candidate/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

const NOTHING: CandidatePrivacy = {
  hold: null,
  erasureRequestedAt: null,
  deleteOn: null,
  deleteReason: null,
};

/** Today, for the notice: a deletion within 7 days of it is an alert. */
const NOW = Date.parse('2026-11-30T12:00:00.000Z');

/** The alert's sentences as drawn; [] when it draws none. */
async function noticeOf(privacy: Partial<CandidatePrivacy>) {
  return (await drawn(privacy)).alert;
}

async function drawn(privacy: Partial<CandidatePrivacy>) {
  const { container, unmount } = await renderUi(
    createElement(PrivacyNotice, { privacy: { ...NOTHING, ...privacy }, now: NOW }),
  );
  const alert = container.querySelector('[role="alert"]');
  const lines = [...(alert?.querySelectorAll('p') ?? [])].map((line) => line.textContent);
  const all = [...container.querySelectorAll('p')].map((line) => line.textContent);
  await unmount();
  return { alert: lines, all };
}

describe("the candidate's privacy notice", () => {
  it('says nothing of a candidate nothing deletes', async () => {
    expect(await noticeOf({})).toEqual([]);
  });

  it('says a deletion further off than a week in a quiet line, not an alert', async () => {
    expect(
      await drawn({ deleteOn: '2027-05-29T12:00:00.000Z', deleteReason: 'retention' }),
    ).toEqual({ alert: [], all: ['Will be deleted on 29 May 2027 (retention policy).'] });
  });

  it('gives the date and the reason of a candidate due within a week', async () => {
    expect(
      await noticeOf({ deleteOn: '2026-12-03T12:00:00.000Z', deleteReason: 'retention' }),
    ).toEqual(['Will be deleted on 3 Dec 2026 (retention policy).']);
  });

  it('says when the candidate asked for erasure and when it is carried out', async () => {
    expect(
      await noticeOf({
        erasureRequestedAt: '2026-11-20T12:00:00.000Z',
        deleteOn: '2026-12-20T12:00:00.000Z',
        deleteReason: 'erasure',
      }),
    ).toEqual([
      'The candidate asked for their data to be erased on 20 Nov 2026; it will be carried out on 20 Dec 2026.',
    ]);
  });

  it('names who held the candidate and why, and that an erasure request waits', async () => {
    const hold = { reason: 'keep: legal hold', by: 'Ada Owner', at: '2026-11-25T12:00:00.000Z' };
    expect(await noticeOf({ hold })).toEqual([
      'Held from deletion by Ada Owner on 25 Nov 2026: “keep: legal hold”.',
    ]);
    expect(await noticeOf({ hold, erasureRequestedAt: '2026-11-20T12:00:00.000Z' })).toEqual([
      'The candidate asked for their data to be erased on 20 Nov 2026; it waits while they are held from deletion.',
      'Held from deletion by Ada Owner on 25 Nov 2026: “keep: legal hold”.',
    ]);
  });
});

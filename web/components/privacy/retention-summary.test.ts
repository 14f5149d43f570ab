// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RetentionPolicy } from '../../../shared/privacy.schema';
import { renderUi } from '../../test/render-ui';
import { RetentionSummary } from './retention-summary';

async function itemsOf(policy: RetentionPolicy | null) {
  const { container, unmount } = await renderUi(createElement(RetentionSummary, { policy }));
  const items = [...container.querySelectorAll('li')].map((item) => item.textContent);
  const text = container.querySelector('p')?.textContent;
  await unmount();
  return { items, text };
}

describe('the retention summary', () => {
  it('says candidates are kept when retention is off', async () => {
    const { items, text } = await itemsOf(null);
    expect(items).toEqual([]);
    expect(text).toBe('Retention is off: candidates are kept until someone deletes them.');
  });

  it('says per status what is deleted and when, in the settings’ order', async () => {
    const { items } = await itemsOf({ new: 180, shortlisted: null, on_hold: 1, rejected: 30 });
    expect(items).toEqual([
      'New candidates are deleted 180 days after their last activity, decision or invite expiry, whichever is latest.',
      'Shortlisted candidates are kept until someone deletes them.',
      'Candidates with the status On hold are deleted 1 day after their last activity, decision or invite expiry, whichever is latest.',
      'Rejected candidates are deleted 30 days after their last activity, decision or invite expiry, whichever is latest.',
    ]);
  });
});

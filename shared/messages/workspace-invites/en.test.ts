import { describe, expect, it } from 'vitest';
import { INVITE_TEXTS } from '../../invite-texts';
import { INVITING_TEXTS } from '../../inviting-texts';
import { extraTimeLabel } from '../../time-allowance';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

/** The messages that were functions composing English: the same words for several values. */
describe('the invites catalogue writes what the texts modules wrote', () => {
  const names = ['Mia Way', 'the candidate'];

  it.each(names)('stopping %s', (name) => {
    expect(t('revokeUsedTitle', { name })).toBe(INVITE_TEXTS.workspace.revokeUsedTitle(name));
    expect(t('revokeUsedBody', { name })).toBe(INVITE_TEXTS.workspace.revokeUsedBody(name));
    expect(t('extendUsedTooltip', { name })).toBe(INVITE_TEXTS.workspace.extendUsedTooltip(name));
  });

  it('a mail that failed, and one tried again', () => {
    const reason = 'connect ECONNREFUSED 127.0.0.1:25';
    expect(t('deliveryFailedReason', { reason })).toBe(
      INVITING_TEXTS.delivery.failedReason(reason),
    );
    for (const attempts of [1, 2, 12]) {
      expect(t('deliveryRetrying', { attempts })).toBe(INVITING_TEXTS.delivery.retrying(attempts));
    }
  });

  it.each([0, 1, 2, 200])('a list of %i', (count) => {
    expect(t('bulkTooMany', { max: count })).toBe(INVITING_TEXTS.bulk.tooMany(count));
    expect(t('bulkReady', { clean: count, total: 200 })).toBe(
      INVITING_TEXTS.bulk.ready(count, 200),
    );
    expect(t('bulkCreate', { count, mode: 'email' })).toBe(INVITING_TEXTS.bulk.create(count, true));
    expect(t('bulkCreate', { count, mode: 'link' })).toBe(INVITING_TEXTS.bulk.create(count, false));
  });

  it.each([
    [1, 0, 0],
    [2, 2, 0],
    [1, 0, 1],
    [3, 1, 2],
    [0, 0, 5],
    [200, 200, 1],
  ])('%i created, %i queued, %i left out', (created, queued, skipped) => {
    expect(t('bulkSummary', { created, queued, skipped })).toBe(
      INVITING_TEXTS.bulk.summary(created, queued, skipped),
    );
  });

  it.each([{ percent: 25 }, { percent: 200 }, { minutes: 1 }, { minutes: 15 }, { minutes: 600 }])(
    'extra time %o',
    (extraTime) => {
      const label =
        'percent' in extraTime
          ? t('extraTimePercent', extraTime)
          : t('extraTimeMinutes', extraTime);
      expect(label).toBe(extraTimeLabel(extraTime));
    },
  );

  it('a link expired while its candidate answers', () => {
    expect(t('inProgressLinkExpired')).toBe('In progress · Link expired');
  });
});

import type { TimelineEvent } from '../../../../shared/review.schema';
import { spanParts } from '../../../lib/format-span';
import type { ReviewTexts } from '../review-candidate-texts';

/** Longer than a reload takes: the page was closed (or left) and opened again later. */
const RELOAD_MAX_MS = 60_000;

/** "1 min 12 s", "45 s", "2 h 5 min": a span of time as a reviewer reads it (formatSpan's). */
export function spanText(milliseconds: number, t: ReviewTexts): string {
  const { hours, minutes, seconds } = spanParts(milliseconds);
  if (hours > 0) {
    return minutes > 0 ? t('spanHoursMinutes', { hours, minutes }) : t('spanHours', { hours });
  }
  if (minutes > 0) {
    return seconds > 0
      ? t('spanMinutesSeconds', { minutes, seconds })
      : t('spanMinutes', { minutes });
  }
  return t('spanSeconds', { seconds });
}

/**
 * One timeline entry as a plain sentence (`docs/integrity.md`): "Pasted 412 characters", "Left
 * the tab for 1 min 12 s", "Reloaded the page", "Continued on another computer (Chrome 131 on
 * Linux)".
 */
export function describeIntegrityEvent(event: TimelineEvent, t: ReviewTexts): string {
  const { detail } = event;
  switch (event.kind) {
    case 'paste':
      return detail ? t('pasted', { detail }) : t('pastedText');
    case 'tab_hidden':
      return event.durationMs === null
        ? t('leftTabForGood')
        : t('leftTabFor', { span: spanText(event.durationMs, t) });
    case 'blocked_key':
      return detail ? t('blockedKey', { detail }) : t('blockedAKey');
    case 'context_menu':
      return t('contextMenu');
    case 'tab_returned':
      return t('cameBack');
    case 'reloaded':
      return event.durationMs !== null && event.durationMs > RELOAD_MAX_MS
        ? t('leftAndReopened', { span: spanText(event.durationMs, t) })
        : t('reloaded');
    case 'page_opened':
      return t('pageOpened');
    case 'page_left':
      return t('pageLeft');
    case 'device_added':
      return detail ? t('anotherComputerWith', { detail }) : t('anotherComputer');
  }
}

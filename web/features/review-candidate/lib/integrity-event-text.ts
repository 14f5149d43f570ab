import type { TimelineEvent } from '../../../../shared/review.schema';
import { formatSpan } from '../../../lib/format-span';

/** Longer than a reload takes: the page was closed (or left) and opened again later. */
const RELOAD_MAX_MS = 60_000;

/**
 * One timeline entry as a plain sentence (`docs/integrity.md`): "Pasted 412 characters", "Left
 * the tab for 1 min 12 s", "Reloaded the page", "Continued on another computer (Chrome 131 on
 * Linux)".
 */
export function describeIntegrityEvent(event: TimelineEvent): string {
  switch (event.kind) {
    case 'paste':
      return event.detail ? `Pasted ${event.detail}` : 'Pasted text';
    case 'tab_hidden':
      return event.durationMs === null
        ? 'Left the tab and did not come back'
        : `Left the tab for ${formatSpan(event.durationMs)}`;
    case 'blocked_key':
      return event.detail ? `Blocked key ${event.detail}` : 'Blocked a key';
    case 'context_menu':
      return 'Opened the context menu';
    case 'tab_returned':
      return 'Came back to the tab';
    case 'reloaded':
      return event.durationMs !== null && event.durationMs > RELOAD_MAX_MS
        ? `Left the page and opened it again ${formatSpan(event.durationMs)} later`
        : 'Reloaded the page';
    case 'page_opened':
      return 'Opened the page';
    case 'page_left':
      return 'Closed or left the page';
    case 'device_added':
      return event.detail
        ? `Continued on another computer (${event.detail})`
        : 'Continued on another computer';
  }
}

import type { TimelineEvent } from '../../../../shared/review.schema';
import { formatSpan } from './format-amounts';

/** One integrity event as a short sentence: "Pasted 412 characters", "Left the tab for 1 min 12 s". */
export function describeIntegrityEvent(event: TimelineEvent): string {
  switch (event.kind) {
    case 'paste':
      return event.detail ? `Pasted ${event.detail}` : 'Pasted text';
    case 'tab_hidden':
      return event.durationMs === null
        ? 'Left the tab (did not come back)'
        : `Left the tab for ${formatSpan(event.durationMs)}`;
    case 'blocked_key':
      return event.detail ? `Blocked key ${event.detail}` : 'Blocked a key';
    case 'context_menu':
      return 'Opened the context menu';
    case 'tab_returned':
      return 'Came back to the tab';
    case 'page_opened':
      return 'Opened the assessment page';
    case 'page_left':
      return 'Left the assessment page';
  }
}

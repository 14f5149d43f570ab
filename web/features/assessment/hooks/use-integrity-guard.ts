import { useCallback, useEffect } from 'react';
import type { IntegrityEventRequest } from '../../../../shared/assessment.schema';
import { recordIntegrityEvent } from '../api/assessment-calls';

/** The shortcut a key press is, when it is one SPEC A10 blocks. */
function blockedShortcut(event: KeyboardEvent): string | null {
  const key = event.key.toUpperCase();
  if (key === 'F12') return 'F12';
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && event.shiftKey && ['I', 'J', 'C'].includes(key)) return `Ctrl+Shift+${key}`;
  if (ctrl && !event.shiftKey && key === 'U') return 'Ctrl+U';
  return null;
}

/**
 * During the assessment: blocks the developer-tools shortcuts and the context menu, and records
 * those, leaving the tab and pasting as integrity events for reviewers (the candidate was told).
 * Answers a function to record other events.
 */
export function useIntegrityGuard(token: string): (event: IntegrityEventRequest) => void {
  const record = useCallback(
    (event: IntegrityEventRequest) => {
      recordIntegrityEvent(token, { ...event, occurredAt: new Date().toISOString() }).catch(() => {
        // An event that cannot be sent is not the candidate's work: it is not retried.
      });
    },
    [token],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = blockedShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      event.stopPropagation();
      record({ kind: 'blocked_key', detail: shortcut });
    };
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      record({ kind: 'context_menu' });
    };
    // The pair tells reviewers how long the candidate was away; the server measures it.
    let hidden = document.visibilityState === 'hidden';
    const onVisibility = () => {
      const nowHidden = document.visibilityState === 'hidden';
      if (nowHidden === hidden) return;
      hidden = nowHidden;
      record({ kind: nowHidden ? 'tab_hidden' : 'tab_returned' });
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [record]);

  return record;
}

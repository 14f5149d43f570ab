import { useCallback, useEffect } from 'react';
import type { IntegrityEventRequest } from '../../../../shared/assessment.schema';
import { recordIntegrityEvent } from '../api/assessment-calls';

/** The shortcut a key press is, when it is one the assessment blocks. */
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
 * those, leaving the tab, opening and leaving the page, and pasting as integrity events for
 * reviewers (the candidate was told; `docs/integrity.md`). Answers a function to record others.
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
    // The page in front of the candidate: now, or when first shown (loaded in the background).
    // After leaving the tab, opening the page again (a reload, a tab the browser discarded) ends
    // that time away; the server measures it.
    let opened = false;
    let hidden = document.visibilityState === 'hidden';
    const open = () => {
      if (opened) return;
      opened = true;
      record({ kind: 'page_opened' });
    };
    if (!hidden) open();
    // The pair tells reviewers how long the candidate was away; the server measures it.
    const onVisibility = () => {
      const nowHidden = document.visibilityState === 'hidden';
      if (nowHidden === hidden) return;
      hidden = nowHidden;
      // Not open: loaded in the background (opened once shown), or unloading, which hides the
      // page too after pagehide (that is `page_left`, never a leave of the tab).
      if (!opened) {
        if (!nowHidden) open();
        return;
      }
      record({ kind: nowHidden ? 'tab_hidden' : 'tab_returned' });
    };
    // A reload, a navigation or closing the tab: sent with keepalive, so it outlives the page.
    const onPageHide = () => {
      if (opened) record({ kind: 'page_left' });
      opened = false;
    };
    // Back from the browser's back/forward cache: the same page, opened again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      hidden = document.visibilityState === 'hidden';
      if (!hidden) open();
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [record]);

  return record;
}

import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

let loading: Promise<ComponentType> | undefined;

/** The toast stack's component; a load that failed (offline) is tried again the next time. */
function loadHost(): Promise<ComponentType> {
  loading ??= import('./notifications-host').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the toast stack now, not when the page is idle: for a page that needs its toasts even if
 * the connection goes the moment it has drawn. Never fails (a failed load is tried again online).
 */
export function loadToasts(): Promise<void> {
  return loadHost().then(
    () => undefined,
    () => undefined,
  );
}

/** Runs `load` once the browser is idle; returns what cancels it. */
function whenIdle(load: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 2_000);
  return () => clearTimeout(timer);
}

/**
 * Toasts. Their component and styles stay off the first load (most pages show none before the
 * visitor acts) and come once the page is idle, or with the first toast if that is sooner. Not
 * only with the first toast: the toasts that matter most say the connection is gone
 * (docs/waiting-states.md), when the component could no longer be fetched. Toasts raised before
 * it arrives wait in Mantine's store and show (and close) as usual once it has; a failed load is
 * tried again when the connection comes back.
 */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [Host, setHost] = useState<ComponentType | null>(null);
  const wanted = notifications.length + queue.length > 0;

  useEffect(() => {
    if (Host) return;
    let live = true;
    const load = () => {
      loadHost().then(
        (component) => live && setHost(() => component),
        () => undefined,
      );
    };
    if (wanted) load();
    const cancelIdle = whenIdle(load);
    window.addEventListener('online', load);
    return () => {
      live = false;
      cancelIdle();
      window.removeEventListener('online', load);
    };
  }, [Host, wanted]);

  return Host ? <Host /> : null;
}

import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Toasts, loaded with the first one: most pages never show one before the visitor acts, so the
 * component and its styles stay off the first load. Toasts raised before it arrives wait in
 * Mantine's store and show (and close) as usual once it has.
 */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_FALLBACK_AUTO_CLOSE_MS } from '../../shared/constants';

/** Mantine's toast stack, top-right; loaded by `Toaster` when the first toast comes. */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={TOAST_FALLBACK_AUTO_CLOSE_MS} />;
}

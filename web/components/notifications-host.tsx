import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_FALLBACK_AUTO_CLOSE_MS } from '../../shared/constants';

/**
 * Mantine's toast stack, top-right (top-left right to left: the corner the page's end mirrors to,
 * docs/product.md#right-to-left); loaded by `Toaster` when the first toast comes.
 */
export default function NotificationsHost() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      autoClose={TOAST_FALLBACK_AUTO_CLOSE_MS}
    />
  );
}

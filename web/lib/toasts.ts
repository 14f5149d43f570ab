import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** Toasts: top-right, green or red, closing by themselves after 3 s. */
export function showSuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
  });
}

export function showError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
  });
}

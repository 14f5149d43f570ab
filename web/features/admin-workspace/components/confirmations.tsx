// The confirmations ModalsProvider opens: a Modal with two Buttons.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { ModalsProvider } from '@mantine/modals';

/**
 * Where the workspace's confirmations (delete, revoke) appear. Pages open them with
 * `modals.openConfirmModal`, an event this provider listens for, so it wraps nothing.
 */
export default function Confirmations() {
  return <ModalsProvider />;
}

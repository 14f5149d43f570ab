import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { recorderTexts } from '../recorder-texts';

/** Why the video waits: no network at all, or a network without our server. */
export type ConnectionWait = 'offline' | 'unreachable';

/**
 * Offline is the browser's word (`navigator.onLine`); unreachable is the upload's own: its last
 * request got no answer and is being retried (docs/waiting-states.md).
 */
export function connectionWaitOf(online: boolean, retrying: boolean): ConnectionWait | null {
  if (!online) return 'offline';
  return retrying ? 'unreachable' : null;
}

/**
 * A calm notice of why the video waits and what happens next. It sits inside a live region of
 * its caller's (`role="status"`), so a screen reader hears it when it appears; it is a group, not
 * an alert, because nothing went wrong that the candidate must act on.
 */
export function ConnectionNotice({ wait, children }: { wait: ConnectionWait; children: string }) {
  const t = useTexts(recorderTexts);
  const offline = wait === 'offline';
  return (
    <Alert
      role="group"
      color="yellow"
      variant="light"
      icon={offline ? <IconWifiOff aria-hidden /> : <IconServerOff aria-hidden />}
      title={t(offline ? 'offlineTitle' : 'unreachableTitle')}
      data-waiting={wait}
    >
      {children}
    </Alert>
  );
}

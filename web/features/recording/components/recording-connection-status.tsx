import { useTexts } from '../../../i18n/texts';
import { useOnline } from '../../../lib/use-online';
import type { RecorderPhase, UploadState } from '../hooks/use-recorder';
import { recorderTexts } from '../recorder-texts';
import { ConnectionNotice, connectionWaitOf } from './connection-notice';

interface RecordingConnectionStatusProps {
  phase: RecorderPhase;
  uploadState: UploadState;
  /** The upload's last request got no answer and is being retried. */
  retrying: boolean;
}

/**
 * While recording (or paused): why the video is not reaching the server, if it is not. The
 * recorder goes on either way; what is not sent yet waits in the page. After End Recording the
 * complete dialog says it instead.
 */
export function RecordingConnectionStatus(props: RecordingConnectionStatusProps) {
  const t = useTexts(recorderTexts);
  const online = useOnline();
  const recording = props.phase === 'recording' || props.phase === 'paused';
  const wait =
    recording && props.uploadState === 'uploading'
      ? connectionWaitOf(online, props.retrying)
      : null;
  return (
    <div role="status" aria-live="polite">
      {wait && (
        <ConnectionNotice wait={wait}>
          {t(wait === 'offline' ? 'recordingOffline' : 'recordingUnreachable')}
        </ConnectionNotice>
      )}
    </div>
  );
}

import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconCloudPause } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/**
 * A recording not ready to watch: still on its way, waiting for storage, or failed (with why).
 * The video introduction and each video or audio answer say it alike.
 */
export function ProcessingNotice({
  state,
  noun,
  failureReason = null,
  focused = false,
}: {
  state: 'uploading' | 'waiting' | 'failed';
  /** What the sentence is about. */
  noun: 'video' | 'recording';
  failureReason?: string | null;
  /**
   * Takes the keyboard focus when shown: Try processing again succeeded and its button is gone,
   * and focus would otherwise fall to the page's start.
   */
  focused?: boolean;
}) {
  const t = useTexts(reviewCandidateTexts);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) notice.current?.focus();
  }, [focused]);
  if (state === 'uploading') {
    return (
      <Alert
        ref={notice}
        tabIndex={-1}
        color="blue"
        variant="light"
        icon={<IconClockHour4 size={20} />}
      >
        {t('processingUploading', { noun })}
      </Alert>
    );
  }
  if (state === 'waiting') {
    // Calm: the candidate's part is done and the bytes are safe; it comes by itself.
    return (
      <Alert
        ref={notice}
        tabIndex={-1}
        color="indigo"
        variant="light"
        icon={<IconCloudPause size={20} />}
        title={t('processingWaitingTitle')}
      >
        {t('processingWaiting', { noun })}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('processingFailed', { noun })}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {failureReason ?? t('processingNoReason')}
      </Text>
    </Alert>
  );
}

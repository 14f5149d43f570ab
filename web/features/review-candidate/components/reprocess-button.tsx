import '@mantine/core/styles/Button.css';
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMayAccess } from '../../../lib/current-member';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { useReprocessRecording } from '../api/reprocess-recording';

/**
 * Under a failed video introduction, or a failed video or audio answer to `questionIndex`, whose
 * upload is kept: processing it again, for members who may review (docs/product.md). A refusal
 * (someone else did it first, the upload is gone) is said beside it.
 */
export function ReprocessButton({
  candidateId,
  questionIndex = null,
  onReprocessed,
}: {
  candidateId: string;
  questionIndex?: number | null;
  /** The server took it: the page is about to show the recording on its way, without this. */
  onReprocessed?: () => void;
}) {
  const t = useTexts(reviewCandidateTexts);
  const mayReview = useMayAccess('review');
  const reprocess = useReprocessRecording(candidateId, questionIndex, onReprocessed);
  if (!mayReview) return null;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={reprocess.isPending}
        onClick={() => reprocess.mutate()}
      >
        {t('reprocess')}
      </Button>
      <Text
        size="sm"
        c={reprocess.isError ? 'red' : 'dimmed'}
        role={reprocess.isError ? 'alert' : undefined}
      >
        {reprocess.isError ? reprocess.error.message : t('reprocessHint')}
      </Text>
    </Group>
  );
}

import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ReviewStatusSchema, type ReviewStatus } from '../../../../shared/review.schema';
import { STATUS_COLORS, useStatusLabel } from './review-status-badge';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

interface StatusInputProps {
  value: ReviewStatus;
  onChange: (status: ReviewStatus) => void;
}

/** New, Shortlisted, On hold or Rejected. */
export function StatusInput({ value, onChange }: StatusInputProps) {
  const t = useTexts(reviewCandidateTexts);
  const statusLabel = useStatusLabel();
  // Four words side by side do not fit a phone's card: there they stack.
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="review-status-label">
        {t('status')}
      </Text>
      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-labelledby="review-status-label"
        value={value}
        color={STATUS_COLORS[value]}
        autoContrast
        onChange={(next) => onChange(ReviewStatusSchema.parse(next))}
        data={ReviewStatusSchema.options.map((status) => ({
          value: status,
          label: statusLabel(status),
        }))}
      />
    </Stack>
  );
}

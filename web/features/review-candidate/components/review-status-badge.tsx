import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReviewStatus } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

export const STATUS_COLORS: Record<ReviewStatus, string> = {
  new: 'blue',
  shortlisted: 'teal',
  on_hold: 'yellow',
  rejected: 'red',
};

const STATUS_KEYS = {
  new: 'statusNew',
  shortlisted: 'statusShortlisted',
  on_hold: 'statusOnHold',
  rejected: 'statusRejected',
} as const satisfies Record<ReviewStatus, string>;

/** A review status's name in the page's language: New, Shortlisted, On hold or Rejected. */
export function useStatusLabel(): (status: ReviewStatus) => string {
  const t = useTexts(reviewCandidateTexts);
  return (status) => t(STATUS_KEYS[status]);
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge variant="filled" color={STATUS_COLORS[status]} radius="sm" size="lg" autoContrast>
      {statusLabel(status)}
    </Badge>
  );
}

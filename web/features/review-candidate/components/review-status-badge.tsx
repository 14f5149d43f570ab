import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '../../../../shared/review.schema';

export const STATUS_COLORS: Record<ReviewStatus, string> = {
  new: 'blue',
  shortlisted: 'teal',
  on_hold: 'yellow',
  rejected: 'red',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge variant="filled" color={STATUS_COLORS[status]} radius="sm" size="lg" autoContrast>
      {REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}

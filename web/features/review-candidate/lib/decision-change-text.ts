import type { DecisionChange } from '../../../../shared/decisions.schema';
import { ReviewStatusSchema, type ReviewStatus } from '../../../../shared/review.schema';
import type { ReviewTexts } from '../review-candidate-texts';

/**
 * One line of the decision history: who did what ("Sam set the status to Shortlisted"), in the
 * page's words; `statusLabel` names a status as the page does.
 */
export function describeDecisionChange(
  { actor: who, field, value }: DecisionChange,
  t: ReviewTexts,
  statusLabel: (status: ReviewStatus) => string,
): string {
  switch (field) {
    case 'status': {
      const status = ReviewStatusSchema.safeParse(value);
      return t('setStatus', {
        who,
        status: status.success ? statusLabel(status.data) : String(value),
      });
    }
    case 'notes':
      return value ? t('changedNotes', { who }) : t('clearedNotes', { who });
    case 'score':
      return value === null ? t('clearedScore', { who }) : t('scored', { who, score: value });
    default:
      return t('changedOther', { who, field });
  }
}

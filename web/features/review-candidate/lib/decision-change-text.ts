import { DECISION_TEXTS } from '../../../../shared/decision-texts';
import type { DecisionChange } from '../../../../shared/decisions.schema';
import { REVIEW_STATUS_LABELS, ReviewStatusSchema } from '../../../../shared/review.schema';

/** One line of the decision history: who did what ("Sam set the status to Shortlisted"). */
export function describeDecisionChange({ actor, field, value }: DecisionChange): string {
  switch (field) {
    case 'status': {
      const status = ReviewStatusSchema.safeParse(value);
      return DECISION_TEXTS.setStatus(
        actor,
        status.success ? REVIEW_STATUS_LABELS[status.data] : String(value),
      );
    }
    case 'notes':
      return value ? DECISION_TEXTS.changedNotes(actor) : DECISION_TEXTS.clearedNotes(actor);
    case 'score':
      return value === null
        ? DECISION_TEXTS.clearedScore(actor)
        : DECISION_TEXTS.scored(actor, value);
    default:
      return DECISION_TEXTS.changedOther(actor, field);
  }
}

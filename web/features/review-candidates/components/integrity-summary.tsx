import type { IntegritySummary } from '../../../../shared/review.schema';
import { formatSpan } from '../../../lib/format-span';
import { textClass, visuallyHiddenClass } from './list-text';

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** "2 pastes · away 1 min 12 s (3 times)": what the list shows, short. */
export function integritySummaryLine(summary: IntegritySummary): string {
  const parts: string[] = [];
  if (summary.pastes > 0)
    parts.push(`${summary.pastes} ${summary.pastes === 1 ? 'paste' : 'pastes'}`);
  if (summary.awayCount > 0) {
    parts.push(`away ${formatSpan(summary.awayMs)} (${times(summary.awayCount)})`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'Nothing noted';
}

/** The same as a sentence, for a screen reader. */
export function integritySummarySentence(summary: IntegritySummary): string {
  if (summary.pastes === 0 && summary.awayCount === 0) {
    return 'Integrity: nothing noted, no pastes and no time away from the tab.';
  }
  const pastes = summary.pastes === 0 ? 'no pastes' : `pasted text ${times(summary.pastes)}`;
  const away =
    summary.awayCount === 0
      ? 'never left the tab'
      : `left the tab ${times(summary.awayCount)}, ${formatSpan(summary.awayMs)} in all`;
  return `Integrity: ${pastes}; ${away}.`;
}

/**
 * The list's one line on a candidate's integrity (`docs/integrity.md`): pastes and time away from
 * the tab, counted as the candidate's page shows them; reloads are not time away.
 */
export function IntegritySummaryText({ summary }: { summary: IntegritySummary }) {
  const noted = summary.pastes > 0 || summary.awayCount > 0;
  return (
    <span className={textClass('sm', !noted)} data-testid="integrity-summary">
      <span aria-hidden>{integritySummaryLine(summary)}</span>
      <span className={visuallyHiddenClass}>{integritySummarySentence(summary)}</span>
    </span>
  );
}

import type { IntegritySummary } from '../../../../shared/review.schema';
import { useTexts, type Translate } from '../../../i18n/texts';
import { formatSpan } from '../../../lib/format-span';
import { candidatesTexts } from '../candidates-texts';
import { textClass, visuallyHiddenClass } from './list-text';

type Texts = Translate<(typeof candidatesTexts)['english']>;

/** "2 pastes · away 1 min 12 s (3 times)": what the list shows, short. */
export function integritySummaryLine(summary: IntegritySummary, t: Texts): string {
  const parts: string[] = [];
  if (summary.pastes > 0) parts.push(t('integrityPastes', { count: summary.pastes }));
  if (summary.awayCount > 0) {
    parts.push(t('integrityAway', { span: formatSpan(summary.awayMs), count: summary.awayCount }));
  }
  return parts.length > 0 ? parts.join(' · ') : t('integrityNothing');
}

/** The same as a sentence, for a screen reader. */
export function integritySummarySentence(summary: IntegritySummary, t: Texts): string {
  if (summary.pastes === 0 && summary.awayCount === 0) return t('integrityNone');
  return t('integritySentence', {
    pastes: summary.pastes,
    away: summary.awayCount,
    span: formatSpan(summary.awayMs),
  });
}

/**
 * The list's one line on a candidate's integrity (`docs/integrity.md`): pastes and time away from
 * the tab, counted as the candidate's page shows them; reloads are not time away.
 */
export function IntegritySummaryText({ summary }: { summary: IntegritySummary }) {
  const t = useTexts(candidatesTexts);
  const noted = summary.pastes > 0 || summary.awayCount > 0;
  return (
    <span className={textClass('sm', !noted)} data-testid="integrity-summary">
      <span aria-hidden>{integritySummaryLine(summary, t)}</span>
      <span className={visuallyHiddenClass}>{integritySummarySentence(summary, t)}</span>
    </span>
  );
}

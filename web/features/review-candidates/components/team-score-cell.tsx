import { useTexts } from '../../../i18n/texts';
import { formatAverage } from '../../../lib/format-score';
import { candidatesTexts } from '../candidates-texts';
import { listLayout, textClass, visuallyHiddenClass } from './list-text';

interface TeamScoreCellProps {
  average: number | null;
  count: number;
  mine: number | null;
}

/** The list's score column: the team's average with how many scored, and one's own below it. */
export function TeamScoreCell({ average, count, mine }: TeamScoreCellProps) {
  const t = useTexts(candidatesTexts);
  return (
    <div className={listLayout.column}>
      {average === null ? (
        <p className={textClass('sm', true)}>
          <span aria-hidden>—</span>
          <span className={visuallyHiddenClass}>{t('nobodyScored')}</span>
        </p>
      ) : (
        <p className={textClass('sm')} data-testid="team-average">
          <span aria-hidden>
            {formatAverage(average)} ({count})
          </span>
          <span className={visuallyHiddenClass}>
            {t('average', { average: formatAverage(average), count })}
          </span>
        </p>
      )}
      <p className={textClass('xs', true)} data-testid="my-score">
        {mine === null ? t('yoursNone') : t('yours', { score: mine })}
      </p>
    </div>
  );
}

import { formatAverage } from '../../../lib/format-score';
import { listLayout, textClass, visuallyHiddenClass } from './list-text';

interface TeamScoreCellProps {
  average: number | null;
  count: number;
  mine: number | null;
}

/** The list's score column: the team's average with how many scored, and one's own below it. */
export function TeamScoreCell({ average, count, mine }: TeamScoreCellProps) {
  return (
    <div className={listLayout.column}>
      {average === null ? (
        <p className={textClass('sm', true)}>
          <span aria-hidden>—</span>
          <span className={visuallyHiddenClass}>Nobody scored yet</span>
        </p>
      ) : (
        <p className={textClass('sm')} data-testid="team-average">
          <span aria-hidden>
            {formatAverage(average)} ({count})
          </span>
          <span className={visuallyHiddenClass}>
            Average {formatAverage(average)} of 5 from {count} {count === 1 ? 'score' : 'scores'}
          </span>
        </p>
      )}
      <p className={textClass('xs', true)} data-testid="my-score">
        {mine === null ? 'Yours: none' : `Yours: ${mine}`}
      </p>
    </div>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import classes from './score-stars.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface ScoreStarsProps {
  /** The chosen score, 1-5, or null for none. */
  value: number | null;
  onChange: (score: number) => void;
  /** The id of the text that names the group ("Your score"). */
  labelledBy: string;
  /** Each star's own name: "4 of 5". */
  starLabel?: (star: number) => string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  /** Keys that choose a score from anywhere on the page, for `aria-keyshortcuts`. */
  keyShortcuts?: string;
  'data-testid'?: string;
}

/**
 * A 1-5 score as the ARIA radio group pattern: native radios, so the group is one Tab stop (the
 * chosen star, or the first when none is), the arrow keys move and choose, Space chooses; Home
 * and End choose 1 and 5. Drawn as Mantine's Rating stars; hovering previews.
 */
export function ScoreStars({
  value,
  onChange,
  labelledBy,
  starLabel,
  size = 'lg',
  disabled = false,
  keyShortcuts,
  'data-testid': testId,
}: ScoreStarsProps) {
  const t = useTexts(reviewCandidateTexts);
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || (event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    const star = event.key === 'Home' ? 1 : 5;
    onChange(star);
    event.currentTarget.querySelector<HTMLInputElement>(`input[value="${star}"]`)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-keyshortcuts={keyShortcuts}
      className={classes.root}
      data-size={size}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((star) => {
        const id = `${name}-${star}`;
        return (
          <label
            key={star}
            htmlFor={id}
            className={classes.star}
            data-active={(!disabled && hovered === star) || undefined}
            onMouseEnter={() => !disabled && setHovered(star)}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={star}
              className={classes.input}
              checked={value === star}
              disabled={disabled}
              aria-label={starLabel ? starLabel(star) : t('starOf', { star })}
              onChange={() => onChange(star)}
            />
            <svg
              viewBox="0 0 24 24"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
              className={classes.symbol}
              data-filled={star <= shown || undefined}
            >
              <path d="M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z" />
            </svg>
          </label>
        );
      })}
    </div>
  );
}

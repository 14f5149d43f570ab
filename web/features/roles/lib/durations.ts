import { ROLE_LIMITS } from '../../../../shared/roles.schema';

/** `3:00`, `0:30`, `10:00`: a length as the recorder's timer shows it. */
export function clockLabel(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `3 minutes`, `30 seconds`, `1 minute 30 seconds`. */
export function durationWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} second${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ') || '0 seconds';
}

/** The takes a recording may have: 1 to 5, or unlimited (`''`, the API's null). */
export const TAKES_OPTIONS = [
  { value: '', label: 'Unlimited' },
  ...Array.from({ length: ROLE_LIMITS.takes.max }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? '1 take' : `${index + 1} takes`,
  })),
];

const STEP_SECONDS = 30;

/**
 * The video lengths the editor offers: 0:30 to 10:00 in steps of 30 s, and the role's own length
 * when it is between steps (an imported file may carry any length the API allows).
 */
export function videoLengthOptions(current: number): { value: string; label: string }[] {
  const lengths = new Set<number>();
  for (let s = ROLE_LIMITS.videoSeconds.min; s <= ROLE_LIMITS.videoSeconds.max; s += STEP_SECONDS)
    lengths.add(s);
  lengths.add(current);
  return [...lengths]
    .sort((a, b) => a - b)
    .map((seconds) => ({
      value: String(seconds),
      label: `${clockLabel(seconds)} (${durationWords(seconds)})`,
    }));
}

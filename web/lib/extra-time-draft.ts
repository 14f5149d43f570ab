import type { ExtraTime } from '../../shared/invites.schema';

/**
 * The extra-time choice as a form holds it: none, a share of the time limit, or minutes still
 * being typed ('' while the field is empty). The two shares teams pick most are one click each.
 */
export type ExtraTimeDraft =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'minutes'; minutes: number | '' };

export const COMMON_PERCENTS = [25, 50] as const;
export const EXTRA_MINUTES = { min: 1, max: 600, default: 15 } as const;
export const EXTRA_MINUTES_MISSING = 'Please enter the extra minutes, from 1 to 600.';

export function draftOf(extraTime: ExtraTime | null): ExtraTimeDraft {
  if (extraTime === null) return { kind: 'none' };
  if ('percent' in extraTime) return { kind: 'percent', percent: extraTime.percent };
  return { kind: 'minutes', minutes: extraTime.minutes };
}

/** What to send, or the reason the draft cannot be sent yet. */
export function extraTimeOf(
  draft: ExtraTimeDraft,
): { ok: true; extraTime: ExtraTime | null } | { ok: false; error: string } {
  if (draft.kind === 'none') return { ok: true, extraTime: null };
  if (draft.kind === 'percent') return { ok: true, extraTime: { percent: draft.percent } };
  const { minutes } = draft;
  if (
    minutes === '' ||
    !Number.isInteger(minutes) ||
    minutes < EXTRA_MINUTES.min ||
    minutes > EXTRA_MINUTES.max
  ) {
    return { ok: false, error: EXTRA_MINUTES_MISSING };
  }
  return { ok: true, extraTime: { minutes } };
}

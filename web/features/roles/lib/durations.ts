import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import type english from '../../../../shared/messages/workspace-roles/en';
import type { Translate } from '../../../i18n/texts';

type RolesTranslate = Translate<typeof english>;

/** `3:00`, `0:30`, `10:00`: a length as the recorder's timer shows it. */
export function clockLabel(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The takes a recording may have: 1 to 5, or unlimited (`''`, the API's null). */
export function takesOptions(t: RolesTranslate): { value: string; label: string }[] {
  return [
    { value: '', label: t('takesUnlimited') },
    ...Array.from({ length: ROLE_LIMITS.takes.max }, (_, index) => ({
      value: String(index + 1),
      label: t('takesCount', { count: index + 1 }),
    })),
  ];
}

const STEP_SECONDS = 30;

/**
 * The video lengths the editor offers: 0:30 to 10:00 in steps of 30 s, and the role's own length
 * when it is between steps (an imported file may carry any length the API allows), each as
 * `3:30 (3 minutes 30 seconds)`.
 */
export function videoLengthOptions(
  t: RolesTranslate,
  current: number,
): { value: string; label: string }[] {
  const lengths = new Set<number>();
  for (let s = ROLE_LIMITS.videoSeconds.min; s <= ROLE_LIMITS.videoSeconds.max; s += STEP_SECONDS)
    lengths.add(s);
  lengths.add(current);
  return [...lengths]
    .sort((a, b) => a - b)
    .map((seconds) => ({
      value: String(seconds),
      label: t('length', {
        clock: clockLabel(seconds),
        minutes: Math.floor(seconds / 60),
        seconds: seconds % 60,
      }),
    }));
}

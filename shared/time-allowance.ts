import type { ExtraTime } from './invites.schema';
import type { RoleSettings } from './roles.schema';

/**
 * The minutes one candidate is given: the role version's limit plus the invite's extra time, a
 * share rounded up to a whole minute (a candidate never gets less than the accommodation says).
 * Null when the role has no time limit: extra time then changes nothing. The candidate's deadline
 * and the reviewers' "time used vs allowed" both read this, so they cannot disagree.
 */
export function allowedMinutes(
  settings: Pick<RoleSettings, 'answerMinutes'>,
  extraTime: ExtraTime | null,
): number | null {
  const base = settings.answerMinutes;
  if (base === null) return null;
  if (extraTime === null) return base;
  if ('percent' in extraTime) return base + Math.ceil((base * extraTime.percent) / 100);
  return base + extraTime.minutes;
}

/** The extra time as an amount: "25 %", "15 minutes", "1 minute" (the CSV's cell). */
export function extraTimeAmount(extraTime: ExtraTime): string {
  if ('percent' in extraTime) return `${extraTime.percent} %`;
  return `${extraTime.minutes} ${extraTime.minutes === 1 ? 'minute' : 'minutes'}`;
}

/** How the extra time reads on the workspace's pages: "+25 %", "+15 minutes", "+1 minute". */
export function extraTimeLabel(extraTime: ExtraTime): string {
  return `+${extraTimeAmount(extraTime)}`;
}

import type { ExtraTime } from '../../../../shared/invites.schema';
import { useTexts } from '../../../i18n/texts';
import { invitesTexts } from '../invites-texts';

/**
 * How an invite's extra time reads on the invite pages: "+25 %", "+15 minutes", "+1 minute" (as
 * shared/time-allowance.ts's extraTimeLabel writes it, in the page's language).
 */
export function useExtraTimeLabel(): (extraTime: ExtraTime) => string {
  const t = useTexts(invitesTexts);
  return (extraTime) =>
    'percent' in extraTime
      ? t('extraTimePercent', { percent: extraTime.percent })
      : t('extraTimeMinutes', { minutes: extraTime.minutes });
}

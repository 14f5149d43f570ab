import { ShareButton } from '../../../components/share-dialog';
import { useTexts } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { candidatesTexts } from '../candidates-texts';

/**
 * "Share this shortlist": a read-only link to the candidates the current filters show (up to
 * 100), for who may make share links (`manage`).
 */
export function ShareShortlistButton({ filterSearch }: { filterSearch: string }) {
  const t = useTexts(candidatesTexts);
  const mayShare = useMayAccess('manage');
  if (!mayShare) return null;
  return (
    <ShareButton
      target={{ filterSearch }}
      buttonLabel={t('shareButton')}
      defaultLabel={t('shareDefaultLabel')}
      description={t('shareDescription')}
    />
  );
}

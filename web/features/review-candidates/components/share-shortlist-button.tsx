import { ShareButton } from '../../../components/share-dialog';
import { useMayAccess } from '../../../lib/current-member';

/**
 * "Share this shortlist": a read-only link to the candidates the current filters show (up to
 * 100), for who may make share links (`manage`).
 */
export function ShareShortlistButton({ filterSearch }: { filterSearch: string }) {
  const mayShare = useMayAccess('manage');
  if (!mayShare) return null;
  return (
    <ShareButton
      target={{ filterSearch }}
      buttonLabel="Share this shortlist"
      defaultLabel="Shortlist"
      description="A read-only page of the candidates these filters show, as they show them when the link is opened (at most 100)."
    />
  );
}

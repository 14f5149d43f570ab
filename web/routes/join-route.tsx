import { JoinWithPasskey } from '../features/passkeys/components/join-with-passkey';
import { JoinPage } from '../features/team/join-page';

/** `/admin/join/:token`, whose "Create a passkey" way in is the passkeys feature's. */
export function JoinRoute() {
  return <JoinPage createPasskey={JoinWithPasskey} />;
}

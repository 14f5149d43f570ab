import { AccountPage } from '../features/account/account-page';
import { PasskeysSection } from '../features/passkeys/components/passkeys-section';

/** `/admin/account`, with the passkeys feature's section in it. */
export function AccountRoute() {
  return <AccountPage passkeys={PasskeysSection} />;
}

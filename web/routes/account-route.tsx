import { AccountPage } from '../features/account/account-page';
import { MyMailSection } from '../features/mail-settings/my-mail-section';
import { PasskeysSection } from '../features/passkeys/components/passkeys-section';

/** `/admin/account`, with the passkeys and mail features' sections in it. */
export function AccountRoute() {
  return <AccountPage passkeys={PasskeysSection} mail={MyMailSection} />;
}

import { useMailStatus } from '../features/mail-settings/api/mail-status';
import { InvitesPage } from '../features/invites/invites-page';

/** `/admin/invites`, told whether mail is on (the mail settings feature knows). */
export function InvitesRoute() {
  const mail = useMailStatus();
  return <InvitesPage mailOn={mail.data?.enabled} />;
}

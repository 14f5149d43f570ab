import { mayAccess, type MemberRole } from '../../shared/team.schema';
import { MemberMenu } from '../features/admin-workspace/components/member-menu';
import { InvitePanelPage } from '../features/invites/invite-panel-page';
import { useMailStatus } from '../features/mail-settings/api/mail-status';
import { useAdminSession } from '../lib/admin-session';

/** A signed-in member on the panel: mail's state is theirs to know (and only theirs to ask). */
function MemberInvitePanel({ role }: { role: MemberRole }) {
  const mayInvite = mayAccess(role, 'manage');
  const mail = useMailStatus();
  return (
    <InvitePanelPage
      visitor={{
        kind: 'member',
        menu: <MemberMenu />,
        settings: mayInvite,
        mayInvite,
        mailOn: mail.data?.enabled,
      }}
    />
  );
}

/**
 * `/admin`, the invite panel: the passkey's page for whoever is not signed in (docs/product.md),
 * and a signed-in member's own, with their session, so it asks them for no passkey.
 */
export function InvitePanelRoute() {
  const session = useAdminSession();
  if (session.isPending) return <InvitePanelPage visitor={{ kind: 'checking' }} />;
  const member = session.data?.member;
  if (!member) return <InvitePanelPage />;
  return <MemberInvitePanel role={member.role} />;
}

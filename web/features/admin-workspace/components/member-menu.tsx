import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Menu } from '@mantine/core';
import { IconHistory, IconLogout, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MEMBER_ROLE_LABELS } from '../../../../shared/team.schema';
import { TEXTS } from '../../../../shared/texts';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSignOut } from '../api/sign-out';
import { useCurrentMember, useMayAccess } from '../../../lib/current-member';
import { MemberButton } from './member-button';

/** Who is signed in, as what; their account, the owner's team and audit log, and signing out. */
export function MemberMenu() {
  const member = useCurrentMember();
  const owner = useMayAccess('team');
  const signOut = useSignOut();
  if (!member) return null;

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <MemberButton member={member} loading={signOut.isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {member.name} · {MEMBER_ROLE_LABELS[member.role]}
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.adminAccount()}
          leftSection={<IconUserCircle size={16} />}
        >
          My account
        </Menu.Item>
        {owner && (
          <>
            <Menu.Item
              component={Link}
              to={paths.adminTeam()}
              leftSection={<IconUsers size={16} />}
            >
              Team
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={paths.adminAudit()}
              leftSection={<IconHistory size={16} />}
            >
              Audit log
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: (response) => showSuccess(response.status),
              onError: (error) => showError(error.message),
            })
          }
        >
          {TEXTS.workspace.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

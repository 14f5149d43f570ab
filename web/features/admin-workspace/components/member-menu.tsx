import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Badge, Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconHistory,
  IconLogout,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { MEMBER_ROLE_LABELS } from '../../../../shared/team.schema';
import { TEXTS } from '../../../../shared/texts';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSignOut } from '../api/sign-out';
import { useCurrentMember, useMayAccess } from '../../../lib/current-member';

/** Who is signed in, as what; their account, the owner's team and audit log, and signing out. */
export function MemberMenu() {
  const member = useCurrentMember();
  const owner = useMayAccess('team');
  const signOut = useSignOut();
  if (!member) return null;

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronDown size={14} />}
          loading={signOut.isPending}
          aria-label={`${member.name}, ${MEMBER_ROLE_LABELS[member.role]}: account menu`}
          maw={240}
        >
          <Text span size="sm" truncate="end" maw={120}>
            {member.name}
          </Text>
          <Badge ml={8} size="xs" variant="light" color="indigo" visibleFrom="xs">
            {MEMBER_ROLE_LABELS[member.role]}
          </Badge>
        </Button>
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

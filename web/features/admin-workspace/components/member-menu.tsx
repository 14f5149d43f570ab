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
import type { MemberRole } from '../../../../shared/team.schema';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSignOut } from '../api/sign-out';
import { useCurrentMember, useMayAccess } from '../../../lib/current-member';
import { frameTexts } from '../frame-texts';

/** Each member role's name in the catalogue. */
const ROLE_KEYS = {
  owner: 'roleOwner',
  admin: 'roleAdmin',
  reviewer: 'roleReviewer',
  viewer: 'roleViewer',
} as const satisfies Record<MemberRole, keyof (typeof frameTexts)['english']>;

/** Who is signed in, as what; their account, the owner's team and audit log, and signing out. */
export function MemberMenu() {
  const t = useTexts(frameTexts);
  const member = useCurrentMember();
  const owner = useMayAccess('team');
  const signOut = useSignOut();
  if (!member) return null;
  const role = t(ROLE_KEYS[member.role]);

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronDown size={14} />}
          loading={signOut.isPending}
          aria-label={t('accountMenu', { name: member.name, role })}
          maw={240}
        >
          <Text span size="sm" truncate="end" maw={120}>
            {member.name}
          </Text>
          <Badge ml={8} size="xs" variant="light" color="indigo" visibleFrom="xs">
            {role}
          </Badge>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menuLabel', { name: member.name, role })}</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.adminAccount()}
          leftSection={<IconUserCircle size={16} />}
        >
          {t('myAccount')}
        </Menu.Item>
        {owner && (
          <>
            <Menu.Item
              component={Link}
              to={paths.adminTeam()}
              leftSection={<IconUsers size={16} />}
            >
              {t('team')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={paths.adminAudit()}
              leftSection={<IconHistory size={16} />}
            >
              {t('auditLog')}
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
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

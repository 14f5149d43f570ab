import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import {
  IconBriefcase,
  IconLink,
  IconListDetails,
  IconSettings,
  IconShare,
  IconTicket,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '../i18n/texts';
import { paths } from '../lib/paths';
import { componentsTexts } from './components-texts';
import classes from './admin-nav.module.css';

interface NavItem {
  to: string;
  /** Its name in the catalogue. */
  label: keyof (typeof componentsTexts)['english'];
  icon: ReactNode;
  /** Marked current on this path only, not on the paths below it. */
  exact?: boolean;
}

const ITEMS: NavItem[] = [
  {
    to: paths.admin(),
    label: 'navInvitePanel',
    icon: <IconLink size={16} />,
    exact: true,
  },
  {
    to: paths.adminCandidates(),
    label: 'navCandidates',
    icon: <IconListDetails size={16} />,
  },
  { to: paths.adminInvites(), label: 'navInvites', icon: <IconTicket size={16} /> },
  { to: paths.adminRoles(), label: 'navRoles', icon: <IconBriefcase size={16} /> },
  {
    to: paths.adminShares(),
    label: 'navShares',
    icon: <IconShare size={16} />,
  },
];

function isCurrent(pathname: string, item: NavItem): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.exact ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}

/** Only for members who may manage (owners, admins): mail and webhooks. */
const SETTINGS: NavItem = {
  to: paths.adminSettings(),
  label: 'navSettings',
  icon: <IconSettings size={16} />,
};

/**
 * The hiring team's places: the invite panel, the candidates, the invites, the roles, the shares,
 * and the settings when `settings` says the member may change them.
 */
export function AdminNav({ settings = false }: { settings?: boolean }) {
  const t = useTexts(componentsTexts);
  const { pathname } = useLocation();
  const items = settings ? [...ITEMS, SETTINGS] : ITEMS;
  return (
    // On a phone the places wrap onto a second line: every one stays in sight, none scrolls away.
    <Group component="nav" aria-label={t('navLabel')} gap={4} wrap="wrap">
      {items.map((item) => {
        const current = isCurrent(pathname, item);
        return (
          <Button
            key={item.to}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'indigo' : 'gray'}
            size="sm"
            leftSection={item.icon}
            classNames={{ root: classes.button, section: classes.icon }}
            aria-current={current ? 'page' : undefined}
            style={{ flexShrink: 0 }}
            renderRoot={(props) => <Link to={item.to} {...props} />}
          >
            {t(item.label)}
          </Button>
        );
      })}
    </Group>
  );
}

import '@mantine/core/styles/Anchor.css';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { rolesTexts } from '../roles-texts';

export function BackToRoles() {
  const t = useTexts(rolesTexts);
  return (
    <Anchor component={Link} to={paths.adminRoles()} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('allRoles')}
      </Group>
    </Anchor>
  );
}

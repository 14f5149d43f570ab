import '@mantine/core/styles/Anchor.css';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function BackToRoles() {
  return (
    <Anchor component={Link} to={paths.adminRoles()} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        All roles
      </Group>
    </Anchor>
  );
}

import '@mantine/core/styles/ThemeIcon.css';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The product's own name and mark, linking home. */
export function BrandMark() {
  return (
    <Group
      gap="xs"
      renderRoot={(props) => <Link to={paths.home()} {...props} />}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon
        size="lg"
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo', to: 'cyan' }}
        aria-hidden
      >
        <IconUserScan size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Prescreen
      </Text>
    </Group>
  );
}

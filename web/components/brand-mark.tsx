import '@mantine/core/styles/ThemeIcon.css';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants';
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
      {/* The product's name, the same in every language. */}
      <Text fw={700} size="lg" translate="no">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}

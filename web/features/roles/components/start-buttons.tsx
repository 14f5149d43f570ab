import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMayAccess } from '../../../lib/current-member';
import { paths } from '../../../lib/paths';
import { TemplatePicker } from './template-picker';

/** The two ways to a new role: from scratch, or from a catalogue template. */
export function StartButtons({ justify }: { justify?: 'center' | 'flex-start' }) {
  const [picking, picker] = useDisclosure(false);
  if (!useMayAccess('manage')) return null;
  return (
    <Group gap="sm" justify={justify}>
      <Button
        leftSection={<IconPlus size={18} />}
        renderRoot={(props) => <Link to={paths.adminNewRole()} {...props} />}
      >
        Create a role
      </Button>
      <Button variant="default" leftSection={<IconTemplate size={18} />} onClick={picker.open}>
        Start from a template
      </Button>
      <TemplatePicker opened={picking} onClose={picker.close} />
    </Group>
  );
}

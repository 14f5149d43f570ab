import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { paths } from '../../../lib/paths';
import { rolesTexts } from '../roles-texts';
import { TemplatePicker } from './template-picker';

/** The two ways to a new role: from scratch, or from a catalogue template. */
export function StartButtons({ justify }: { justify?: 'center' | 'flex-start' }) {
  const [picking, picker] = useDisclosure(false);
  const t = useTexts(rolesTexts);
  const mayManage = useMayAccess('manage');
  if (!mayManage) return null;
  return (
    <Group gap="sm" justify={justify}>
      <Button
        leftSection={<IconPlus size={18} />}
        renderRoot={(props) => <Link to={paths.adminNewRole()} {...props} />}
      >
        {t('createRole')}
      </Button>
      <Button variant="default" leftSection={<IconTemplate size={18} />} onClick={picker.open}>
        {t('startFromTemplate')}
      </Button>
      <TemplatePicker opened={picking} onClose={picker.close} />
    </Group>
  );
}

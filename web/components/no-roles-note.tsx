import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../i18n/texts';
import { paths } from '../lib/paths';
import { componentsTexts } from './components-texts';

/** A new install has no roles (the catalogue is demo content): say where to make one. */
export function NoRolesNote() {
  const t = useTexts(componentsTexts);
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title={t('noRolesTitle')}
    >
      <Anchor component={Link} to={paths.adminRoles()} fw={600}>
        {t('noRolesLink')}
      </Anchor>
      {t('noRolesThen')}
    </Alert>
  );
}

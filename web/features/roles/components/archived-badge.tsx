import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { rolesTexts } from '../roles-texts';

export function ArchivedBadge() {
  const t = useTexts(rolesTexts);
  return (
    <Badge variant="light" color="gray" radius="sm" style={{ minWidth: 'max-content' }}>
      {t('archived')}
    </Badge>
  );
}

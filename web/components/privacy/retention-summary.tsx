import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { RETENTION_STATUSES, type RetentionPolicy } from '../../../shared/privacy.schema';
import { useTexts } from '../../i18n/texts';
import { retentionTexts } from './retention-texts';

/** What a policy will do, a sentence per status, as the team will read it before saving. */
export function RetentionSummary({ policy }: { policy: RetentionPolicy | null }) {
  const t = useTexts(retentionTexts);
  if (policy === null) return <Text size="sm">{t('off')}</Text>;
  // One sentence per status, in the settings' order.
  const sentences = RETENTION_STATUSES.map((status) => {
    const days = policy[status];
    return days === null ? t('kept', { status }) : t('deleted', { status, days });
  });
  return (
    <List size="sm" spacing={4}>
      {sentences.map((sentence) => (
        <List.Item key={sentence}>{sentence}</List.Item>
      ))}
    </List>
  );
}

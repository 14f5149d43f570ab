import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { signUpTexts } from '../sign-up-texts';

/**
 * What the candidate agrees to, and everything that is recorded about them, said before they
 * start: nothing is tracked that is not listed here (`docs/integrity.md`).
 */
export function AgreementText() {
  const t = useTexts(signUpTexts);
  return (
    <div>
      <Text size="sm">{t('agreeTo')}</Text>
      <List size="sm" withPadding spacing={2}>
        <List.Item>{t('ruleNoCopying')}</List.Item>
        <List.Item>{t('ruleNoHelp')}</List.Item>
        <List.Item>{t('ruleNoSharing')}</List.Item>
      </List>
      <Text size="sm" mt={6} c="dimmed">
        {t('whatIsRecorded')}
      </Text>
    </div>
  );
}

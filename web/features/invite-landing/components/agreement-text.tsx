import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { TeamHtml } from '../../../components/team-html';
import { useTexts } from '../../../i18n/texts';
import { signUpTexts } from '../sign-up-texts';

/**
 * What the candidate agrees to, and everything that is recorded about them, said before they
 * start: nothing is tracked that is not listed here (`docs/integrity.md`).
 */
export function AgreementText({ html }: { html: string | null }) {
  const t = useTexts(signUpTexts);
  return (
    <div>
      {/* The team's own rules replace the default ones (docs/product.md#candidate-texts); what is
          recorded is always said. */}
      {html === null ? (
        <>
          <Text size="sm">{t('agreeTo')}</Text>
          <List size="sm" withPadding spacing={2}>
            <List.Item>{t('ruleNoCopying')}</List.Item>
            <List.Item>{t('ruleNoHelp')}</List.Item>
            <List.Item>{t('ruleNoSharing')}</List.Item>
          </List>
        </>
      ) : (
        <TeamHtml html={html} />
      )}
      <Text size="sm" mt={6} c="dimmed">
        {t('whatIsRecorded')}
      </Text>
    </div>
  );
}

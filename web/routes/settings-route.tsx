import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { CandidateTextsSection } from '../features/candidate-texts/candidate-texts-section';
import { MailSettingsSection } from '../features/mail-settings/mail-settings-section';
import { PrivacySettingsSection } from '../features/privacy/privacy-settings-section';
import { WebhooksSection } from '../features/webhooks/webhooks-section';
import { useTexts } from '../i18n/texts';
import { usePageTitle } from '../lib/page-title';
import { settingsTexts } from './settings-texts';

/**
 * `/admin/settings`: the mail settings, privacy, the candidate texts and the webhooks, each its
 * feature's section.
 */
export function SettingsRoute() {
  const t = useTexts(settingsTexts);
  usePageTitle(t('pageTitleAdmin'), t('pageTitle'));
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap={2}>
        <Title order={1}>{t('heading')}</Title>
        <Text c="dimmed" size="sm">
          {t('lead')}
        </Text>
      </Stack>
      <MailSettingsSection />
      <Divider />
      <PrivacySettingsSection />
      <Divider />
      <CandidateTextsSection />
      <Divider />
      <WebhooksSection />
    </Stack>
  );
}

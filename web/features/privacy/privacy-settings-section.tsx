import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../i18n/texts';
import { ApiError } from '../../lib/api-client';
import { useMayAccess } from '../../lib/current-member';
import { usePrivacySettings } from '../../lib/privacy-settings';
import { PrivacySettingsForm } from './components/privacy-settings-form';
import { privacyTexts } from './privacy-texts';

/**
 * The "Privacy" section of the settings page (docs/privacy.md): how long candidates are kept, how
 * soon an erasure request is carried out, and the notice candidates read. Only owners and admins
 * read and edit it: the server refuses the settings to other members (403), and the section is
 * left out for them.
 */
export function PrivacySettingsSection() {
  const t = useTexts(privacyTexts);
  const mayManage = useMayAccess('manage');
  const privacy = usePrivacySettings();

  if (privacy.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  // Not theirs to see: the section is left out.
  if (privacy.isError && privacy.error instanceof ApiError && privacy.error.httpStatus === 403)
    return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="privacy-settings-title">
      <Stack gap={2}>
        <Title order={2} size="h3" id="privacy-settings-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      {privacy.isError ? (
        <Alert color="red" title={t('loadFailed')}>
          {privacy.error.message}
        </Alert>
      ) : (
        <PrivacySettingsForm state={privacy.data} disabled={!mayManage} />
      )}
      {!mayManage && (
        <Text size="sm" c="dimmed">
          {t('onlyManagers')}
        </Text>
      )}
    </Stack>
  );
}

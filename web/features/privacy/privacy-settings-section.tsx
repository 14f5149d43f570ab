import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../lib/api-client';
import { useMayAccess } from '../../lib/current-member';
import { usePrivacySettings } from '../../lib/privacy-settings';
import { PrivacySettingsForm } from './components/privacy-settings-form';

/**
 * The "Privacy" section of the settings page (docs/privacy.md): how long candidates are kept, how
 * soon an erasure request is carried out, and the notice candidates read. Only owners and admins
 * read and edit it: the server refuses the settings to other members (403), and the section is
 * left out for them.
 */
export function PrivacySettingsSection() {
  const mayManage = useMayAccess('manage');
  const privacy = usePrivacySettings();

  if (privacy.isPending) return <Loader size="sm" aria-label="Loading the privacy settings" />;
  // Not theirs to see: the section is left out.
  if (privacy.isError && privacy.error instanceof ApiError && privacy.error.httpStatus === 403)
    return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="privacy-settings-title">
      <Stack gap={2}>
        <Title order={2} size="h3" id="privacy-settings-title">
          Privacy
        </Title>
        <Text size="sm" c="dimmed">
          How long candidates’ data is kept, and what candidates are told about it.
        </Text>
      </Stack>
      {privacy.isError ? (
        <Alert color="red" title="Could not load the privacy settings">
          {privacy.error.message}
        </Alert>
      ) : (
        <PrivacySettingsForm state={privacy.data} disabled={!mayManage} />
      )}
      {!mayManage && (
        <Text size="sm" c="dimmed">
          Only owners and admins change the privacy settings.
        </Text>
      )}
    </Stack>
  );
}

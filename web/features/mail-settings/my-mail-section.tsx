import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Loader, Stack, Switch, Text } from '@mantine/core';
import { useTexts } from '../../i18n/texts';
import { useMyMail, useSaveMyMail } from './api/my-mail';
import { mailSettingsTexts } from './mail-settings-texts';

/**
 * The signed-in member's own mail choices, on the account page (`docs/mail.md`): whether a
 * mention in a comment reaches them by mail.
 */
export function MyMailSection({ hasEmail }: { hasEmail: boolean }) {
  const t = useTexts(mailSettingsTexts);
  const mine = useMyMail();
  const save = useSaveMyMail();

  if (mine.isPending) return <Loader size="sm" aria-label={t('loadingMine')} />;
  if (mine.isError)
    return (
      <Text size="sm" c="red">
        {t('loadFailed')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Switch
        label={t('mentionsLabel')}
        description={hasEmail ? t('mentionsDescription') : t('mentionsNeedEmail')}
        checked={mine.data.mentions}
        onChange={(event) => save.mutate({ mentions: event.currentTarget.checked })}
        disabled={save.isPending}
      />
      <Text size="sm" role="status" c={save.isError ? 'red' : 'dimmed'}>
        {save.isError ? t('saveFailed') : (save.data?.status ?? '')}
      </Text>
    </Stack>
  );
}

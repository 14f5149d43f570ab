import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Loader, Stack, Switch, Text } from '@mantine/core';
import { MAIL_TEXTS } from '../../../shared/mail-texts';
import { useMyMail, useSaveMyMail } from './api/my-mail';

/**
 * The signed-in member's own mail choices, on the account page (`docs/mail.md`): whether a
 * mention in a comment reaches them by mail.
 */
export function MyMailSection({ hasEmail }: { hasEmail: boolean }) {
  const mine = useMyMail();
  const save = useSaveMyMail();

  if (mine.isPending) return <Loader size="sm" aria-label="Loading your mail choices" />;
  if (mine.isError)
    return (
      <Text size="sm" c="red">
        {MAIL_TEXTS.loadFailed}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Switch
        label={MAIL_TEXTS.mentionsLabel}
        description={hasEmail ? MAIL_TEXTS.mentionsDescription : MAIL_TEXTS.mentionsNeedEmail}
        checked={mine.data.mentions}
        onChange={(event) => save.mutate({ mentions: event.currentTarget.checked })}
        disabled={save.isPending}
      />
      <Text size="sm" role="status" c={save.isError ? 'red' : 'dimmed'}>
        {save.isError ? MAIL_TEXTS.saveFailed : (save.data?.status ?? '')}
      </Text>
    </Stack>
  );
}

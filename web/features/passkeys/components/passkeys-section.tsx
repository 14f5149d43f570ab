import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFingerprint, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PASSKEY_LABEL_MAX, type Passkey } from '../../../../shared/passkeys.schema';
import { LoadError } from '../../../components/load-error';
import { useTexts } from '../../../i18n/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { usePasskeys, useRemovePasskey } from '../api/passkeys';
import { useAddPasskey } from '../api/register-passkey';
import { browserHasPasskeys, passkeyFailureText } from '../lib/passkey-failure';
import { passkeysTexts } from '../passkeys-texts';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useTexts(passkeysTexts);
  const remove = useRemovePasskey();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('removeTitle'),
      children: <Text size="sm">{t('removeConfirm', { label: passkey.label })}</Text>,
      labels: { confirm: t('remove'), cancel: t('keepIt') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(passkey.id, {
          onSuccess: (response) => showSuccess(response.status),
          onError: (error) => showError(error.message),
        }),
    });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="li">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <IconFingerprint size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate="end">
            {passkey.label}
          </Text>
          <Text size="xs" c="dimmed">
            {t('addedAndUsed', {
              added: day(passkey.createdAt),
              lastUsed: passkey.lastUsedAt ? day(passkey.lastUsedAt) : 'never',
            })}
          </Text>
        </Stack>
      </Group>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={confirm}
        loading={remove.isPending}
        aria-label={t('removeLabelled', { label: passkey.label })}
        style={{ flexShrink: 0 }}
      >
        {t('remove')}
      </Button>
    </Group>
  );
}

/** The account page's passkeys: the list, adding one (named or not) and removing one. */
export function PasskeysSection() {
  const t = useTexts(passkeysTexts);
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [label, setLabel] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const supported = browserHasPasskeys();

  const start = () => {
    setFailure(null);
    add.mutate(label.trim() || undefined, {
      onSuccess: (response) => {
        showSuccess(response.status);
        setLabel('');
      },
      onError: (error) => setFailure(passkeyFailureText(t, error, 'create')),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sectionHelp')}
      </Text>
      {passkeys.isPending ? (
        <Skeleton height={48} />
      ) : passkeys.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={passkeys.error.message}
          onRetry={() => void passkeys.refetch()}
          retrying={passkeys.isFetching}
          retryLabel={t('retry')}
        />
      ) : passkeys.data.length === 0 ? (
        <Text size="sm">{t('none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('labelField')}
          placeholder={t('labelPlaceholder')}
          value={label}
          maxLength={PASSKEY_LABEL_MAX}
          onChange={(event) => setLabel(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
          disabled={!supported}
        />
        <Button
          onClick={start}
          loading={add.isPending}
          disabled={!supported}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('add')}
        </Button>
      </Group>
      {(failure ?? (!supported && t('unsupported'))) && (
        <Text size="sm" c="red" role="alert">
          {failure ?? t('unsupported')}
        </Text>
      )}
    </Stack>
  );
}

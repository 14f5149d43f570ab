import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateApiTokenRequestSchema, type ApiToken } from '../../../../shared/api-tokens.schema';
import { useTexts } from '../../../i18n/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { accountTexts, fieldErrorText } from '../account-texts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { ShowMoreButton } from '../../../components/show-more-button';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function TokenRow({ token }: { token: ApiToken }) {
  const t = useTexts(accountTexts);
  const revoke = useRevokeApiToken();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('revokeTitle', { name: token.name }),
      children: <Text size="sm">{t('revokeBody')}</Text>,
      labels: { confirm: t('revoke'), cancel: t('keepIt') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(token.id, {
          onSuccess: (response) => showSuccess(response.status),
          onError: (error) => showError(error.message),
        }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {token.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {token.prefix}…
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{when(token.lastUsedAt)}</Text>
      </Table.Td>
      <Table.Td>
        {token.revokedAt ? (
          <Badge color="gray" variant="light">
            {t('revoked')}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={confirm}
            loading={revoke.isPending}
            aria-label={t('revokeToken', { name: token.name })}
          >
            {t('revoke')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Personal API tokens: made here, shown once with a copy button, listed and revoked. */
export function ApiTokensSection() {
  const t = useTexts(accountTexts);
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [shown, setShown] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(CreateApiTokenRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (response) => {
        setShown(response.data.token);
        form.reset();
      },
      onError: (error) => form.setFieldError('name', error.message),
    }),
  );
  const input = (field: 'name') => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('tokenName')}
            placeholder={t('tokenNamePlaceholder')}
            style={{ flex: '1 1 240px' }}
            key={form.key('name')}
            {...input('name')}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconKey size={16} />}
            loading={create.isPending}
          >
            {t('createToken')}
          </Button>
        </Group>
      </form>
      {shown && (
        <Alert color="yellow" variant="light" title={t('copyNewToken')}>
          <Stack gap="xs">
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-api-token>
              {shown}
            </Text>
            <Group gap="xs">
              <CopyButton value={shown}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                  >
                    {copied ? t('copied') : t('copyToken')}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setShown(null)}>
                {t('done')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {tokens.isPending ? (
        <Text size="sm" c="dimmed">
          {t('loadingTokens')}
        </Text>
      ) : tokens.isError ? (
        <Text size="sm" c="red">
          {tokens.error.message}
        </Text>
      ) : !tokens.data?.length ? (
        <Text size="sm" c="dimmed">
          {t('noTokens')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('token')}</Table.Th>
                <Table.Th>{t('lastUsed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </Table.Tbody>
          </Table>
          <ShowMoreButton list={tokens} label={t('showOlderTokens')} />
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

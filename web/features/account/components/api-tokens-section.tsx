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
import { showError, showSuccess } from '../../../lib/toasts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { ShowMoreButton } from '../../../components/show-more-button';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Revoke "${token.name}"?`,
      children: <Text size="sm">Scripts that use it are refused from then on.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Keep it' },
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
            Revoked
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={confirm}
            loading={revoke.isPending}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Personal API tokens: made here, shown once with a copy button, listed and revoked. */
export function ApiTokensSection() {
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

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Token name"
            placeholder="ATS sync"
            style={{ flex: '1 1 240px' }}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconKey size={16} />}
            loading={create.isPending}
          >
            Create token
          </Button>
        </Group>
      </form>
      {shown && (
        <Alert
          color="yellow"
          variant="light"
          title="Copy your new token now: it is shown only once"
        >
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
                    {copied ? 'Copied' : 'Copy token'}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setShown(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {tokens.isPending ? (
        <Text size="sm" c="dimmed">
          Loading your tokens…
        </Text>
      ) : tokens.isError ? (
        <Text size="sm" c="red">
          {tokens.error.message}
        </Text>
      ) : !tokens.data?.length ? (
        <Text size="sm" c="dimmed">
          No tokens yet. A token acts with your role: send it as Authorization: Bearer pst_…
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Token</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </Table.Tbody>
          </Table>
          <ShowMoreButton list={tokens} label="Show older tokens" />
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

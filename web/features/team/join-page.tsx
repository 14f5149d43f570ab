import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Card, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import type { JoinInfo } from '../../../shared/members.schema';
import { MEMBER_ROLE_LABELS } from '../../../shared/team.schema';
import { AdminFrame } from '../../components/admin-frame';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { useJoinInfo } from './api/get-join';
import { JoinPasswordForm } from './components/join-password-form';

/** The passkeys feature's way to join, which the route hands in (features do not import each other). */
type CreatePasskey = ComponentType<{ token: string; invite: JoinInfo }>;

/** A member invite's link: who invited you as what, and the ways to join (outside the sign-in gate). */
export function JoinPage({ createPasskey: CreatePasskey }: { createPasskey?: CreatePasskey }) {
  usePageTitle('Admin', 'Join the team');
  const token = useParams().token ?? '';
  const invite = useJoinInfo(token);

  return (
    <AdminFrame size="sm">
      <Card withBorder padding="xl" radius="md" maw={520} mx="auto" mt="xl">
        {invite.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading the invite">
            <Skeleton height={32} />
            <Skeleton height={120} />
          </Stack>
        ) : invite.error instanceof ApiError && [404, 410].includes(invite.error.httpStatus) ? (
          <Alert color="red" variant="light" title="This invite link does not work">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{invite.error.message}</Text>
              <Anchor component={Link} to={paths.adminCandidates()} size="sm">
                Go to sign-in
              </Anchor>
            </Stack>
          </Alert>
        ) : invite.isError ? (
          <LoadError
            title="This invite link does not work"
            message={invite.error.message}
            onRetry={() => void invite.refetch()}
            retrying={invite.isFetching}
          />
        ) : (
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                Join the hiring team
              </Title>
              <Text c="dimmed" size="sm">
                {invite.data.invitedBy} invited you as{' '}
                <Text span fw={600} c="bright">
                  {MEMBER_ROLE_LABELS[invite.data.role]}
                </Text>
                . The link works once, until{' '}
                {new Date(invite.data.expiresAt).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
                .
              </Text>
            </Stack>
            {CreatePasskey ? (
              <Tabs defaultValue="password" keepMounted={false}>
                <Tabs.List grow mb="md">
                  <Tabs.Tab value="password">Set a password</Tabs.Tab>
                  <Tabs.Tab value="passkey">Create a passkey</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="password">
                  <JoinPasswordForm token={token} invite={invite.data} />
                </Tabs.Panel>
                <Tabs.Panel value="passkey">
                  <CreatePasskey token={token} invite={invite.data} />
                </Tabs.Panel>
              </Tabs>
            ) : (
              <JoinPasswordForm token={token} invite={invite.data} />
            )}
          </Stack>
        )}
      </Card>
    </AdminFrame>
  );
}

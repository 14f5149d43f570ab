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
import { AdminFrame } from '../../components/admin-frame';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { useTexts } from '../../i18n/texts';
import { useJoinInfo } from './api/get-join';
import { JoinPasswordForm } from './components/join-password-form';
import { teamTexts } from './team-texts';

/** Stands in for the bold role while the sentence is written: no translation has it. */
const MARK = '\ue000';

/** The passkeys feature's way to join, which the route hands in (features do not import each other). */
type CreatePasskey = ComponentType<{ token: string; invite: JoinInfo }>;

/** Who invited you as what (the role in bold), and until when the link works. */
function InvitedYou({ invite }: { invite: JoinInfo }) {
  const t = useTexts(teamTexts);
  const expires = new Date(invite.expiresAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const [before, ...after] = t('invitedYou', {
    invitedBy: invite.invitedBy,
    role: MARK,
    expires,
  }).split(MARK);
  return (
    <>
      {before}
      <Text span fw={600} c="bright">
        {t('role', { role: invite.role })}
      </Text>
      {after.join('')}
    </>
  );
}

/** A member invite's link: who invited you as what, and the ways to join (outside the sign-in gate). */
export function JoinPage({ createPasskey: CreatePasskey }: { createPasskey?: CreatePasskey }) {
  const t = useTexts(teamTexts);
  usePageTitle(t('pageTitle'), t('joinPageSubtitle'));
  const token = useParams().token ?? '';
  const invite = useJoinInfo(token);

  return (
    <AdminFrame size="sm">
      <Card withBorder padding="xl" radius="md" maw={520} mx="auto" mt="xl">
        {invite.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('loadingInvite')}>
            <Skeleton height={32} />
            <Skeleton height={120} />
          </Stack>
        ) : invite.error instanceof ApiError && [404, 410].includes(invite.error.httpStatus) ? (
          <Alert color="red" variant="light" title={t('linkBroken')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{invite.error.message}</Text>
              <Anchor component={Link} to={paths.adminCandidates()} size="sm">
                {t('goToSignIn')}
              </Anchor>
            </Stack>
          </Alert>
        ) : invite.isError ? (
          <LoadError
            title={t('linkBroken')}
            message={invite.error.message}
            onRetry={() => void invite.refetch()}
            retrying={invite.isFetching}
            retryLabel={t('retry')}
          />
        ) : (
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {t('joinHeading')}
              </Title>
              <Text c="dimmed" size="sm">
                <InvitedYou invite={invite.data} />
              </Text>
            </Stack>
            {CreatePasskey ? (
              <Tabs defaultValue="password" keepMounted={false}>
                <Tabs.List grow mb="md">
                  <Tabs.Tab value="password">{t('setPasswordTab')}</Tabs.Tab>
                  <Tabs.Tab value="passkey">{t('createPasskeyTab')}</Tabs.Tab>
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

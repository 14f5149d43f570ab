import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentMember } from '../../lib/current-member';
import { useTeam } from './api/team-members';
import { InviteMemberForm } from './components/invite-member-form';
import { MembersTable } from './components/members-table';
import { PendingInvites } from './components/pending-invites';
import { ShowMoreButton } from '../../components/show-more-button';
import { useTexts } from '../../i18n/texts';
import { teamTexts } from './team-texts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The owner's team: members and their roles, invites to join, and removing someone. */
export function TeamPage() {
  const t = useTexts(teamTexts);
  usePageTitle(t('pageTitle'), t('teamPageSubtitle'));
  const team = useTeam();
  const me = useCurrentMember();

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('heading')}</Title>
        <Text c="dimmed" size="sm">
          {t('lead')}
        </Text>
      </Stack>
      <Section title={t('inviteSection')}>
        <InviteMemberForm />
      </Section>
      {team.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={team.error.message}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
          retryLabel={t('retry')}
        />
      ) : !team.data ? (
        <Skeleton height={200} />
      ) : (
        <>
          <Section title={t('pendingSection')}>
            <PendingInvites invites={team.data.invites} />
          </Section>
          <Section title={t('membersSection')}>
            <MembersTable members={team.data.members} meId={me?.id ?? ''} />
            <ShowMoreButton list={team} label={t('showMoreMembers')} />
          </Section>
        </>
      )}
    </Stack>
  );
}

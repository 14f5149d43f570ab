import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import { Center, Container, Loader, Paper, Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { INVITE_REFUSAL_CODES, INVITE_TEXTS } from '../../../shared/invite-texts';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useInvite } from './api/get-invite';
import { InviteOverview } from './components/invite-overview';
import { InviteUnavailable } from './components/invite-unavailable';
import { RegistrationForm } from './components/registration-form';
import { pageTitle, usePageTitle } from '../../lib/page-title';

function unavailableTitle(error: Error): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === INVITE_REFUSAL_CODES.withdrawn) return INVITE_TEXTS.page.withdrawnTitle;
  if (code === INVITE_REFUSAL_CODES.expired) return INVITE_TEXTS.page.expiredTitle;
  return INVITE_TEXTS.page.unavailableTitle;
}

/** SPEC A5: the invite landing. Unknown invites go to the 404 page; expired ones say so. */
export function InviteLandingPage() {
  const { inviteId = '' } = useParams();
  const invite = useInvite(inviteId);
  usePageTitle(
    invite.data
      ? pageTitle('Sign up', invite.data.role, invite.data.company.name)
      : invite.error
        ? unavailableTitle(invite.error)
        : 'Loading invite',
  );

  if (invite.error instanceof ApiError && invite.error.httpStatus === 404) {
    return <Navigate to={paths.notFound()} replace />;
  }
  if (invite.error instanceof ApiError && invite.error.httpStatus === 410) {
    return <InviteUnavailable message={invite.error.message} code={invite.error.code} />;
  }
  if (!invite.data) {
    return (
      <PageShell>
        <Center py={120} role="status" aria-label="Loading invite">
          {invite.error ? <Paper p="md">{invite.error.message}</Paper> : <Loader />}
        </Center>
      </PageShell>
    );
  }
  return (
    <PageShell company={invite.data.company}>
      <Container size="sm" py={48}>
        <Stack gap="xl">
          <InviteOverview invite={invite.data} />
          <Paper withBorder p="lg" radius="md">
            <RegistrationForm invite={invite.data} />
          </Paper>
        </Stack>
      </Container>
    </PageShell>
  );
}

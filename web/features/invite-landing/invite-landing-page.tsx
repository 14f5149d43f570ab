import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import { Center, Container, Loader, Paper, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useInvite, type InviteQuery } from './api/get-invite';
import { InviteOverview } from './components/invite-overview';
import { RegistrationForm } from './components/registration-form';
import { pageTitle, usePageTitle } from '../../lib/page-title';

/**
 * A link that can no longer be used (withdrawn or expired) is the rare case: its page, texts and
 * icons load only then, so the sign-up page a candidate opens from an email stays within its
 * budget (e2e/size-budget.spec.ts).
 */
const InviteUnavailable = lazy(() =>
  import('./components/invite-unavailable').then((m) => ({ default: m.InviteUnavailable })),
);

function PageLoader({ label, error }: { label: string; error?: Error | null }) {
  return (
    <PageShell>
      <Center py={120} role="status" aria-label={label}>
        {error ? <Paper p="md">{error.message}</Paper> : <Loader />}
      </Center>
    </PageShell>
  );
}

/** The invite landing. Unknown invites go to the 404 page; expired ones say so. */
export function InviteLandingPage() {
  const { inviteId = '' } = useParams();
  const invite = useInvite(inviteId);

  if (invite.error instanceof ApiError && invite.error.httpStatus === 404) {
    return <Navigate to={paths.notFound()} replace />;
  }
  if (invite.error instanceof ApiError && invite.error.httpStatus === 410) {
    return (
      <Suspense fallback={<PageLoader label="Loading invite" />}>
        <InviteUnavailable message={invite.error.message} code={invite.error.code} />
      </Suspense>
    );
  }
  return <InviteSignUp invite={invite} />;
}

function InviteSignUp({ invite }: { invite: InviteQuery }) {
  usePageTitle(
    invite.data
      ? pageTitle('Sign up', invite.data.role, invite.data.company.name)
      : invite.error
        ? 'The invite could not be loaded'
        : 'Loading invite',
  );
  if (!invite.data) return <PageLoader label="Loading invite" error={invite.error} />;
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

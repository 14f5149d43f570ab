import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import { Center, Container, Loader, Paper, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useInvite, type InviteQuery } from './api/get-invite';
import type { InvitePublicView } from '../../../shared/invites.schema';
import { InviteOverview } from './components/invite-overview';
import { RegistrationForm } from './components/registration-form';
import { pageTitle, usePageTitle } from '../../lib/page-title';
import { InLanguage, pageLanguage, rememberLanguage } from '../../i18n/page-language';
import { useTexts } from '../../i18n/texts';
import type { Language, PageLanguage } from '../../../shared/i18n/languages';
import { entryText } from '../../i18n/entry-texts';
import { browserLanguage } from '../../i18n/language-sources';
import { LanguageSwitch } from './components/language-switch';
import { signUpTexts } from './sign-up-texts';

/**
 * A link that can no longer be used (withdrawn or expired) is the rare case: its page, texts and
 * icons load only then, so the sign-up page a candidate opens from an email stays within its
 * budget (e2e/size-budget.spec.ts).
 */
const InviteUnavailable = lazy(() =>
  import('./components/invite-unavailable').then((m) => ({ default: m.InviteUnavailable })),
);

/**
 * The page while the invite or its words load: "Loading invite" from the invite-entry catalogue,
 * whose every language is in the first file (docs/languages.md).
 */
function PageLoader({ language, error }: { language: PageLanguage; error?: Error | null }) {
  return (
    <PageShell>
      <Center
        py={120}
        role="status"
        aria-label={entryText(language, 'loadingInvite')}
        lang={language}
      >
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
      <Suspense fallback={<PageLoader language={languageBeforeInvite(inviteId)} />}>
        <InviteUnavailable message={invite.error.message} code={invite.error.code} />
      </Suspense>
    );
  }
  return <InviteSignUp inviteId={inviteId} invite={invite} />;
}

function InviteSignUp({ inviteId, invite }: { inviteId: string; invite: InviteQuery }) {
  if (!invite.data) return <LoadingInvite inviteId={inviteId} error={invite.error} />;
  return <InviteSignUpIn invite={invite.data} />;
}

/**
 * Before the invite says its language: the one the candidate switched to for it on this device,
 * else the browser's, as when the invite has ended (docs/languages.md).
 */
function languageBeforeInvite(inviteId: string): PageLanguage {
  return pageLanguage(inviteId, browserLanguage());
}

function LoadingInvite({ inviteId, error }: { inviteId: string; error: Error | null }) {
  const language = languageBeforeInvite(inviteId);
  usePageTitle(entryText(language, error ? 'inviteNotLoaded' : 'loadingInvite'));
  return <PageLoader language={language} error={error} />;
}

/**
 * The page in the team's language for the role, or the one the candidate switched to here
 * (docs/languages.md); another language's words load while the page waits.
 */
function InviteSignUpIn({ invite }: { invite: InvitePublicView }) {
  const [language, setLanguage] = useState(() => pageLanguage(invite.inviteCode, invite.language));
  const switchTo = (chosen: Language) => {
    rememberLanguage(invite.inviteCode, chosen);
    setLanguage(chosen);
  };
  return (
    <InLanguage language={language}>
      <Suspense fallback={<PageLoader language={language} />}>
        <SignUpPage invite={invite} language={language} onSwitch={switchTo} />
      </Suspense>
    </InLanguage>
  );
}

function SignUpPage({
  invite,
  language,
  onSwitch,
}: {
  invite: InvitePublicView;
  language: string;
  onSwitch: (language: Language) => void;
}) {
  const t = useTexts(signUpTexts);
  usePageTitle(pageTitle(t('pageTitle'), invite.role, invite.company.name));
  return (
    <PageShell company={invite.company}>
      <Container size="sm" py={48}>
        <Stack gap="xl">
          <LanguageSwitch language={language} onSwitch={onSwitch} />
          <InviteOverview invite={invite} />
          <Paper withBorder p="lg" radius="md">
            <RegistrationForm invite={invite} />
          </Paper>
        </Stack>
      </Container>
    </PageShell>
  );
}

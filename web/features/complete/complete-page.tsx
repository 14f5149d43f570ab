import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { readCandidateSession, readStoredInviteCode } from '../../lib/candidate-storage';
import { paths } from '../../lib/paths';
import { linkQueryKeys } from '../../lib/link-query-keys';
import { useLeaveWhenInviteWithdrawn } from '../../lib/invite-withdrawn';
import { getAssessment } from '../../lib/assessment-state';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { AssessmentSummary } from './components/assessment-summary';
import { FeedbackForm } from './components/feedback-form';
import { YourDataLink } from './components/your-data-link';
import { pageTitle, usePageTitle } from '../../lib/page-title';
import { answeredLanguage } from '../../i18n/language-sources';
import { InInviteLanguage } from '../../i18n/page-language';
import { useTexts } from '../../i18n/texts';
import type { AssessmentState } from '../../../shared/assessment.schema';
import { completeTexts } from './complete-texts';

/**
 * No answer from the server (offline, or it is down or failing): the page waits and says so, and
 * tries again by itself, instead of sending a finished candidate back to the assessment.
 */
function isWaitingForServer(error: Error): boolean {
  return error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 500);
}

/**
 * Only for a stored candidate whose assessment is complete (by the video, or by the last
 * answer of a role without video). Anyone else sees Loading... only until the server says where
 * they belong, and is sent there.
 */
export function CompletePage() {
  const { inviteId = '' } = useParams();
  const navigate = useNavigate();
  const online = useOnline();
  const session = useMemo(() => readCandidateSession(), []);
  const ours = session !== null && readStoredInviteCode() === inviteId;
  useLeaveWhenInviteWithdrawn(inviteId);
  const state = useQuery({
    queryKey: linkQueryKeys.assessmentComplete(session?.unique ?? ''),
    queryFn: () => getAssessment(session?.unique ?? ''),
    enabled: ours,
    retry: (failures, error) => isWaitingForServer(error) || failures < 1,
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, 15_000),
    gcTime: 0,
  });
  // Submitted by the video or, for a role without video, by the last answer.
  const progress = state.data?.progress;
  const complete = progress?.videoCompleted === true || Boolean(progress?.completedAt);

  useEffect(() => {
    if (!ours) void navigate(paths.signup(inviteId), { replace: true });
    else if (state.data && !complete) void navigate(paths.assessment(inviteId), { replace: true });
    else if (state.error) void navigate(paths.assessment(inviteId), { replace: true });
  }, [ours, state.data, state.error, complete, inviteId, navigate]);

  // In the candidate's language (docs/languages.md): their switch on this device, else what the
  // assessment's state says; a spinner while another language's words load.
  return (
    <InInviteLanguage
      inviteId={inviteId}
      language={answeredLanguage(state.data)}
      fallback={<Spinner />}
    >
      {session && state.data && complete ? (
        <Completed data={state.data} name={session.name} unique={session.unique} />
      ) : (
        <Waiting
          waiting={
            !online ? 'offline' : state.failureCount > 0 && !state.error ? 'unreachable' : null
          }
        />
      )}
    </InInviteLanguage>
  );
}

/** While another language's words load: the spinner, without words yet. */
function Spinner() {
  return (
    <PageShell>
      <Center py={120} role="status">
        <Loader />
      </Center>
    </PageShell>
  );
}

/** Loading..., and why it takes long when the server cannot be reached. */
function Waiting({ waiting }: { waiting: 'offline' | 'unreachable' | null }) {
  const t = useTexts(completeTexts);
  usePageTitle(t('loading'));
  // Offline, React Query holds the request until the browser is back online.
  return (
    <PageShell>
      <Center py={120} role="status">
        <Stack align="center">
          <Loader />
          <Text c="dimmed">{t('loading')}</Text>
          {waiting && (
            <Text size="sm" c="yellow.4" ta="center" maw={420} px="md" data-waiting="complete-page">
              {t(waiting)}
            </Text>
          )}
        </Stack>
      </Center>
    </PageShell>
  );
}

function Completed({
  data,
  name,
  unique,
}: {
  data: AssessmentState;
  name: string;
  unique: string;
}) {
  const t = useTexts(completeTexts);
  usePageTitle(pageTitle(t('pageTitle'), data.role.title, data.role.company.name));
  const answered = data.progress.answered;
  const video = data.role.settings.video.enabled;
  const saved = !video
    ? t('answersSaved')
    : data.progress.videoCompleted
      ? t('answersAndVideoSaved')
      : t('answersAndReasonSaved');
  return (
    <PageShell company={data.role.company} userName={name}>
      <Container size="sm" py={48}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('congratulations')}</Title>
            <Text size="lg">
              {t('completedFor', { role: data.role.title, company: data.role.company.name })}{' '}
              {saved}
            </Text>
          </Stack>
          <FeedbackForm
            unique={unique}
            sentAt={data.progress.feedbackSentAt}
            nextSteps={data.texts.nextSteps}
          />
          <AssessmentSummary
            answered={answered}
            total={data.role.questions.length}
            video={video}
            videoSubmitted={data.progress.videoCompleted}
          />
          <YourDataLink sessionToken={unique} />
        </Stack>
      </Container>
    </PageShell>
  );
}

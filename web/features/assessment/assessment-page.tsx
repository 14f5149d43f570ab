import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { AssessmentState } from '../../../shared/assessment.schema';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import {
  clearCandidateSession,
  readCandidateSession,
  readStoredInviteCode,
  type CandidateSession,
} from '../../lib/candidate-storage';
import { paths } from '../../lib/paths';
import { linkQueryKeys } from '../../lib/link-query-keys';
import { showError } from '../../lib/toasts';
import { getAssessment } from '../../lib/assessment-state';
import { AssessmentView, type AssessmentViewProps } from './components/assessment-view';
import { AnswerSync } from './lib/answer-sync';
import { readAssessmentCache, type AssessmentCache } from './lib/assessment-cache';
import { usePageTitle } from '../../lib/page-title';
import { isInviteWithdrawn, useLeaveWhenInviteWithdrawn } from '../../lib/invite-withdrawn';
import { answeredLanguage } from '../../i18n/language-sources';
import { InInviteLanguage } from '../../i18n/page-language';
import { usePageLanguage, useTexts } from '../../i18n/texts';
import { assessmentTexts } from './assessment-texts';
import { refusalText } from './lib/assessment-words';

/**
 * The assessment needs a stored candidate for this very invite; the server's state is
 * loaded and merged with this browser's cache, which also carries a refresh while offline.
 */
export function AssessmentPage({
  videoStep,
  questionRecorder,
}: Pick<AssessmentViewProps, 'videoStep' | 'questionRecorder'>) {
  const { inviteId = '' } = useParams();
  const session = useMemo(() => readCandidateSession(), []);
  const belongsHere = session !== null && readStoredInviteCode() === inviteId;
  const cache = useMemo(() => (belongsHere ? readAssessmentCache() : null), [belongsHere]);

  const state = useQuery({
    queryKey: linkQueryKeys.assessment(session?.unique ?? ''),
    queryFn: () => getAssessment(session?.unique ?? ''),
    enabled: belongsHere,
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus > 0) && count < 2,
    staleTime: Infinity,
    gcTime: 0,
  });
  const sessionRefused = state.error instanceof ApiError && state.error.httpStatus === 401;
  // Withdrawn while away, or a moment ago mid-way: the invite's page says so (never a retry).
  useLeaveWhenInviteWithdrawn(inviteId);

  if (!belongsHere) {
    if (session) clearCandidateSession();
    return <Navigate to={paths.signup(inviteId)} replace />;
  }
  const offlineCopy =
    state.error && !(state.error instanceof ApiError && state.error.httpStatus > 0)
      ? cache?.server
      : undefined;
  const server = state.data ?? offlineCopy;
  // In the candidate's language (docs/languages.md): their switch on this device, else what the
  // assessment's state says; a spinner while another language's words load.
  return (
    <InInviteLanguage
      inviteId={inviteId}
      language={answeredLanguage(server)}
      fallback={<Waiting />}
    >
      <AssessmentIn
        inviteId={inviteId}
        session={session}
        server={server}
        error={state.error}
        sessionRefused={sessionRefused}
        cache={cache}
        videoStep={videoStep}
        questionRecorder={questionRecorder}
      />
    </InInviteLanguage>
  );
}

/** The spinner while the assessment loads, or why it did not. */
function Waiting({ problem, label }: { problem?: string; label?: string }) {
  return (
    <PageShell>
      <Center py={120}>
        <Stack align="center" role="status">
          {problem ? <Text>{problem}</Text> : <Loader />}
          {label && <Text c="dimmed">{label}</Text>}
        </Stack>
      </Center>
    </PageShell>
  );
}

/** The assessment in the page's language: loading, refused, or the steps themselves. */
function AssessmentIn({
  inviteId,
  session,
  server,
  error,
  sessionRefused,
  cache,
  videoStep,
  questionRecorder,
}: Pick<AssessmentViewProps, 'videoStep' | 'questionRecorder'> & {
  inviteId: string;
  session: CandidateSession;
  server: AssessmentState | undefined;
  error: Error | null;
  sessionRefused: boolean;
  cache: AssessmentCache | null;
}) {
  const navigate = useNavigate();
  const t = useTexts(assessmentTexts);
  const language = usePageLanguage();
  const withdrawn = isInviteWithdrawn(error);

  useEffect(() => {
    if (!sessionRefused) return;
    clearCandidateSession();
    showError(t('sessionInvalid'));
    void navigate(paths.signup(inviteId), { replace: true });
  }, [sessionRefused, inviteId, navigate, t]);

  // Until the assessment shows; its own view then names the step (and is set before this).
  usePageTitle(server ? null : t('loading'));

  if (!server) {
    const shown = error && !sessionRefused && !withdrawn;
    return (
      <Waiting
        problem={shown ? refusalText(t, language, error) : undefined}
        label={error ? undefined : t('loading')}
      />
    );
  }
  // Submitted: the assessment is read-only and shows no answers; nothing here is sent again.
  // (By the video, or by the last answer of a role without video.)
  if (server.progress.videoCompleted || server.progress.completedAt !== null) {
    return <Navigate to={paths.complete(inviteId)} replace />;
  }
  return (
    <AssessmentView
      key={session.unique}
      videoStep={videoStep}
      questionRecorder={questionRecorder}
      token={session.unique}
      userName={session.name}
      state={server}
      initialAnswers={AnswerSync.merge(server.answers, cache?.answers ?? [])}
      initialStep={cache?.step ?? server.progress.step}
      initialQuestionIndex={cache?.questionIndex ?? server.progress.questionIndex}
      onSessionInvalid={() => {
        clearCandidateSession();
        showError(t('sessionInvalid'));
        void navigate(paths.signup(inviteId), { replace: true });
      }}
    />
  );
}

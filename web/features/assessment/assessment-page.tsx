import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TEXTS } from '../../../shared/texts';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import {
  clearCandidateSession,
  readCandidateSession,
  readStoredInviteCode,
} from '../../lib/candidate-storage';
import { paths } from '../../lib/paths';
import { linkQueryKeys } from '../../lib/link-query-keys';
import { showError } from '../../lib/toasts';
import { getAssessment } from '../../lib/assessment-state';
import { AssessmentView, type AssessmentViewProps } from './components/assessment-view';
import { AnswerSync } from './lib/answer-sync';
import { readAssessmentCache } from './lib/assessment-cache';
import { usePageTitle } from '../../lib/page-title';
import { isInviteWithdrawn, useLeaveWhenInviteWithdrawn } from '../../lib/invite-withdrawn';

/**
 * The assessment needs a stored candidate for this very invite; the server's state is
 * loaded and merged with this browser's cache, which also carries a refresh while offline.
 */
export function AssessmentPage({
  videoStep,
  questionRecorder,
}: Pick<AssessmentViewProps, 'videoStep' | 'questionRecorder'>) {
  const { inviteId = '' } = useParams();
  const navigate = useNavigate();
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
  const withdrawn = isInviteWithdrawn(state.error);

  useEffect(() => {
    if (!sessionRefused) return;
    clearCandidateSession();
    showError(TEXTS.assessment.sessionInvalid);
    void navigate(paths.signup(inviteId), { replace: true });
  }, [sessionRefused, inviteId, navigate]);

  const offlineCopy =
    state.error && !(state.error instanceof ApiError && state.error.httpStatus > 0)
      ? cache?.server
      : undefined;
  const server = state.data ?? offlineCopy;
  // Until the assessment shows; its own view then names the step (and is set before this).
  usePageTitle(server ? null : TEXTS.inviteEntry.loading);

  if (!belongsHere) {
    if (session) clearCandidateSession();
    return <Navigate to={paths.signup(inviteId)} replace />;
  }
  if (!server) {
    return (
      <PageShell>
        <Center py={120}>
          <Stack align="center" role="status">
            {state.error && !sessionRefused && !withdrawn ? (
              <Text>{state.error.message}</Text>
            ) : (
              <Loader />
            )}
            {!state.error && <Text c="dimmed">{TEXTS.inviteEntry.loading}</Text>}
          </Stack>
        </Center>
      </PageShell>
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
        showError(TEXTS.assessment.sessionInvalid);
        void navigate(paths.signup(inviteId), { replace: true });
      }}
    />
  );
}

import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TEXTS } from '../../../shared/texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../shared/video-unavailable-texts';
import { PageShell } from '../../components/page-shell';
import { readCandidateSession, readStoredInviteCode } from '../../lib/candidate-storage';
import { paths } from '../../lib/paths';
import { linkQueryKeys } from '../../lib/link-query-keys';
import { useLeaveWhenInviteWithdrawn } from '../../lib/invite-withdrawn';
import { getAssessment } from '../../lib/assessment-state';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { WAITING_TEXTS } from '../../../shared/waiting-texts';
import { AssessmentSummary } from './components/assessment-summary';
import { FeedbackForm } from './components/feedback-form';
import { YourDataLink } from './components/your-data-link';
import { pageTitle, usePageTitle } from '../../lib/page-title';

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
  usePageTitle(
    complete && state.data
      ? pageTitle('Complete', state.data.role.title, state.data.role.company.name)
      : TEXTS.complete.loading,
  );

  useEffect(() => {
    if (!ours) void navigate(paths.signup(inviteId), { replace: true });
    else if (state.data && !complete) void navigate(paths.assessment(inviteId), { replace: true });
    else if (state.error) void navigate(paths.assessment(inviteId), { replace: true });
  }, [ours, state.data, state.error, complete, inviteId, navigate]);

  if (!session || !state.data || !complete) {
    // Offline, React Query holds the request until the browser is back online.
    const waiting = !online
      ? WAITING_TEXTS.completePage.offline
      : state.failureCount > 0 && !state.error
        ? WAITING_TEXTS.completePage.unreachable
        : null;
    return (
      <PageShell>
        <Center py={120} role="status">
          <Stack align="center">
            <Loader />
            <Text c="dimmed">{TEXTS.complete.loading}</Text>
            {waiting && (
              <Text
                size="sm"
                c="yellow.4"
                ta="center"
                maw={420}
                px="md"
                data-waiting="complete-page"
              >
                {waiting}
              </Text>
            )}
          </Stack>
        </Center>
      </PageShell>
    );
  }
  const { data } = state;
  const answered = data.progress.answered;
  const video = data.role.settings.video.enabled;
  return (
    <PageShell company={data.role.company} userName={session.name}>
      <Container size="sm" py={48}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{TEXTS.complete.congratulations}</Title>
            <Text size="lg">
              You have completed the pre-screening for {data.role.title} at {data.role.company.name}
              .{' '}
              {!video
                ? 'Your answers are saved.'
                : data.progress.videoCompleted
                  ? 'Your answers and your video introduction are saved.'
                  : VIDEO_UNAVAILABLE_TEXTS.completeSentence}
            </Text>
          </Stack>
          <FeedbackForm unique={session.unique} sentAt={data.progress.feedbackSentAt} />
          <AssessmentSummary
            answered={answered}
            total={data.role.questions.length}
            video={video}
            videoSubmitted={data.progress.videoCompleted}
          />
          <YourDataLink sessionToken={session.unique} />
        </Stack>
      </Container>
    </PageShell>
  );
}

import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Stack.css';
import { Grid, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import type { CandidateDetail, VideoState } from '../../../shared/review.schema';
import { LoadError } from '../../components/load-error';
import { SkipLink } from '../../components/admin-frame';
import { ApiError } from '../../lib/api-client';
import { prefetchCandidate, useCandidate } from './api/get-candidate';
import { AnswersSection } from './components/answers-section';
import { CandidateFeedback } from './components/candidate-feedback';
import { CandidateHeader } from './components/candidate-header';
import { CandidateMissing } from './components/candidate-missing';
import { CandidateNav } from './components/candidate-nav';
import { CandidateSkeleton } from './components/candidate-skeleton';
import { CommentsCard } from './components/comments-card';
import { DECISION_PANEL_ID, DecisionCard } from './components/decision-card';
import { DeleteCandidateButton } from './components/delete-candidate-button';
import { DeviceCard } from './components/device-card';
import { GuestFeedbackCard } from './components/guest-feedback-card';
import { HistoryCard } from './components/history-card';
import { IntegrityTimeline } from './components/integrity-timeline';
import { ShareCandidateButton } from './components/share-candidate-button';
import { ScoresCard } from './components/scores-card';
import { TimingsCard } from './components/timings-card';
import { VideoSection } from './components/video-section';
import { useLiveCandidate } from './hooks/use-live-candidate';
import { usePageTitle } from '../../lib/page-title';
import { useStepsDrawn } from '../../lib/use-steps-drawn';
import { useTexts } from '../../i18n/texts';
import { reviewCandidateTexts } from './review-candidate-texts';

/**
 * What the page says of the candidate's data (due, erasure, hold) and its actions: a file of
 * their own, loaded after the page (e2e/size-budget.spec.ts).
 */
const PrivacyNotice = lazy(() =>
  import('./components/privacy-panel').then((m) => ({ default: m.PrivacyNotice })),
);
const PrivacyActions = lazy(() =>
  import('./components/privacy-panel').then((m) => ({ default: m.PrivacyActions })),
);

/** What the Timings card says instead of when the video was submitted, when none is to come. */
const VIDEO_MISSING_TEXTS: Partial<
  Record<VideoState, 'videoNotRequiredShort' | 'videoNotRecorded'>
> = { not_required: 'videoNotRequiredShort', unavailable: 'videoNotRecorded' };

function isMissing(error: Error): boolean {
  // 400: not even a candidate id; 404: no such candidate (any more).
  return error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400);
}

interface CandidateViewProps {
  candidate: CandidateDetail;
  search: string;
  /** How many of the later steps are drawn (CandidateBody). */
  drawn: number;
}

/** The steps after the header and the video, in the page's order on a phone. */
const STEPS = {
  answers: 1,
  comments: 2,
  decision: 3,
  history: 4,
  rest: 5,
} as const;

function CandidateView({ candidate, search, drawn }: CandidateViewProps) {
  const t = useTexts(reviewCandidateTexts);
  const videoMissing = VIDEO_MISSING_TEXTS[candidate.video.state];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }} miw={0}>
        <Stack gap="lg">
          <VideoSection
            video={candidate.video}
            name={candidate.name}
            candidateId={candidate.id}
            unavailable={candidate.videoUnavailable}
          />
          {drawn >= STEPS.answers && (
            <AnswersSection
              answers={candidate.answers}
              answered={candidate.answered}
              candidateId={candidate.id}
              name={candidate.name}
              files={candidate.files}
              recordings={candidate.media}
            />
          )}
          {drawn >= STEPS.comments && <CommentsCard candidateId={candidate.id} />}
        </Stack>
      </Grid.Col>
      {drawn >= STEPS.decision && (
        <Grid.Col span={{ base: 12, md: 5 }} miw={0}>
          <Stack gap="lg">
            <ShareCandidateButton candidateId={candidate.id} name={candidate.name} />
            <DecisionCard key={candidate.id} candidateId={candidate.id} review={candidate.review} />
            <ScoresCard
              key={candidate.id}
              candidateId={candidate.id}
              scores={candidate.scores}
              questions={candidate.answers.map((answer) => answer.question)}
            />
            {drawn >= STEPS.history && (
              <>
                <HistoryCard candidateId={candidate.id} />
                <TimingsCard
                  timing={candidate.timing}
                  extraTime={candidate.extraTime}
                  videoSubmittedAt={candidate.video.submittedAt}
                  videoMissingText={videoMissing ? t(videoMissing) : null}
                />
                <CandidateFeedback feedback={candidate.feedback} />
              </>
            )}
            {drawn >= STEPS.rest && (
              <>
                <GuestFeedbackCard candidateId={candidate.id} />
                <DeviceCard
                  devices={candidate.devices}
                  device={candidate.device}
                  inviteCode={candidate.inviteCode}
                />
                <IntegrityTimeline events={candidate.events} />
                <Group justify="flex-end" gap="sm">
                  {candidate.privacy && (
                    <Suspense fallback={null}>
                      <PrivacyActions
                        candidateId={candidate.id}
                        name={candidate.name}
                        privacy={candidate.privacy}
                      />
                    </Suspense>
                  )}
                  <DeleteCandidateButton
                    candidateId={candidate.id}
                    name={candidate.name}
                    search={search}
                  />
                </Group>
              </>
            )}
          </Stack>
        </Grid.Col>
      )}
    </Grid>
  );
}

/**
 * The header and the video first (its poster is what a phone shows largest), then the rest in
 * steps, top to bottom, each committed in a task of its own (useStepsDrawn): all of it at once was
 * one long task on a phone (docs/capacity.md, the reviewer's pages on a phone). The skip link
 * comes with the decision it leads to.
 */
function CandidateBody({ candidate, search }: { candidate: CandidateDetail; search: string }) {
  const t = useTexts(reviewCandidateTexts);
  const drawn = useStepsDrawn(STEPS.rest);
  const { privacy } = candidate;
  return (
    <Stack gap="lg">
      {drawn >= STEPS.decision && (
        <SkipLink targetId={DECISION_PANEL_ID}>{t('skipToDecision')}</SkipLink>
      )}
      <CandidateHeader candidate={candidate} />
      {privacy && (privacy.deleteOn || privacy.hold || privacy.erasureRequestedAt) && (
        <Suspense fallback={null}>
          <PrivacyNotice privacy={privacy} />
        </Suspense>
      )}
      <CandidateView candidate={candidate} search={search} drawn={drawn} />
    </Stack>
  );
}

/** The route's loader: the candidate is asked for before the page renders. */
export function candidateLoader({ params }: LoaderFunctionArgs): null {
  if (params.candidateId) prefetchCandidate(params.candidateId);
  return null;
}

/** One candidate, the decision on them, and deleting them (docs/product.md#candidate-page). */
export function CandidatePage() {
  const { candidateId = '' } = useParams();
  const search = useLocation().search.replace(/^\?/, '');
  const t = useTexts(reviewCandidateTexts);
  const candidate = useCandidate(candidateId);
  useLiveCandidate(candidateId);
  usePageTitle(t('pageTitle'), candidate.data?.name ?? t('pageTitleFallback'));

  let body;
  if (candidate.isPending) body = <CandidateSkeleton />;
  else if (candidate.isError && isMissing(candidate.error)) {
    return <CandidateMissing search={search} />;
  } else if (candidate.isError) {
    body = (
      <LoadError
        title={t('loadFailed')}
        message={candidate.error.message}
        retryLabel={t('tryAgain')}
        retrying={candidate.isFetching}
        onRetry={() => void candidate.refetch()}
      />
    );
  } else {
    body = <CandidateBody candidate={candidate.data} search={search} />;
  }

  return (
    <Stack gap="md">
      <CandidateNav candidateId={candidateId} search={search} />
      {body}
    </Stack>
  );
}

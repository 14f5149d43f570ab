import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Loader.css';
import { Button, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';
import type { MediaForm } from '../../../../shared/question-forms.schema';
import { useTexts } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { getAssessment } from '../../../lib/assessment-state';
import { readCandidateSession, readStoredInviteCode } from '../../../lib/candidate-storage';
import { formatClock } from '../../../lib/format-clock';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { linkQueryKeys } from '../../../lib/link-query-keys';
import { showError } from '../../../lib/toasts';
import {
  discardInterruptedRecording,
  getInterruptedAnswer,
  submitInterruptedAnswer,
} from '../api/interrupted-recording';
import { submitAnswerRecording } from '../api/submit-answer-recording';
import { isSavedPartChanged, useInterruptedTake } from '../hooks/use-interrupted-take';
import type { FinishedRecording } from '../hooks/use-recorder';
import { answerMediaProgressOf } from '../lib/answer-media-progress';
import { recorderTexts, refusalText } from '../recorder-texts';
import { hasPractised, rememberPractised } from '../lib/practice-take';
import { CheckingSavedTake } from './checking-saved-take';
import { InterruptedTakeCard } from './interrupted-take-card';
import { PracticeTakeCard } from './practice-take-card';
import { Recorder } from './recorder';
import { SavedRecordingCard } from './saved-recording-card';

export interface QuestionRecorderProps {
  /** The question's index in the role (the answers routes' `:questionId`). */
  questionId: number;
  form: MediaForm;
  /** The questions step knows this answer is submitted (it was, earlier on this page). */
  submitted: boolean;
  /** The answer was submitted: the question is done. */
  onSubmitted: () => void;
  /** The server no longer knows the candidate's session (a 401). */
  onSessionInvalid: () => void;
  /** Whether a take is under way: the questions step holds the candidate on the question. */
  onBusyChange?: (busy: boolean) => void;
}

/** The question's answer is in: its length, and that it is kept. */
function SubmittedCard({
  media,
  durationMs,
}: {
  media: MediaForm['type'];
  durationMs: number | null;
}) {
  const t = useTexts(recorderTexts);
  return (
    <Card withBorder padding="lg" radius="md" data-answer-recording="submitted">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{t('answerSubmitted', { media })}</Text>
          <Text size="sm" c="dimmed">
            {durationMs === null
              ? t('answerSaved')
              : t('answerSavedLength', { length: formatClock(durationMs) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * The recorder for one video or audio question (docs/product.md#answer-types): the question's own
 * length and takes, the role's thinking time, a practice take the first time on this device, and
 * a finished take the server still holds offered first, then the saved part of a take cut short
 * (a reload mid-take), as the video introduction offers it. It reads the assessment state itself.
 */
export function QuestionRecorder({
  questionId,
  form,
  submitted: submittedBefore,
  onSubmitted,
  onSessionInvalid,
  onBusyChange,
}: QuestionRecorderProps) {
  const t = useTexts(recorderTexts);
  const media = form.type;
  const token = useMemo(() => readCandidateSession()?.unique ?? '', []);
  const invite = useMemo(() => readStoredInviteCode() ?? '', []);
  const state = useQuery({
    queryKey: linkQueryKeys.assessment(token),
    queryFn: () => getAssessment(token),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const progress = answerMediaProgressOf(state.data, questionId);
  const [practised, setPractised] = useState(() => hasPractised(invite, media));
  /** What this page learned since the state loaded: a take used, submitted, or Record Again. */
  const [local, setLocal] = useState<{
    takesLeft?: number | null;
    pending?: { uploadId: string; durationMs: number | null } | null;
    submittedMs?: number | null;
  }>({});
  const [recorderKey, setRecorderKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // A take of this question cut short: looked for when the question opens, asked twice a few
  // seconds apart so that a take still recorded in another tab is left alone (docs/recordings.md).
  const askInterrupted = useCallback(
    () => getInterruptedAnswer(token, questionId),
    [token, questionId],
  );
  const cut = useInterruptedTake(askInterrupted, token !== '');
  /** The camera or microphone stopped mid-take: the saved part is offered beside the recorder. */
  const [byDevice, setByDevice] = useState(false);

  const takesLeft =
    local.takesLeft !== undefined ? local.takesLeft : (progress?.takesLeft ?? form.takes);
  const pending =
    local.pending !== undefined ? local.pending : (progress?.pendingRecording ?? null);
  const submitted =
    local.submittedMs !== undefined
      ? { durationMs: local.submittedMs }
      : (progress?.submitted ?? (submittedBefore ? { durationMs: null } : null));

  // The state above was read when the page loaded; a take used or submitted since, and the
  // candidate came back to this question: its progress now (what is known here stays first).
  useEffect(() => {
    if (token === '') return;
    let current = true;
    void getAssessment(token)
      .then((fresh) => {
        const now = answerMediaProgressOf(fresh, questionId);
        if (!current || !now) return;
        setLocal((known) => ({
          takesLeft: known.takesLeft !== undefined ? known.takesLeft : now.takesLeft,
          pending: known.pending !== undefined ? known.pending : now.pendingRecording,
          submittedMs:
            known.submittedMs !== undefined
              ? known.submittedMs
              : now.submitted
                ? now.submitted.durationMs
                : undefined,
        }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, questionId]);

  const submit = async (
    recordedMs: number | null,
    send: () => ReturnType<typeof submitAnswerRecording>,
  ) => {
    setSubmitting(true);
    try {
      const { recording } = await send();
      setLocal((known) => ({
        ...known,
        pending: null,
        submittedMs: recording.durationMs ?? recordedMs,
      }));
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) {
        onSessionInvalid();
      } else if (!isInviteWithdrawn(error)) {
        showError(refusalText(t, error, undefined, questionId));
      }
      // The saved part changed meanwhile (recorded on elsewhere, or gone): look again, the page
      // held on the look (a take started meanwhile would be replaced by an offer), unless the
      // stopped recorder is under the offer (it stays, as after the device stopped).
      if (error instanceof ApiError && isSavedPartChanged(error.code) && cut.interrupted) {
        cut.forget();
        cut.lookAgain({ hold: !byDevice });
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** No take left on the server: a finished take it still holds is offered instead. */
  const onTakesUsedUp = useCallback(() => {
    setLocal((known) => ({ ...known, takesLeft: 0 }));
    void getAssessment(token)
      .then((fresh) => {
        const now = answerMediaProgressOf(fresh, questionId);
        setLocal((known) => ({ ...known, pending: now?.pendingRecording ?? null }));
      })
      .catch(() => undefined);
  }, [token, questionId]);

  if (state.data === undefined && submitted) {
    return <SubmittedCard media={media} durationMs={submitted.durationMs} />;
  }
  if (state.data === undefined && state.error) {
    // Offline (the page shows its saved copy): say so, with a way to try again. A refused
    // session is the assessment page's (it leaves for the sign-up).
    return (
      <Stack gap="sm" align="flex-start" role="status" py="lg">
        <Text>{state.error.message}</Text>
        <Button variant="default" loading={state.isFetching} onClick={() => void state.refetch()}>
          {t('tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (state.data === undefined) {
    return (
      <Group gap="sm" role="status" py="lg" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  if (submitted) return <SubmittedCard media={media} durationMs={submitted.durationMs} />;
  if (pending) {
    return (
      <SavedRecordingCard
        recording={pending}
        takesLeft={takesLeft}
        submitting={submitting}
        onSubmit={() =>
          void submit(pending.durationMs, () =>
            submitAnswerRecording(token, questionId, pending.uploadId),
          )
        }
        onRecordAgain={() => {
          setLocal((known) => ({ ...known, pending: null }));
          setRecorderKey((key) => key + 1);
        }}
      />
    );
  }
  const interruptedCard = (saved: InterruptedRecording) => (
    <InterruptedTakeCard
      recording={saved}
      withTitle={false}
      answering="question"
      takesLeft={takesLeft}
      submitting={submitting}
      onSubmit={() => {
        const { uploadId, savedBytes } = saved;
        void submit(saved.savedMs, () =>
          submitInterruptedAnswer(token, questionId, { uploadId, savedBytes }),
        );
      }}
      onRecordAgain={() => {
        cut.forget();
        void discardInterruptedRecording(token, saved.uploadId);
        setByDevice(false);
        setRecorderKey((key) => key + 1);
      }}
    />
  );
  // After a reload or a closed tab: the choice is all there is to make.
  if (cut.interrupted && !byDevice) return interruptedCard(cut.interrupted);
  if (cut.checking) return <CheckingSavedTake py="lg" />;
  if (!practised) {
    return (
      <PracticeTakeCard
        media={media}
        onDone={() => {
          rememberPractised(invite, media);
          setPractised(true);
        }}
      />
    );
  }
  return (
    <Recorder
      key={recorderKey}
      token={token}
      media={media}
      questionIndex={questionId}
      maxSeconds={form.maxSeconds}
      thinkingSeconds={state.data.role.settings.thinkingSeconds}
      takesLeft={takesLeft}
      submitting={submitting}
      onSubmit={(recording: FinishedRecording) =>
        void submit(recording.recordedMs, () =>
          submitAnswerRecording(token, questionId, recording.uploadId),
        )
      }
      onTakesUsedUp={onTakesUsedUp}
      onSessionInvalid={onSessionInvalid}
      onBusyChange={onBusyChange}
      // The camera or microphone stopped: the choice sits above the stopped recorder and its How
      // to Fix, as the introduction's (docs/recordings.md).
      onInterrupted={() => {
        setByDevice(true);
        cut.lookAgain();
      }}
      interruptedNotice={cut.interrupted && byDevice ? interruptedCard(cut.interrupted) : null}
      onRestartCamera={() => {
        cut.forget();
        setByDevice(false);
      }}
    />
  );
}

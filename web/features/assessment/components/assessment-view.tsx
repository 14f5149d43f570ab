import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import { Container, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import type {
  AssessmentState,
  AssessmentStep,
  PendingRecording,
} from '../../../../shared/assessment.schema';
import type { AnswerFile } from '../../../../shared/answer-files.schema';
import type { RoleSettings } from '../../../../shared/roles.schema';
import { PageShell } from '../../../components/page-shell';
import { showError } from '../../../lib/toasts';
import { completeAssessment, saveProgress } from '../api/assessment-calls';
import { formatClock } from '../../../lib/format-clock';
import { useCountdown } from '../hooks/use-countdown';
import { useAnswerSync } from '../hooks/use-answer-sync';
import { useIntegrityGuard } from '../hooks/use-integrity-guard';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { writeAssessmentCache, type CachedAnswer } from '../lib/assessment-cache';
import { progressSaveMessage } from '../lib/progress-save-error';
import { doneCount, filesOf, formsOfState, submittedRecordingsOf } from '../lib/given-answers';
import { OverTimeNotice } from './over-time-notice';
import { OverviewStep } from './overview-step';
import { QuestionsStep, type QuestionRecorderSlotProps } from './questions-step';
import { SaveIndicator } from './save-indicator';
import { SectionStepper } from './section-stepper';
import { usePageTitle } from '../../../lib/page-title';
import { translateKnown, usePageLanguage, useTexts } from '../../../i18n/texts';
import { assessmentTexts, type AssessmentTranslate } from '../assessment-texts';
import { refusalText } from '../lib/assessment-words';

/** The page's title on each step. */
function stepTitle(
  t: AssessmentTranslate,
  step: AssessmentStep,
  questionIndex: number,
  total: number,
): string {
  switch (step) {
    case 'overview':
      return t('titleOverview');
    case 'questions':
      return t('questionOf', { number: questionIndex + 1, total });
    case 'video':
      return t('titleVideo');
    case 'complete':
      return t('titleComplete');
  }
}

/**
 * What a screen reader is told of the time left: at 5 minutes, at 1 minute and at zero, not each
 * second the header's clock ticks.
 */
function timeAnnouncement(t: AssessmentTranslate, remainingMs: number): string | undefined {
  if (remainingMs <= 0) return t('announceTimeUp');
  if (remainingMs <= 60_000) return t('announceOneMinute');
  if (remainingMs <= 5 * 60_000) return t('announceFiveMinutes');
  return undefined;
}

/** What the assessment's video step is handed; the route supplies the recorder that takes it. */
export interface VideoStepSlotProps {
  token: string;
  /** The role's video: its maximum length and takes. */
  video: RoleSettings['video'];
  thinkingSeconds: number;
  /** Recordings the candidate may still finish; null: unlimited. */
  takesLeft: number | null;
  /** A finished recording not yet submitted (a reload came between); null: none. */
  pendingRecording: PendingRecording | null;
  onSubmitted: (completedAt: string) => void;
  onSessionInvalid: () => void;
}

export interface AssessmentViewProps {
  /** The video step: the recording feature's, assembled by the route. */
  videoStep: ComponentType<VideoStepSlotProps>;
  /** The recorder of a video or audio answer: the recording feature's, assembled by the route. */
  questionRecorder: ComponentType<QuestionRecorderSlotProps>;
  token: string;
  userName: string;
  state: AssessmentState;
  initialAnswers: CachedAnswer[];
  initialStep: AssessmentStep;
  initialQuestionIndex: number;
  onSessionInvalid: () => void;
}

/** The assessment, once the candidate and their saved work are known. */
export function AssessmentView(props: AssessmentViewProps) {
  const { token, state } = props;
  const t = useTexts(assessmentTexts);
  const language = usePageLanguage();
  const questions = state.role.questions;
  const { settings } = state.role;
  const minutes = state.timing.allowedMinutes;
  const [step, setStep] = useState<AssessmentStep>(props.initialStep);
  const [questionIndex, setQuestionIndex] = useState(
    Math.min(Math.max(props.initialQuestionIndex, 0), questions.length - 1),
  );
  // Read by the cache writer, which the answer sync holds from the first render on.
  const progress = useRef({ step, questionIndex });
  const completion = useRef({
    videoCompleted: state.progress.videoCompleted,
    completedAt: state.progress.completedAt,
  });
  const [persist] = useState(
    () => (cached: CachedAnswer[]) =>
      writeAssessmentCache({
        answers: cached,
        ...progress.current,
        ...completion.current,
        server: state,
      }),
  );
  const { sync, status, answers } = useAnswerSync({
    token,
    questions,
    initial: props.initialAnswers,
    persist,
    onSessionInvalid: props.onSessionInvalid,
    onRejected: (error, questionIndex) =>
      showError(refusalText(t, language, error, { questionIndex })),
    serverNow: state.timing.serverNow,
  });
  const record = useIntegrityGuard(token);
  const navigate = useNavigate();
  const remaining = useCountdown(state.timing.deadlineAt, state.timing.serverNow);
  const forms = formsOfState(state);
  const [files, setFiles] = useState(() => filesOf(state));
  const [submittedRecordings, setSubmittedRecordings] = useState(() =>
    submittedRecordingsOf(state),
  );
  const answered = doneCount(forms, answers, files, submittedRecordings);
  usePageTitle(
    stepTitle(t, step, questionIndex, questions.length),
    state.role.title,
    state.role.company.name,
  );

  // After Continue, Save & Next or Previous, the focus goes to the new step's heading: a screen
  // reader reads it, and the next Tab leads into the step instead of from the page's top.
  const stepRoot = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    const root = stepRoot.current;
    if (!moved.current || !root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // A step that first shows a loader (the video step asks what was saved of a last take) draws
    // its heading a moment later: it takes the focus then, unless the candidate moved it.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== document.body || focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [step, questionIndex]);

  const moveTo = (nextStep: AssessmentStep, nextQuestion: number) => {
    moved.current = true;
    setStep(nextStep);
    setQuestionIndex(nextQuestion);
    progress.current = { step: nextStep, questionIndex: nextQuestion };
    persist(answers);
    // After the answers on their way: the server lets the step advance only past saved answers.
    void sync
      .flush()
      .catch(() => undefined)
      .then(() => saveProgress(token, { step: nextStep, questionIndex: nextQuestion }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.httpStatus === 401) return props.onSessionInvalid();
        const message = progressSaveMessage(error);
        if (message) showError(translateKnown(assessmentTexts, t, message));
      });
    window.scrollTo({ top: 0 });
  };

  const finish = (completedAt: string) => {
    completion.current = { videoCompleted: settings.video.enabled, completedAt };
    progress.current = { step: 'complete', questionIndex };
    persist(answers);
    void navigate(paths.complete(state.inviteCode));
  };

  /** A role without video: Complete on the last question submits the assessment. */
  const completeWithoutVideo = async () => {
    moved.current = true;
    try {
      await sync.flush();
      const { progress: done } = await completeAssessment(token);
      finish(done.completedAt);
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) props.onSessionInvalid();
      else if (!isInviteWithdrawn(error)) {
        showError(refusalText(t, language, error));
      }
    }
  };

  return (
    <PageShell
      company={state.role.company}
      userName={props.userName}
      currentStep={answered}
      totalSteps={questions.length}
      timeRemaining={
        remaining === null
          ? undefined
          : remaining > 0
            ? formatClock(remaining + 999)
            : t('timeIsUp')
      }
      timeAnnouncement={remaining === null ? undefined : timeAnnouncement(t, remaining)}
      progressTexts={{
        progress: t('progress'),
        answered: t('answered', { answered, total: questions.length }),
        timeRemaining: t('timeRemaining'),
      }}
    >
      <Container size="md" py="xl">
        <Stack gap="xl" ref={stepRoot}>
          <SectionStepper
            step={step}
            types={forms.map((form) => form.answer.type)}
            video={settings.video.enabled}
            names={state.texts.sections}
          />
          {remaining !== null && minutes !== null && remaining <= 0 && (
            <OverTimeNotice minutes={minutes} />
          )}
          {step === 'overview' && (
            <OverviewStep
              roleTitle={state.role.title}
              companyName={state.role.company.name}
              questionCount={questions.length}
              minutes={minutes}
              forms={forms}
              settings={settings}
              sectionNames={state.texts.sections}
              onContinue={() => moveTo('questions', 0)}
            />
          )}
          {step === 'questions' && (
            <QuestionsStep
              token={token}
              questions={questions}
              guidance={state.role.guidance}
              forms={forms}
              questionIndex={questionIndex}
              sync={sync}
              files={files}
              onFileChange={(questionId: number, file: AnswerFile | null) =>
                setFiles((current) => {
                  const next = new Map(current);
                  if (file) next.set(questionId, file);
                  else next.delete(questionId);
                  return next;
                })
              }
              submittedRecordings={submittedRecordings}
              onRecordingSubmitted={(questionId: number) =>
                setSubmittedRecordings((current) => new Set(current).add(questionId))
              }
              questionRecorder={props.questionRecorder}
              onSessionInvalid={props.onSessionInvalid}
              onNavigate={(index) => moveTo('questions', index)}
              onComplete={() =>
                settings.video.enabled
                  ? moveTo('video', questionIndex)
                  : void completeWithoutVideo()
              }
              onPaste={(characters) =>
                record({ kind: 'paste', detail: `${characters} characters` })
              }
            />
          )}
          {step === 'video' && (
            <props.videoStep
              token={token}
              video={settings.video}
              thinkingSeconds={settings.thinkingSeconds}
              takesLeft={state.progress.takesLeft}
              // A copy cached by an older version of the page has no such field.
              pendingRecording={state.progress.pendingRecording ?? null}
              onSubmitted={finish}
              onSessionInvalid={props.onSessionInvalid}
            />
          )}
          {step === 'complete' && <Navigate to={paths.complete(state.inviteCode)} replace />}
          <Group justify="flex-end">
            <SaveIndicator status={status} />
          </Group>
        </Stack>
      </Container>
    </PageShell>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { AnswerFile } from '../../../../shared/answer-files.schema';
import { EDITOR_MIN_HEIGHT_PX } from '../../../../shared/constants';
import type { CandidateQuestionForm, MediaForm } from '../../../../shared/question-forms.schema';
import { answerText } from '../../../lib/answer-text';
import { ApiError } from '../../../lib/api-client';
import { loadToasts } from '../../../components/toaster';
import { showError } from '../../../lib/toasts';
import { setQuestionSkipped } from '../api/answer-calls';
import type { AnswerSync } from '../lib/answer-sync';
import { isQuestionDone, mayMoveOn, notDoneMessage, type GivenAnswer } from '../lib/question-done';
import { usePageLanguage, useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';
import { refusalText } from '../lib/assessment-words';
import { ChoiceAnswer } from './choice-answer';
import { FileAnswer } from './file-answer';
import { SkippedNotice } from './skipped-notice';

// The editor comes with the toast stack: a candidate who can type can be told, by a toast, that a
// step was not saved offline (docs/waiting-states.md), even if the connection went before the
// page was ever idle (when the toasts come otherwise, components/toaster.tsx).
const AnswerEditor = lazy(() =>
  Promise.all([import('./answer-editor'), loadToasts()]).then(([editor]) => editor),
);
/** The editor's toolbar and borders, so the page does not move when the editor arrives. */
const EDITOR_FRAME_HEIGHT_PX = EDITOR_MIN_HEIGHT_PX + 52;

/** What the questions step is handed to record a video or audio answer (the recording feature's). */
export interface QuestionRecorderSlotProps {
  questionId: number;
  form: MediaForm;
  /** Submitted earlier on this page (the recorder's own copy of the state is older). */
  submitted: boolean;
  onSubmitted: () => void;
  onSessionInvalid: () => void;
  /** A take is under way (recording or paused). */
  onBusyChange: (busy: boolean) => void;
}

export interface QuestionsStepProps {
  token: string;
  questions: string[];
  /** Each question's guidance ('' for none), shown under its text. */
  guidance: string[];
  /** How each question is answered, and whether it may be skipped. */
  forms: CandidateQuestionForm[];
  questionIndex: number;
  sync: AnswerSync;
  /** The files given as answers, by question. */
  files: ReadonlyMap<number, AnswerFile>;
  onFileChange: (questionId: number, file: AnswerFile | null) => void;
  /** The questions whose recording was submitted. */
  submittedRecordings: ReadonlySet<number>;
  onRecordingSubmitted: (questionId: number) => void;
  questionRecorder: ComponentType<QuestionRecorderSlotProps>;
  onNavigate: (questionIndex: number) => void;
  onComplete: () => void;
  onPaste: (characters: number) => void;
  onSessionInvalid: () => void;
}

/** One question at a time, each with its own control (docs/product.md#questions-step). */
export function QuestionsStep(props: QuestionsStepProps) {
  const { questions, guidance, forms, questionIndex, sync } = props;
  const t = useTexts(assessmentTexts);
  const language = usePageLanguage();
  const texts = useRef(new Map<number, string>());
  const [skipping, setSkipping] = useState(false);
  /** A file is uploading, or a take is under way: leaving would throw it away. */
  const [busy, setBusy] = useState<'file' | 'recording' | null>(null);
  const onFileBusy = useCallback((on: boolean) => setBusy(on ? 'file' : null), []);
  const onRecordingBusy = useCallback((on: boolean) => setBusy(on ? 'recording' : null), []);
  const holdWhileUploading = () => {
    if (busy === 'file') showError(t('waitForUpload'));
    if (busy === 'recording') showError(t('waitForRecording'));
    return busy !== null;
  };
  const form = forms[questionIndex] ?? { answer: { type: 'written' }, required: true };
  const currentText = () =>
    texts.current.get(questionIndex) ?? answerText(sync.answerOf(questionIndex));
  const isLast = questionIndex === questions.length - 1;
  const hint = guidance[questionIndex]?.trim() ?? '';
  const describedBy = hint ? 'question-text question-guidance' : 'question-text';
  const skipped = sync.isSkipped(questionIndex);
  const number = questionIndex + 1;
  /** Skip and Answer it take their own button away: where the focus goes once they are done. */
  const focusNext = useRef<'notice' | 'answer' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const place =
      target === 'notice'
        ? document.getElementById('skipped-notice')
        : document
            .getElementById('question-answer')
            ?.querySelector<HTMLElement>('input, button, [contenteditable="true"], [tabindex="0"]');
    place?.focus();
  }, [skipped]);

  const onChange = (html: string, text: string) => {
    texts.current.set(questionIndex, text);
    // Every non-empty edit is saved; an emptied editor keeps the last saved answer of a required
    // question, while an optional one may be emptied (and then skipped).
    if (text.trim() || !form.required) sync.edit(questionIndex, html);
  };

  /**
   * An emptied required answer is not saved, and the editor shows the saved text when the
   * candidate comes back: the empty text is forgotten, so Save & Next judges what they see.
   */
  const forgetEmptyText = () => {
    if (texts.current.get(questionIndex)?.trim() === '') texts.current.delete(questionIndex);
  };

  const goBack = () => {
    if (holdWhileUploading()) return;
    forgetEmptyText();
    void sync.flush();
    props.onNavigate(questionIndex - 1);
  };

  const given = (text: string): GivenAnswer => ({
    text,
    choices: sync.choicesOf(questionIndex),
    skipped,
    hasFile: props.files.has(questionIndex),
    recordingSubmitted: props.submittedRecordings.has(questionIndex),
  });
  // The server refuses a skip of an answered question: Skip is offered only before an answer (an
  // optional question's every edit is saved, so its saved text is the editor's).
  const maySkip =
    !form.required &&
    !skipped &&
    !isQuestionDone(form, given(answerText(sync.answerOf(questionIndex))));

  const goForward = () => {
    if (holdWhileUploading()) return;
    if (!mayMoveOn(form, given(currentText()))) {
      showError(t(notDoneMessage(form)));
      return;
    }
    forgetEmptyText();
    void sync.flush();
    if (isLast) props.onComplete();
    else props.onNavigate(questionIndex + 1);
  };

  /** Skips the question, or undoes the skip; the server refuses a skip of an answered question. */
  const setSkipped = async (skip: boolean) => {
    if (holdWhileUploading()) return;
    setSkipping(true);
    try {
      await sync.flush();
      const answer = await setQuestionSkipped(props.token, questionIndex, skip);
      focusNext.current = skip ? 'notice' : 'answer';
      sync.adopt(answer);
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) props.onSessionInvalid();
      else showError(refusalText(t, language, error, { questionIndex }));
    } finally {
      setSkipping(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text fw={700} c="indigo.3" size="sm" lts={1}>
          {t('problemSolving')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('sectionNumber', { number: 1 })}
        </Text>
      </Group>
      <Title order={1} size="h3" id="question-heading">
        {t('questionOf', { number, total: questions.length })}
        {!form.required && (
          <Text span c="dimmed" fw={400} inherit>
            {' '}
            {t('optional')}
          </Text>
        )}
      </Title>
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} id="question-text">
          {questions[questionIndex]}
        </Text>
        {hint && (
          <Group
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            mt="sm"
            pt="sm"
            style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}
          >
            <IconBulb size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="gray.4" style={{ whiteSpace: 'pre-wrap' }} id="question-guidance">
              <Text span fw={600} size="sm" c="gray.3">
                {t('guidance')}
              </Text>{' '}
              {hint}
            </Text>
          </Group>
        )}
      </Paper>
      {skipped ? (
        <SkippedNotice busy={skipping} onAnswer={() => void setSkipped(false)} />
      ) : (
        <Box id="question-answer">
          <QuestionAnswer
            {...props}
            form={form}
            describedBy={describedBy}
            onChange={onChange}
            onFileBusy={onFileBusy}
            onRecordingBusy={onRecordingBusy}
          />
        </Box>
      )}
      {maySkip && (
        <Group>
          <Button variant="subtle" loading={skipping} onClick={() => void setSkipped(true)}>
            {t('skip')}
          </Button>
        </Group>
      )}
      <Group justify="space-between">
        {questionIndex > 0 ? (
          <Button variant="default" onClick={goBack}>
            {t('previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={goForward}>{isLast ? t('complete') : t('saveNext')}</Button>
      </Group>
    </Stack>
  );
}

/** The question's own control, by how it is answered. */
function QuestionAnswer({
  form,
  describedBy,
  onChange,
  onFileBusy,
  onRecordingBusy,
  ...props
}: QuestionsStepProps & {
  form: CandidateQuestionForm;
  describedBy: string;
  onChange: (html: string, text: string) => void;
  onFileBusy: (busy: boolean) => void;
  onRecordingBusy: (busy: boolean) => void;
}) {
  const { questionIndex, sync } = props;
  const t = useTexts(assessmentTexts);
  const answer = form.answer;
  switch (answer.type) {
    case 'choice':
      return (
        <ChoiceAnswer
          key={questionIndex}
          questionNumber={questionIndex + 1}
          multiple={answer.multiple}
          options={answer.options}
          chosen={sync.choicesOf(questionIndex)}
          describedBy={describedBy}
          clearable={!form.required}
          onChange={(chosen) => sync.choose(questionIndex, chosen)}
        />
      );
    case 'file':
      return (
        <FileAnswer
          key={questionIndex}
          token={props.token}
          questionId={questionIndex}
          form={answer}
          file={props.files.get(questionIndex) ?? null}
          describedBy={describedBy}
          onFileChange={(file) => props.onFileChange(questionIndex, file)}
          onSessionInvalid={props.onSessionInvalid}
          onBusyChange={onFileBusy}
        />
      );
    case 'video':
    case 'audio':
      return (
        <props.questionRecorder
          key={questionIndex}
          questionId={questionIndex}
          form={answer}
          submitted={props.submittedRecordings.has(questionIndex)}
          onSubmitted={() => props.onRecordingSubmitted(questionIndex)}
          onSessionInvalid={props.onSessionInvalid}
          onBusyChange={onRecordingBusy}
        />
      );
    case 'written':
      return (
        <Box mih={EDITOR_FRAME_HEIGHT_PX}>
          <Suspense fallback={<Skeleton h={EDITOR_FRAME_HEIGHT_PX} radius="md" />}>
            <AnswerEditor
              key={questionIndex}
              label={t('answerLabel', { number: questionIndex + 1 })}
              toolbarLabels={{
                bold: t('bold'),
                italic: t('italic'),
                bulletList: t('bulletList'),
                orderedList: t('orderedList'),
                blockquote: t('blockquote'),
              }}
              describedBy={describedBy}
              initialHtml={sync.answerOf(questionIndex)}
              onChange={onChange}
              onPaste={props.onPaste}
            />
          </Suspense>
        </Box>
      );
  }
}

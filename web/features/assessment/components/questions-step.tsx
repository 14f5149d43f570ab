import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { EDITOR_MIN_HEIGHT_PX } from '../../../../shared/constants';
import { TEXTS } from '../../../../shared/texts';
import { answerText } from '../../../lib/answer-text';
import { loadToasts } from '../../../components/toaster';
import { showError } from '../../../lib/toasts';
import type { AnswerSync } from '../lib/answer-sync';

// The editor comes with the toast stack: a candidate who can type can be told, by a toast, that a
// step was not saved offline (docs/waiting-states.md), even if the connection went before the
// page was ever idle (when the toasts come otherwise, components/toaster.tsx).
const AnswerEditor = lazy(() =>
  Promise.all([import('./answer-editor'), loadToasts()]).then(([editor]) => editor),
);
/** The editor's toolbar and borders, so the page does not move when the editor arrives. */
const EDITOR_FRAME_HEIGHT_PX = EDITOR_MIN_HEIGHT_PX + 52;

interface QuestionsStepProps {
  questions: string[];
  /** Each question's guidance ('' for none), shown under its text. */
  guidance: string[];
  questionIndex: number;
  sync: AnswerSync;
  onNavigate: (questionIndex: number) => void;
  onComplete: () => void;
  onPaste: (characters: number) => void;
}

/** One question at a time in the rich-text editor (docs/product.md#questions-step). */
export function QuestionsStep({
  questions,
  guidance,
  questionIndex,
  sync,
  onNavigate,
  onComplete,
  onPaste,
}: QuestionsStepProps) {
  const texts = useRef(new Map<number, string>());
  const currentText = () =>
    texts.current.get(questionIndex) ?? answerText(sync.answerOf(questionIndex));
  const isLast = questionIndex === questions.length - 1;
  const hint = guidance[questionIndex]?.trim() ?? '';

  const onChange = (html: string, text: string) => {
    texts.current.set(questionIndex, text);
    // Every non-empty edit is saved; an emptied editor keeps the last saved answer.
    if (text.trim()) sync.edit(questionIndex, html);
  };

  const goBack = () => {
    void sync.flush();
    onNavigate(questionIndex - 1);
  };

  const goForward = () => {
    if (!currentText().trim()) {
      showError(TEXTS.assessment.blankAnswer);
      return;
    }
    void sync.flush();
    if (isLast) onComplete();
    else onNavigate(questionIndex + 1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text fw={700} c="indigo.3" size="sm" lts={1}>
          {TEXTS.assessment.problemSolving}
        </Text>
        <Text size="sm" c="dimmed">
          Section 1
        </Text>
      </Group>
      <Title order={1} size="h3" id="question-heading">
        Question {questionIndex + 1} of {questions.length}
      </Title>
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Text style={{ whiteSpace: 'pre-wrap' }} id="question-text">
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
                Guidance:
              </Text>{' '}
              {hint}
            </Text>
          </Group>
        )}
      </Paper>
      <Box mih={EDITOR_FRAME_HEIGHT_PX}>
        <Suspense fallback={<Skeleton h={EDITOR_FRAME_HEIGHT_PX} radius="md" />}>
          <AnswerEditor
            key={questionIndex}
            label={`Your answer to question ${questionIndex + 1}`}
            describedBy={hint ? 'question-text question-guidance' : 'question-text'}
            initialHtml={sync.answerOf(questionIndex)}
            onChange={onChange}
            onPaste={onPaste}
          />
        </Suspense>
      </Box>
      <Group justify="space-between">
        {questionIndex > 0 ? (
          <Button variant="default" onClick={goBack}>
            {TEXTS.assessment.previous}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={goForward}>
          {isLast ? TEXTS.assessment.complete : TEXTS.assessment.saveNext}
        </Button>
      </Group>
    </Stack>
  );
}

import '@mantine/core/styles/Stack.css';
import { ActionIcon, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import type { RoleForm } from '../hooks/use-role-form';
import { AnswerFields } from './answer-fields';

interface QuestionCardProps {
  form: RoleForm;
  index: number;
  count: number;
  questionKey: string;
  onMove: (from: number, to: number) => void;
}

/** One question: its text, its guidance, how it is answered, and the ways to move or remove it. */
export function QuestionCard({ form, index, count, questionKey, onMove }: QuestionCardProps) {
  const number = index + 1;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: questionKey });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 1 : undefined,
    position: 'relative' as const,
  };

  return (
    <Paper
      ref={setNodeRef}
      style={style}
      withBorder
      p="sm"
      bg={isDragging ? 'dark.5' : 'dark.6'}
      shadow={isDragging ? 'md' : undefined}
      data-question={number}
      role="group"
      aria-label={`Question ${number}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              variant="subtle"
              color="gray"
              size={30}
              aria-label={`Drag question ${number} to reorder it`}
              style={{ cursor: 'grab', touchAction: 'none' }}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
            <Text fw={600} size="sm">
              Question {number}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Move up" withArrow>
              <ActionIcon
                variant="default"
                size={30}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={`Move question ${number} up`}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down" withArrow>
              <ActionIcon
                variant="default"
                size={30}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={`Move question ${number} down`}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove" withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size={30}
                disabled={count <= ROLE_LIMITS.questions.min}
                onClick={() => form.removeListItem('questions', index)}
                aria-label={`Remove question ${number}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Textarea
          label={`Question ${number} text`}
          required
          autosize
          minRows={2}
          maxRows={10}
          maxLength={ROLE_LIMITS.questionCharacters}
          {...form.getInputProps(`questions.${index}.text`)}
        />
        <Textarea
          label="Guidance for the candidate"
          description="Optional. Shown under the question, e.g. what a good answer covers."
          autosize
          minRows={1}
          maxRows={6}
          maxLength={ROLE_LIMITS.guidanceCharacters}
          {...form.getInputProps(`questions.${index}.guidance`)}
        />
        <AnswerFields form={form} index={index} />
      </Stack>
    </Paper>
  );
}

import '@mantine/core/styles/Stack.css';
import { ActionIcon, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { rolesTexts } from '../roles-texts';
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
  const t = useTexts(rolesTexts);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: questionKey, attributes: { roleDescription: t('sortable') } });
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
      aria-label={t('question', { number })}
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
              aria-label={t('dragQuestion', { number })}
              style={{ cursor: 'grab', touchAction: 'none' }}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
            <Text fw={600} size="sm">
              {t('question', { number })}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('moveUp')} withArrow>
              <ActionIcon
                variant="default"
                size={30}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={t('moveQuestionUp', { number })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('moveDown')} withArrow>
              <ActionIcon
                variant="default"
                size={30}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={t('moveQuestionDown', { number })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('remove')} withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size={30}
                disabled={count <= ROLE_LIMITS.questions.min}
                onClick={() => form.removeListItem('questions', index)}
                aria-label={t('removeQuestion', { number })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Textarea
          label={t('questionText', { number })}
          required
          autosize
          minRows={2}
          maxRows={10}
          maxLength={ROLE_LIMITS.questionCharacters}
          {...form.getInputProps(`questions.${index}.text`)}
        />
        <Textarea
          label={t('guidance')}
          description={t('guidanceDescription')}
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

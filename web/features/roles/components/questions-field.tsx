import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { newQuestion } from '../lib/role-form-values';
import { rolesTexts } from '../roles-texts';
import { QuestionCard } from './question-card';

/**
 * The role's 1-10 questions, in the order candidates get them: dragged by the handle with a
 * pointer or with the keyboard (Space, the arrows, Space), or moved with the Move buttons.
 */
export function QuestionsField({ form }: { form: RoleForm }) {
  const t = useTexts(rolesTexts);
  const questions = form.getValues().questions;
  const keys = questions.map((question) => question.key);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStarted', { number: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragOver', { number: position(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragDroppedAt', { number: position(active.id), position: position(over.id) })
        : t('dragDropped', { number: position(active.id) }),
    onDragCancel: ({ active }) => t('dragCancelled', { number: position(active.id) }),
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= questions.length || from === to) return;
    form.reorderListItem('questions', { from, to });
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const full = questions.length >= ROLE_LIMITS.questions.max;
  const listError = form.errors.questions;

  return (
    <Stack gap="sm">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t('dragInstructions'),
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Stack gap="sm">
            {questions.map((question, index) => (
              <QuestionCard
                key={question.key}
                form={form}
                index={index}
                count={questions.length}
                questionKey={question.key}
                onMove={move}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {listError && (
        <Text size="sm" c="red.4" role="alert">
          {listError}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={() => form.insertListItem('questions', newQuestion())}
        >
          {t('addQuestion')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('questionsOfMost', { count: questions.length, max: ROLE_LIMITS.questions.max })}
        </Text>
      </Group>
    </Stack>
  );
}

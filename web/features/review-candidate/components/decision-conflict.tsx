import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DECISION_TEXTS } from '../../../../shared/decision-texts';
import { REVIEW_STATUS_LABELS } from '../../../../shared/review.schema';
import type { DecisionChange, DecisionConflict as Conflict } from '../hooks/use-review-saver';

interface DecisionConflictProps {
  conflict: Conflict;
  onReapply: (mine: DecisionChange) => void;
  onDismiss: () => void;
}

/**
 * Someone else saved the same field first: their value is what the card now shows; the
 * reviewer's own (notes or status) is kept here to re-apply on top of theirs, or to let go.
 */
export function DecisionConflict({ conflict, onReapply, onDismiss }: DecisionConflictProps) {
  const by = conflict.theirs.updatedBy;
  const { notes, status } = conflict.mine;
  return (
    <Alert
      color="yellow"
      title={DECISION_TEXTS.conflictTitle}
      role="alert"
      data-testid="decision-conflict"
    >
      <Stack gap="sm">
        <Text size="sm">
          {conflict.field === 'notes'
            ? DECISION_TEXTS.notesConflict(by)
            : DECISION_TEXTS.statusConflict(by)}
        </Text>
        {notes !== undefined ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="your-notes-label">
              {DECISION_TEXTS.yourNotes}
            </Text>
            <Paper
              withBorder
              p="xs"
              role="group"
              aria-labelledby="your-notes-label"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              <Text size="sm">{notes}</Text>
            </Paper>
          </Stack>
        ) : null}
        <Group gap="xs">
          <Button size="xs" onClick={() => onReapply(conflict.mine)}>
            {status !== undefined
              ? DECISION_TEXTS.reapplyStatus(REVIEW_STATUS_LABELS[status])
              : DECISION_TEXTS.reapply}
          </Button>
          <Button size="xs" variant="default" onClick={onDismiss}>
            {DECISION_TEXTS.discard}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

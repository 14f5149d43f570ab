import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DecisionChange, DecisionConflict as Conflict } from '../hooks/use-review-saver';
import { useStatusLabel } from './review-status-badge';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

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
  const t = useTexts(reviewCandidateTexts);
  const statusLabel = useStatusLabel();
  const by = conflict.theirs.updatedBy;
  const who = { known: by === null ? 'no' : 'yes', name: by };
  const { notes, status } = conflict.mine;
  return (
    <Alert color="yellow" title={t('conflictTitle')} role="alert" data-testid="decision-conflict">
      <Stack gap="sm">
        <Text size="sm">
          {conflict.field === 'notes' ? t('notesConflict', who) : t('statusConflict', who)}
        </Text>
        {notes !== undefined ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="your-notes-label">
              {t('yourNotes')}
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
              ? t('reapplyStatus', { status: statusLabel(status) })
              : t('reapply')}
          </Button>
          <Button size="xs" variant="default" onClick={onDismiss}>
            {t('discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { useReviewSaver, type DecisionChange } from '../hooks/use-review-saver';
import { DecisionConflict } from './decision-conflict';
import { NotesField } from './notes-field';
import { SaveStateText } from './save-state';
import { StatusInput } from './status-input';

/** The panel the candidate page's "Skip to decision" link takes the focus to. */
export const DECISION_PANEL_ID = 'decision';

interface DecisionCardProps {
  candidateId: string;
  review: Review;
}

/**
 * Status and notes: each saved at once, shown before the server answers, and based on the
 * version shown. A newer decision from another reviewer is taken in while nothing typed here is
 * unsaved; when both changed the same thing, theirs is shown and the reviewer's own kept beside it.
 */
export function DecisionCard({ candidateId, review }: DecisionCardProps) {
  // What the notes field holds, and the copy it was (re)started with.
  const t = useTexts(reviewCandidateTexts);
  const draft = useRef(review.notes);
  const [seed, setSeed] = useState({ notes: review.notes, count: 0 });
  // While the field is swapped for a newer copy, the old one's last pending save is let go.
  const swapping = useRef(false);

  const restartNotes = useCallback((notes: string) => {
    swapping.current = true;
    draft.current = notes;
    setSeed((previous) => ({ notes, count: previous.count + 1 }));
  }, []);
  useEffect(() => {
    swapping.current = false;
  }, [seed.count]);

  // A clash on the notes: the field shows theirs; the reviewer's latest text is kept to re-apply.
  const saver = useReviewSaver(candidateId, review, (conflict) => {
    if (conflict.field !== 'notes') return conflict;
    const mine = { notes: draft.current };
    restartNotes(conflict.theirs.notes);
    return { ...conflict, mine };
  });
  const { adopt, base, conflict, save, dismissConflict } = saver;

  // Another reviewer's decision arrived (polling): take it in unless something typed is unsaved.
  useEffect(() => {
    if (draft.current !== base.current.notes || !adopt(review)) return;
    if (review.notes !== draft.current) restartNotes(review.notes);
  }, [review, adopt, base, restartNotes]);

  const reapply = (change: DecisionChange) => {
    if (change.notes !== undefined) restartNotes(change.notes);
    save(change);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="decision-heading"
      id={DECISION_PANEL_ID}
      tabIndex={-1}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="decision-heading">
            {t('decisionHeading')}
          </Title>
          <SaveStateText state={saver.state} onRetry={saver.retry} />
        </Group>
        {conflict ? (
          <DecisionConflict conflict={conflict} onReapply={reapply} onDismiss={dismissConflict} />
        ) : null}
        <StatusInput value={review.status} onChange={(status) => save({ status })} />
        <NotesField
          key={seed.count}
          initialNotes={seed.notes}
          onDraft={(notes) => {
            draft.current = notes;
          }}
          onSave={(notes) => {
            if (!swapping.current) save({ notes });
          }}
        />
      </Stack>
    </Card>
  );
}

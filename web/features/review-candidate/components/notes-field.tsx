import { Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef } from 'react';
import { DecisionNotesFormSchema } from '../../../../shared/decisions.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

export const NOTES_SAVE_DELAY_MS = 800;

interface NotesFieldProps {
  initialNotes: string;
  onSave: (notes: string) => void;
  /** Each keystroke's text, so the card knows whether anything typed is still unsaved. */
  onDraft: (notes: string) => void;
}

/**
 * The reviewer's notes, saved after a pause in typing and on leaving the field. The field holds
 * what is typed; the server's copy is not written back into it while typing, so a save never
 * moves the caret (the card remounts it with a newer copy only when nothing typed is unsaved).
 */
export function NotesField({ initialNotes, onSave, onDraft }: NotesFieldProps) {
  const t = useTexts(reviewCandidateTexts);
  const lastSent = useRef(initialNotes);
  const form = useForm({
    initialValues: { notes: initialNotes },
    validate: schemaResolver(DecisionNotesFormSchema, { sync: true }),
    validateInputOnChange: true,
  });

  const saveIfChanged = () => {
    const { notes } = form.getValues();
    if (notes === lastSent.current || form.validate().hasErrors) return;
    lastSent.current = notes;
    onSave(notes);
  };
  const saveSoon = useDebouncedCallback(saveIfChanged, {
    delay: NOTES_SAVE_DELAY_MS,
    flushOnUnmount: true,
  });

  return (
    <Textarea
      label={t('notes')}
      description={t('notesDescription')}
      placeholder={t('notesPlaceholder')}
      autosize
      minRows={4}
      maxRows={14}
      {...form.getInputProps('notes')}
      // The schema's refusals are English: in the page's language where the catalogue has them.
      error={
        typeof form.errors.notes === 'string'
          ? translateKnown(reviewCandidateTexts, t, form.errors.notes)
          : form.errors.notes
      }
      onChange={(event) => {
        form.setFieldValue('notes', event.currentTarget.value);
        onDraft(event.currentTarget.value);
        saveSoon();
      }}
      onBlur={() => {
        saveSoon.cancel();
        saveIfChanged();
      }}
    />
  );
}

import { Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef } from 'react';
import { UpdateReviewRequestSchema } from '../../../../shared/review.schema';

export const NOTES_SAVE_DELAY_MS = 800;

interface NotesFieldProps {
  initialNotes: string;
  onSave: (notes: string) => void;
}

/**
 * The reviewer's notes, saved after a pause in typing and on leaving the field. The field holds
 * what is typed; the server's copy is not written back into it, so a save never moves the caret.
 */
export function NotesField({ initialNotes, onSave }: NotesFieldProps) {
  const lastSent = useRef(initialNotes);
  const form = useForm({
    initialValues: { notes: initialNotes },
    validate: schemaResolver(UpdateReviewRequestSchema, { sync: true }),
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
      label="Notes"
      description="Only the hiring team sees these. Saved as you type."
      placeholder="What stood out, what to ask next…"
      autosize
      minRows={4}
      maxRows={14}
      {...form.getInputProps('notes')}
      onChange={(event) => {
        form.setFieldValue('notes', event.currentTarget.value);
        saveSoon();
      }}
      onBlur={() => {
        saveSoon.cancel();
        saveIfChanged();
      }}
    />
  );
}

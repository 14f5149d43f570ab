import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import {
  COMMENT_MAX_LENGTH,
  CreateCommentRequestSchema,
  type DirectoryMember,
} from '../../../../shared/scores.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { CommentMentionsInput } from './comment-mentions-input';

export interface CommentDraft {
  body: string;
  mentions: string[];
}

interface CommentEditorProps {
  initial: CommentDraft;
  label: string;
  submitLabel: string;
  members: DirectoryMember[] | undefined;
  selfId: string | undefined;
  saving: boolean;
  /** Resolves true when saved (the editor then empties or closes), false to keep the text. */
  onSubmit: (draft: CommentDraft) => Promise<boolean>;
  onCancel?: () => void;
  /** Shown above the buttons, e.g. that the comment changed while this text was typed. */
  notice?: string;
}

/** The text of a comment and whom it mentions: adding one, or editing one's own. */
export function CommentEditor(props: CommentEditorProps) {
  const t = useTexts(reviewCandidateTexts);
  // The schema's refusals are English: shown in the page's language where the catalogue has them.
  const known = (error: ReactNode) =>
    typeof error === 'string' ? translateKnown(reviewCandidateTexts, t, error) : error;
  const form = useForm<CommentDraft>({
    initialValues: props.initial,
    validate: schemaResolver(CreateCommentRequestSchema, { sync: true }),
  });

  return (
    <form
      onSubmit={form.onSubmit(async (values) => {
        if (await props.onSubmit(values)) form.reset();
      })}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label={props.label}
          placeholder={t('commentPlaceholder')}
          autosize
          minRows={2}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          {...form.getInputProps('body')}
          error={known(form.errors.body)}
        />
        <CommentMentionsInput
          members={props.members}
          selfId={props.selfId}
          value={form.getValues().mentions}
          onChange={(ids) => form.setFieldValue('mentions', ids)}
        />
        {props.notice && (
          <Alert color="yellow" variant="light" role="alert">
            {props.notice}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          {props.onCancel && (
            <Button variant="default" size="xs" onClick={props.onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={props.saving}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

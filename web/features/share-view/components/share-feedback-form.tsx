import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import {
  SHARE_COMMENT_MAX,
  ShareFeedbackRequestSchema,
  type ShareFeedbackRequest,
} from '../../../../shared/shares.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { useLeaveFeedback } from '../api/get-share';
import { shareLinksTexts } from '../../../components/share-links-texts';

interface ShareFeedbackFormProps {
  token: string;
  candidateId: string;
  candidateName: string;
}

/** A visitor's score and comment under the name they type; the team sees it on the candidate. */
export function ShareFeedbackForm({ token, candidateId, candidateName }: ShareFeedbackFormProps) {
  const leave = useLeaveFeedback(token);
  const t = useTexts(shareLinksTexts);
  // The shared schema and the server speak English: shown by its key where the catalogue has it.
  const known = (text: string) => translateKnown(shareLinksTexts, t, text);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ShareFeedbackRequest>({
    mode: 'controlled',
    initialValues: { candidateId, name: '', score: null, comment: '' },
    validate: schemaResolver(ShareFeedbackRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    leave.mutate(values, {
      onSuccess: (response) => setSent(response.status),
    }),
  );
  if (sent) {
    return (
      <Alert color="teal" role="status">
        {known(sent)}
      </Alert>
    );
  }
  const scoreError = form.errors.score ?? (form.errors[''] as string | undefined);
  const input = (field: 'name' | 'comment') => {
    const props = form.getInputProps(field);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' ? known(error) : (error as ReactNode) };
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('feedbackFormLabel', { name: candidateName })}>
      <Stack gap="sm">
        <TextInput label={t('yourName')} autoComplete="name" required {...input('name')} />
        <Input.Wrapper
          label={t('yourScore')}
          error={typeof scoreError === 'string' ? known(scoreError) : scoreError}
        >
          <Rating
            value={form.values.score ?? 0}
            onChange={(value) => form.setFieldValue('score', value)}
            getSymbolLabel={(value) => t('scoreSymbol', { value })}
            aria-label={t('scoreLabel', { name: candidateName })}
          />
        </Input.Wrapper>
        <Textarea
          label={t('comment')}
          autosize
          minRows={3}
          maxLength={SHARE_COMMENT_MAX}
          {...input('comment')}
        />
        {leave.isError && (
          <Alert color="red" role="alert">
            {known(leave.error.message)}
          </Alert>
        )}
        <Button type="submit" loading={leave.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('sendFeedback')}
        </Button>
      </Stack>
    </form>
  );
}

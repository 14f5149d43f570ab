import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  SHARE_COMMENT_MAX,
  ShareFeedbackRequestSchema,
  type ShareFeedbackRequest,
} from '../../../../shared/shares.schema';
import { useLeaveFeedback } from '../api/get-share';

interface ShareFeedbackFormProps {
  token: string;
  candidateId: string;
  candidateName: string;
}

/** A visitor's score and comment under the name they type; the team sees it on the candidate. */
export function ShareFeedbackForm({ token, candidateId, candidateName }: ShareFeedbackFormProps) {
  const leave = useLeaveFeedback(token);
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
        {sent}
      </Alert>
    );
  }
  const scoreError = form.errors.score ?? (form.errors[''] as string | undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={`Your feedback on ${candidateName}`}>
      <Stack gap="sm">
        <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
        <Input.Wrapper label="Your score" error={scoreError}>
          <Rating
            value={form.values.score ?? 0}
            onChange={(value) => form.setFieldValue('score', value)}
            getSymbolLabel={(value) => `${value} of 5`}
            aria-label={`Your score of ${candidateName}, 1 to 5`}
          />
        </Input.Wrapper>
        <Textarea
          label="Comment"
          autosize
          minRows={3}
          maxLength={SHARE_COMMENT_MAX}
          {...form.getInputProps('comment')}
        />
        {leave.isError && (
          <Alert color="red" role="alert">
            {leave.error.message}
          </Alert>
        )}
        <Button type="submit" loading={leave.isPending} style={{ alignSelf: 'flex-start' }}>
          Send feedback
        </Button>
      </Stack>
    </form>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { SignInRequestSchema, type SignInRequest } from '../../../../shared/review.schema';
import { TEXTS } from '../../../../shared/texts';
import { showSuccess } from '../../../lib/toasts';
import { useSignIn } from '../api/sign-in';

/** The passkey, exchanged once for a session cookie (SPEC B4). */
export function SignInCard() {
  const signIn = useSignIn();
  const form = useForm<SignInRequest>({
    mode: 'uncontrolled',
    initialValues: { passkey: '' },
    validate: schemaResolver(SignInRequestSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(SignInRequestSchema.parse(values), {
      onSuccess: (response) => showSuccess(response.status),
      // Wrong passkey (401) or too many tries (429): the server's words, under the field.
      onError: (error) => form.setFieldError('passkey', error.message),
    });
  });

  return (
    <Card withBorder padding="xl" radius="md" maw={460} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {TEXTS.workspace.signInTitle}
            </Title>
            <Text c="dimmed" size="sm">
              Enter the admin passkey once; you stay signed in on this browser for 12 hours of
              activity.
            </Text>
          </Stack>
          <PasswordInput
            label="Admin passkey"
            placeholder="Your admin passkey"
            autoComplete="current-password"
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the passkey' }}
            key={form.key('passkey')}
            {...form.getInputProps('passkey')}
          />
          <Button type="submit" loading={signIn.isPending} leftSection={<IconLogin2 size={18} />}>
            {TEXTS.workspace.signIn}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

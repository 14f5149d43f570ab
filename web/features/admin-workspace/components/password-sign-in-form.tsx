import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import {
  PasswordSignInRequestSchema,
  type PasswordSignInRequest,
} from '../../../../shared/members.schema';
import { showSuccess } from '../../../lib/toasts';
import { usePasswordSignIn } from '../api/sign-in-password';
import { useTexts } from '../../../i18n/texts';
import { frameTexts } from '../frame-texts';

/** A member's email and password. */
export function PasswordSignInForm() {
  const t = useTexts(frameTexts);
  const signIn = usePasswordSignIn();
  const form = useForm<PasswordSignInRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(PasswordSignInRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    signIn.mutate(PasswordSignInRequestSchema.parse(values), {
      onSuccess: (response) => showSuccess(response.status),
      // Wrong email or password (401) or too many wrong ones (429): the server's words.
      onError: (error) => form.setFieldError('password', error.message),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="username"
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signIn.isPending} leftSection={<IconLogin2 size={18} />}>
          {t('signInWithPassword')}
        </Button>
      </Stack>
    </form>
  );
}

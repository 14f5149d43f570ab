import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  PASSWORD_MIN_LENGTH,
  SetPasswordRequestSchema,
  type SetPasswordRequest,
} from '../../../../shared/members.schema';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toasts';
import { useSetPassword } from '../api/update-account';

/** Sets or changes one's password; changing one needs the current one. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const setPassword = useSetPassword();
  const form = useForm<SetPasswordRequest>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: hasPassword ? '' : undefined, newPassword: '' },
    validate: schemaResolver(SetPasswordRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    setPassword.mutate(SetPasswordRequestSchema.parse(values), {
      onSuccess: (response) => {
        showSuccess(response.status);
        form.reset();
      },
      onError: (error) =>
        form.setFieldError(
          error instanceof ApiError && error.code === 'current-password-wrong'
            ? 'currentPassword'
            : 'newPassword',
          error.message,
        ),
    }),
  );
  const toggle = { 'aria-label': 'Show or hide the password' };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        {hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well.`}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <Button type="submit" variant="default" loading={setPassword.isPending}>
          {hasPassword ? 'Change password' : 'Set a password'}
        </Button>
      </Stack>
    </form>
  );
}

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
import { useTexts } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toasts';
import { useSetPassword } from '../api/update-account';
import { accountTexts, fieldErrorText } from '../account-texts';

/** Sets or changes one's password; changing one needs the current one. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTexts(accountTexts);
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
  const toggle = { 'aria-label': t('showHidePassword') };
  const input = (field: keyof SetPasswordRequest) => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        {hasPassword && (
          <PasswordInput
            label={t('currentPassword')}
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            key={form.key('currentPassword')}
            {...input('currentPassword')}
          />
        )}
        <PasswordInput
          label={t('newPassword')}
          description={t('passwordHelp', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          key={form.key('newPassword')}
          {...input('newPassword')}
        />
        <Button type="submit" variant="default" loading={setPassword.isPending}>
          {hasPassword ? t('changePassword') : t('setPassword')}
        </Button>
      </Stack>
    </form>
  );
}

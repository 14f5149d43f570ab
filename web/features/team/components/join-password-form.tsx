import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import {
  JoinRequestSchema,
  PASSWORD_MIN_LENGTH,
  type JoinInfo,
  type JoinRequest,
} from '../../../../shared/members.schema';
import { useTexts } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toasts';
import { useJoinTeam } from '../api/join-team';
import { fieldErrorText, teamTexts } from '../team-texts';

/** The "Set a password" way to join: name, email and a password of 15 characters or more. */
export function JoinPasswordForm({ token, invite }: { token: string; invite: JoinInfo }) {
  const t = useTexts(teamTexts);
  const join = useJoinTeam(token);
  const navigate = useNavigate();
  const form = useForm<JoinRequest>({
    mode: 'uncontrolled',
    initialValues: { name: invite.name, email: invite.email ?? '', password: '' },
    validate: schemaResolver(JoinRequestSchema.required({ password: true }), { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    join.mutate(JoinRequestSchema.parse(values), {
      onSuccess: (response) => {
        showSuccess(response.status);
        void navigate(paths.adminCandidates(), { replace: true });
      },
      onError: (error) =>
        form.setFieldError(
          error instanceof ApiError && error.code === 'email-taken' ? 'email' : 'password',
          error.message,
        ),
    });
  });
  const input = (field: keyof JoinRequest) => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('yourName')}
          autoComplete="name"
          key={form.key('name')}
          {...input('name')}
        />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="username"
          key={form.key('email')}
          {...input('email')}
        />
        <PasswordInput
          label={t('password')}
          description={t('passwordHelp', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('showHidePassword') }}
          key={form.key('password')}
          {...input('password')}
        />
        <Button type="submit" loading={join.isPending}>
          {t('setPasswordAndJoin')}
        </Button>
      </Stack>
    </form>
  );
}

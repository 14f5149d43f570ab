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
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toasts';
import { useJoinTeam } from '../api/join-team';

/** The "Set a password" way to join: name, email and a password of 15 characters or more. */
export function JoinPasswordForm({ token, invite }: { token: string; invite: JoinInfo }) {
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Your name"
          autoComplete="name"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well.`}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={join.isPending}>
          Set a password and join
        </Button>
      </Stack>
    </form>
  );
}

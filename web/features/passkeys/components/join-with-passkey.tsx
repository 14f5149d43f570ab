import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  JoinRequestSchema,
  type JoinInfo,
  type JoinRequest,
} from '../../../../shared/members.schema';
import { AdminSessionResponseSchema } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { setSignedIn } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths, paths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toasts';
import { registerPasskey } from '../api/register-passkey';
import { browserHasPasskeys, passkeyFailureText } from '../lib/passkey-failure';
import { fieldErrorText, passkeysTexts } from '../passkeys-texts';

const NoPasswordSchema = JoinRequestSchema.omit({ password: true });

/**
 * The join page's "Create a passkey" way in: join without a password (which signs the new member
 * in), then create the passkey. A browser without passkeys is told so before anyone joins; a
 * passkey cancelled after joining can be tried again here or added later on the account page.
 */
export function JoinWithPasskey({ token, invite }: { token: string; invite: JoinInfo }) {
  const t = useTexts(passkeysTexts);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [joined, setJoined] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<JoinRequest>({
    mode: 'uncontrolled',
    initialValues: { name: invite.name, email: invite.email ?? '' },
    validate: schemaResolver(NoPasswordSchema, { sync: true }),
  });
  const createPasskey = useMutation({
    mutationFn: () => registerPasskey(),
    onSuccess: (response) => {
      showSuccess(response.status);
      void navigate(paths.adminCandidates(), { replace: true });
    },
    onError: (error) => setFailure(passkeyFailureText(t, error, 'create')),
  });
  const join = useMutation({
    mutationFn: (request: JoinRequest) =>
      apiRequest(apiPaths.teamJoin(token), {
        method: 'POST',
        body: request,
        schema: AdminSessionResponseSchema,
      }),
    onSuccess: (response) => {
      // Signed in, but not yet shown the workspace: the passkey comes first.
      setSignedIn(queryClient, response.data);
      setJoined(true);
      createPasskey.mutate();
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    if (!browserHasPasskeys()) {
      setFailure(t('unsupported'));
      return;
    }
    join.mutate(NoPasswordSchema.parse(values), {
      onError: (error) => form.setFieldError('email', error.message),
    });
  });

  const input = (field: keyof JoinRequest) => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };

  if (joined) {
    return (
      <Stack gap="sm">
        {failure && (
          <Alert color="yellow" variant="light" title={failure} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('joinedWithoutPasskey')}</Text>
              <Anchor component={Link} to={paths.adminAccount()} size="sm">
                {t('goToMyAccount')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Button
          onClick={() => {
            setFailure(null);
            createPasskey.mutate();
          }}
          loading={createPasskey.isPending}
          leftSection={<IconFingerprint size={18} aria-hidden />}
        >
          {t('createPasskey')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('createPasskeyHelp')}
        </Text>
        <TextInput
          label={t('yourName')}
          autoComplete="name"
          key={form.key('name')}
          {...input('name')}
        />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="username webauthn"
          key={form.key('email')}
          {...input('email')}
        />
        <Button
          type="submit"
          loading={join.isPending || createPasskey.isPending}
          leftSection={<IconFingerprint size={18} aria-hidden />}
        >
          {t('createPasskeyAndJoin')}
        </Button>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </form>
  );
}

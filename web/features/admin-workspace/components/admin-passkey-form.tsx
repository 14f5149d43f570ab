import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { SignInRequestSchema, type SignInRequest } from '../../../../shared/review.schema';
import { showSuccess } from '../../../lib/toasts';
import { useSignIn } from '../api/sign-in';
import { useTexts } from '../../../i18n/texts';
import { frameTexts } from '../frame-texts';

/** How long a sign-in may take before the card says why it is taking longer. */
const SLOW_ANSWER_MS = 1_500;

/** True once `pending` has lasted SLOW_ANSWER_MS. */
function useSlowAnswer(pending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_ANSWER_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);
  return pending && slow;
}

/**
 * The admin passkey, exchanged once for a session cookie: the owner's bootstrap and recovery key,
 * so a secondary way in on the sign-in card.
 */
export function AdminPasskeyForm() {
  const t = useTexts(frameTexts);
  const signIn = useSignIn();
  // A right passkey is let in at once; only a wrong one is held, after several from its address
  // or at the passkey.
  const slow = useSlowAnswer(signIn.isPending);
  const form = useForm<SignInRequest>({
    mode: 'uncontrolled',
    initialValues: { passkey: '' },
    validate: schemaResolver(SignInRequestSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(SignInRequestSchema.parse(values), {
      onSuccess: (response) => showSuccess(response.status),
      // Wrong passkey (401), or too many wrong ones just now (429, saying how long to wait and
      // that the right passkey is still let in): the server's words, under the field.
      onError: (error) => form.setFieldError('passkey', error.message),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('adminPasskey')}
          placeholder={t('adminPasskeyPlaceholder')}
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': t('showPasskey') }}
          key={form.key('passkey')}
          {...form.getInputProps('passkey')}
        />
        <Button
          type="submit"
          variant="default"
          loading={signIn.isPending}
          leftSection={<IconLogin2 size={18} />}
        >
          {t('signIn')}
        </Button>
        {slow && (
          <Text size="sm" c="dimmed" role="status">
            {t('passkeyChecking')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

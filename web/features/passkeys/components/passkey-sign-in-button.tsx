import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/texts';
import { showSuccess } from '../../../lib/toasts';
import { usePasskeySignIn } from '../api/sign-in-with-passkey';
import { browserHasPasskeys, passkeyFailureText } from '../lib/passkey-failure';
import { passkeysTexts } from '../passkeys-texts';

/** "Sign in with a passkey", for the sign-in card: the browser offers this site's passkeys. */
export function PasskeySignInButton() {
  const t = useTexts(passkeysTexts);
  const signIn = usePasskeySignIn();
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setFailure(null);
    if (!browserHasPasskeys()) {
      setFailure(t('unsupported'));
      return;
    }
    signIn.mutate(undefined, {
      onSuccess: (response) => showSuccess(response.status),
      onError: (error) => setFailure(passkeyFailureText(t, error, 'use')),
    });
  };

  return (
    <Stack gap={6}>
      <Button
        variant="default"
        onClick={start}
        loading={signIn.isPending}
        leftSection={<IconFingerprint size={18} aria-hidden />}
      >
        {t('signInWithPasskey')}
      </Button>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { TEXTS } from '../../../../shared/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSignOut } from '../api/sign-out';

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconLogout size={16} />}
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: (response) => showSuccess(response.status),
          onError: (error) => showError(error.message),
        })
      }
    >
      {TEXTS.workspace.signOut}
    </Button>
  );
}

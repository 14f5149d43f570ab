import { lazy } from 'react';
import { WorkspaceLayout } from '../features/admin-workspace/workspace-layout';

// Drawn only on the sign-in card, which loads it: not on a signed-in reviewer's first screen.
const PasskeySignInButton = lazy(() =>
  import('../features/passkeys/components/passkey-sign-in-button').then((m) => ({
    default: m.PasskeySignInButton,
  })),
);

/** The review workspace, whose sign-in card offers the passkeys feature's button. */
export function WorkspaceRoute() {
  return <WorkspaceLayout passkeySignIn={PasskeySignInButton} />;
}

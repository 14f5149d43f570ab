import { WorkspaceLayout } from '../features/admin-workspace/workspace-layout';
import { PasskeySignInButton } from '../features/passkeys/components/passkey-sign-in-button';

/** The review workspace, whose sign-in card offers the passkeys feature's button. */
export function WorkspaceRoute() {
  return <WorkspaceLayout passkeySignIn={PasskeySignInButton} />;
}

/** What members read about their passkeys (WebAuthn), on the server's answers and in the workspace. */
export const PASSKEY_TEXTS = {
  optionsReady: 'Follow your browser to create or use the passkey.',
  added: 'Passkey added. You can sign in with it from now on.',
  removed: 'Passkey removed. It no longer signs you in.',
  missing: 'There is no such passkey on your account.',
  /** A numbered default name, when the member gives none. */
  defaultLabel: (n: number) => `Passkey ${n}`,
  duplicate: 'This passkey is already registered.',
  /** The member's last way in: they would be locked out. */
  lastWayIn:
    'This is your only way to sign in. Set a password or add another passkey before removing it.',
  registrationExpired:
    'The passkey request expired or was already used. Start again with Add a passkey.',
  registrationFailed: 'The passkey could not be checked. Try again, or use another authenticator.',
  signedIn: 'Signed in with your passkey.',
  /** Every failed passkey sign-in answers the same words: which part failed is no one's business. */
  signInFailed:
    'This passkey did not sign you in. It may have been removed, or belong to a removed member or another site.',
  // In the workspace:
  signInWithPasskey: 'Sign in with a passkey',
  unsupported:
    'This browser cannot use passkeys. Use a current browser, or sign in with your email and password.',
  /** The browser's ceremony failed for a reason it does not name. */
  unsupportedOrFailed:
    'The browser could not use a passkey just now. Try again, or use your email and password.',
  cancelled: 'No passkey was used: the request was cancelled or timed out. Try again when ready.',
  registerCancelled:
    'No passkey was created: the request was cancelled or timed out. Try again when ready.',
  alreadyOnDevice: 'This authenticator already holds a passkey for your account.',
  sectionTitle: 'Passkeys',
  sectionHelp:
    'A passkey signs you in with your device’s fingerprint, face or screen lock, with no password to type or leak.',
  none: 'You have no passkeys yet.',
  add: 'Add a passkey',
  labelField: 'Name of the new passkey',
  labelPlaceholder: 'e.g. Work laptop',
  remove: 'Remove',
  removeTitle: 'Remove this passkey?',
  createPasskey: 'Create a passkey',
  createPasskeyHelp:
    'Join without a password: your device creates a passkey (fingerprint, face or screen lock) that signs you in.',
  joinedWithoutPasskey:
    'You joined the team, but no passkey was created. Add one or set a password on your account page before you sign out.',
} as const;

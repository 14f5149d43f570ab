import { ACCOUNT_TEXTS } from '../../accounts-texts';
import { PASSKEY_TEXTS } from '../../passkey-texts';

/**
 * Passkeys in the workspace, in English (docs/languages.md#the-workspace): the sign-in card's
 * button, the account page's list, and the join page's "Create a passkey". Most words are
 * shared/passkey-texts.ts', which the server and the journeys also read.
 */
export default {
  signInWithPasskey: PASSKEY_TEXTS.signInWithPasskey,
  unsupported: PASSKEY_TEXTS.unsupported,
  unsupportedOrFailed: PASSKEY_TEXTS.unsupportedOrFailed,
  cancelled: PASSKEY_TEXTS.cancelled,
  registerCancelled: PASSKEY_TEXTS.registerCancelled,
  alreadyOnDevice: PASSKEY_TEXTS.alreadyOnDevice,

  // The account page's section.
  sectionHelp: PASSKEY_TEXTS.sectionHelp,
  loadFailed: 'Could not load your passkeys',
  retry: 'Try again',
  none: PASSKEY_TEXTS.none,
  add: PASSKEY_TEXTS.add,
  labelField: PASSKEY_TEXTS.labelField,
  labelPlaceholder: PASSKEY_TEXTS.labelPlaceholder,
  /** When it was added and last used; `{lastUsed}` is a date, or `never` when it was not. */
  addedAndUsed:
    'Added {added} · {lastUsed, select, never {never used} other {last used {lastUsed}}}',
  remove: PASSKEY_TEXTS.remove,
  removeLabelled: 'Remove {label}',
  removeTitle: PASSKEY_TEXTS.removeTitle,
  removeConfirm:
    '“{label}” will no longer sign you in. The authenticator may still list it; you can delete it there.',
  keepIt: 'Keep it',

  // The join page's way in.
  createPasskey: PASSKEY_TEXTS.createPasskey,
  createPasskeyAndJoin: `${PASSKEY_TEXTS.createPasskey} and join`,
  createPasskeyHelp: PASSKEY_TEXTS.createPasskeyHelp,
  joinedWithoutPasskey: PASSKEY_TEXTS.joinedWithoutPasskey,
  goToMyAccount: 'Go to my account',
  yourName: 'Your name',
  email: 'Email',
  // The fields' checks (shared/members.schema.ts).
  nameNeeded: ACCOUNT_TEXTS.nameNeeded,
  nameTooLong: ACCOUNT_TEXTS.nameTooLong,
  emailNeeded: ACCOUNT_TEXTS.emailNeeded,
  emailInvalid: ACCOUNT_TEXTS.emailInvalid,
};

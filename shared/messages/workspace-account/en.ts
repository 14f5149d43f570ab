import { ACCOUNT_EMAIL_TEXTS } from '../../account-email-texts';
import { ACCOUNT_TEXTS } from '../../accounts-texts';
import { MEMBER_ROLE_LABELS } from '../../team.schema';

const roles = MEMBER_ROLE_LABELS;

/**
 * One's own account page, in English (docs/languages.md#the-workspace). The fields' checks are the
 * shared schemas' words, here so the page can show them in its language.
 */
export default {
  pageTitle: 'Admin',
  pageSubtitle: 'My account',
  heading: 'My account',
  /** Who is signed in: their address (or the admin passkey) and their role. */
  whoAndRole: '{who} · {role}',
  adminPasskey: 'The admin passkey',
  role: `{role, select, owner {${roles.owner}} admin {${roles.admin}} reviewer {${roles.reviewer}} other {${roles.viewer}}}`,
  loadFailed: 'Could not load your account',
  retry: 'Try again',
  nameSection: 'Name',
  emailSection: 'Email',
  passwordSection: 'Password',
  passkeysSection: 'Passkeys',
  mailSection: 'Mail',
  apiTokensSection: 'API tokens',
  builtInOwnerPassword:
    "The built-in owner signs in with the admin passkey, the team's recovery key.",

  // Name and email.
  nameLabel: 'Name',
  nameDescription: 'The team sees it on your scores, comments and in the audit log.',
  saveName: 'Save name',
  emailLabel: ACCOUNT_EMAIL_TEXTS.label,
  emailDescription: ACCOUNT_EMAIL_TEXTS.description,
  saveEmail: ACCOUNT_EMAIL_TEXTS.save,

  // Password.
  showHidePassword: 'Show or hide the password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordHelp: 'At least {min} characters. A few unrelated words work well.',
  changePassword: 'Change password',
  setPassword: 'Set a password',

  // API tokens.
  tokenName: 'Token name',
  tokenNamePlaceholder: 'ATS sync',
  createToken: 'Create token',
  copyNewToken: 'Copy your new token now: it is shown only once',
  copied: 'Copied',
  copyToken: 'Copy token',
  done: 'Done',
  loadingTokens: 'Loading your tokens…',
  noTokens: 'No tokens yet. A token acts with your role: send it as Authorization: Bearer pst_…',
  token: 'Token',
  lastUsed: 'Last used',
  actions: 'Actions',
  showOlderTokens: 'Show older tokens',
  revoked: 'Revoked',
  revoke: 'Revoke',
  revokeToken: 'Revoke {name}',
  revokeTitle: 'Revoke "{name}"?',
  revokeBody: 'Scripts that use it are refused from then on.',
  keepIt: 'Keep it',

  // The fields' checks (shared/members.schema.ts, shared/api-tokens.schema.ts).
  nameNeeded: ACCOUNT_TEXTS.nameNeeded,
  nameTooLong: ACCOUNT_TEXTS.nameTooLong,
  emailNeeded: ACCOUNT_TEXTS.emailNeeded,
  emailInvalid: ACCOUNT_TEXTS.emailInvalid,
  passwordNeeded: ACCOUNT_TEXTS.passwordNeeded,
  passwordWrong: ACCOUNT_TEXTS.passwordWrong,
  passwordTooShort: 'Use at least {min} characters: a few words make a good one.',
  passwordTooLong: 'A password is at most {max} characters.',
  tokenNameNeeded: 'Name the token, e.g. "ATS sync".',
  tokenNameTooLong: 'A token name is at most 120 characters.',
};

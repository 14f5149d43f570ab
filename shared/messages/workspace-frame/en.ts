import { MEMBER_ROLE_LABELS } from '../../team.schema';
import { TEXTS } from '../../texts';

/**
 * The review workspace's frame, in English (docs/languages.md#the-workspace): the sign-in card,
 * the member menu, and what shows while the session is checked. ICU messages: `{name}` is a value.
 */
export default {
  // The tab's title, before a page names itself.
  pageTitle: 'Admin',
  pageSubtitleSignIn: 'Sign in',
  pageSubtitleSessionFailed: 'Session check failed',
  // While the session is checked, and when it could not be.
  loading: 'Loading',
  sessionCheckFailed: 'Could not check your session',
  sessionEnded: TEXTS.workspace.sessionEnded,
  // The sign-in card.
  signInTitle: TEXTS.workspace.signInTitle,
  staySignedIn: 'You stay signed in on this browser for 12 hours of activity.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show or hide the password',
  signInWithPassword: 'Sign in with password',
  ownerDivider: "The team's owner",
  adminPasskey: 'Admin passkey',
  adminPasskeyPlaceholder: 'Your admin passkey',
  showPasskey: 'Show or hide the passkey',
  signIn: TEXTS.workspace.signIn,
  passkeyChecking: TEXTS.admin.passkeyChecking,
  // The member menu.
  roleOwner: MEMBER_ROLE_LABELS.owner,
  roleAdmin: MEMBER_ROLE_LABELS.admin,
  roleReviewer: MEMBER_ROLE_LABELS.reviewer,
  roleViewer: MEMBER_ROLE_LABELS.viewer,
  accountMenu: '{name}, {role}: account menu',
  menuLabel: '{name} · {role}',
  myAccount: 'My account',
  team: 'Team',
  auditLog: 'Audit log',
  signOut: TEXTS.workspace.signOut,
};

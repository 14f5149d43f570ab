import { ACCOUNT_TEXTS } from '../../accounts-texts';
import { PASSKEY_TEXTS } from '../../passkey-texts';
import { MEMBER_ROLE_LABELS } from '../../team.schema';

const roles = MEMBER_ROLE_LABELS;

/**
 * The team page and a member invite's join page, in English (docs/languages.md#the-workspace).
 * The fields' checks are the shared schemas' words (shared/accounts-texts.ts), here so the page can
 * show them in its language.
 */
export default {
  pageTitle: 'Admin',
  teamPageSubtitle: 'Team',
  heading: 'Team',
  lead: 'Who may read, review and manage candidates. Removing someone ends their sessions, API tokens, and the join links and share links they made, at once.',
  inviteSection: 'Invite a member',
  loadFailed: 'Could not load the team',
  retry: 'Try again',
  pendingSection: 'Pending invites',
  membersSection: 'Members',
  showMoreMembers: 'Show more members',
  /** A member's role, as the team reads it. */
  role: `{role, select, owner {${roles.owner}} admin {${roles.admin}} reviewer {${roles.reviewer}} other {${roles.viewer}}}`,

  // The invite form.
  name: 'Name',
  emailOptional: 'Email (optional)',
  roleField: 'Role',
  createInvite: 'Create invite link',
  sendLink: 'Send this link to the new member',
  inviteLink: 'Member invite link',
  copied: 'Copied',
  copyLink: 'Copy link',

  // Pending invites.
  noPending: 'No pending invites.',
  inviteSummary: '{name} · {role}',
  invitedBy: 'invited by {createdBy} · until {expires}',
  revoke: 'Revoke',
  revokeInviteOf: 'Revoke the invite of {name}',

  // Members.
  member: 'Member',
  roleColumn: 'Role',
  actions: 'Actions',
  you: '{name} (you)',
  adminPasskey: 'Admin passkey',
  removed: 'Removed',
  roleOf: 'Role of {name}',
  remove: 'Remove',
  removeMember: 'Remove {name}',
  removeTitle: 'Remove {name}?',
  removeBody:
    'Their sessions and API tokens stop working at once. Their scores and comments stay, under their name.',
  keep: 'Keep',

  // A member's sessions.
  sessions: 'Sessions',
  sessionsOf: 'Sessions of {name}',
  sessionsHelp:
    'Each browser signed in as {name}. Ending a session signs that browser out at once.',
  sessionsLoadFailed: 'Could not load the sessions',
  notSignedIn: '{name} is not signed in anywhere.',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  thisBrowser: 'This browser',
  end: 'End',
  endSession: 'End the session signed in {when}',

  // The join page.
  joinPageSubtitle: 'Join the team',
  loadingInvite: 'Loading the invite',
  linkBroken: 'This invite link does not work',
  goToSignIn: 'Go to sign-in',
  joinHeading: 'Join the hiring team',
  /** `{role}` is drawn in bold. */
  invitedYou: '{invitedBy} invited you as {role}. The link works once, until {expires}.',
  setPasswordTab: 'Set a password',
  createPasskeyTab: PASSKEY_TEXTS.createPasskey,
  yourName: 'Your name',
  email: 'Email',
  password: 'Password',
  passwordHelp: 'At least {min} characters. A few unrelated words work well.',
  showHidePassword: 'Show or hide the password',
  setPasswordAndJoin: 'Set a password and join',

  // The fields' checks (shared/members.schema.ts).
  nameNeeded: ACCOUNT_TEXTS.nameNeeded,
  nameTooLong: ACCOUNT_TEXTS.nameTooLong,
  emailNeeded: ACCOUNT_TEXTS.emailNeeded,
  emailInvalid: ACCOUNT_TEXTS.emailInvalid,
  passwordTooShort: 'Use at least {min} characters: a few words make a good one.',
  passwordTooLong: 'A password is at most {max} characters.',
};

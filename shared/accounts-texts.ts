import { MEMBER_ROLE_LABELS, type MemberRole } from './team.schema';

/** What members read about joining, signing in with a password, their account and the team. */
export const ACCOUNT_TEXTS = {
  passwordSignedIn: 'Signed in.',
  passwordWrong: 'The email or the password is not correct.',
  passwordsBusy:
    'Many passwords are being checked at this moment. Please try again in a few seconds.',
  passwordTooShort: (min: number) => `Use at least ${min} characters: a few words make a good one.`,
  passwordTooLong: (max: number) => `A password is at most ${max} characters.`,
  passwordNeeded: 'Enter your password.',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordNeeded: 'Enter your current password to set a new one.',
  passwordSet:
    'Password saved. Sign in with it from now on: your other sessions and your API tokens were ended.',
  emailNeeded: 'Enter an email address.',
  emailInvalid: 'Enter a valid email address, e.g. sam@example.com.',
  emailTaken: 'A member with this email exists already. Sign in instead, or use another email.',
  nameNeeded: 'Enter a name.',
  nameTooLong: 'A name is at most 120 characters.',
  nameSaved: 'Name saved.',
  inviteCreated: 'Invite created. Copy the link and send it: it works once, for 7 days.',
  inviteMissing: 'This team invite does not exist. Ask for a new link.',
  inviteUsed: 'This team invite was used already. Sign in instead, or ask for a new link.',
  inviteExpired: 'This team invite has expired. Ask the team owner for a new link.',
  inviteRevoked: 'This team invite was withdrawn. Ask the team owner for a new link.',
  inviteRevokedDone: 'Invite revoked. Its link no longer works.',
  inviteNoLongerPending: 'There is no such pending invite: it was used, revoked or has expired.',
  joined: (role: MemberRole) => `Welcome to the team. You joined as ${MEMBER_ROLE_LABELS[role]}.`,
  onlyOwnerGrantsOwner: 'Only an owner can make someone an owner.',
  memberMissing: 'There is no such member, or they were removed.',
  notTheBuiltInOwner: 'The built-in owner (the admin passkey) cannot be changed or removed.',
  notYourself: 'You cannot change your own role or remove yourself. Ask another owner.',
  lastOwner: 'The team needs at least one owner: make someone else an owner first.',
  roleChanged: (name: string, role: MemberRole) =>
    `${name} is now ${MEMBER_ROLE_LABELS[role].toLowerCase()}.`,
  memberRemoved: (name: string) =>
    `${name} was removed. Their sessions and API tokens stopped working at once.`,
} as const;

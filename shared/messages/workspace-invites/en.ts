import { INVITE_TEXTS } from '../../invite-texts';
import { INVITING_TEXTS } from '../../inviting-texts';
import { TEXTS } from '../../texts';

const { admin, workspace } = TEXTS;
const { bulk, delivery } = INVITING_TEXTS;

/**
 * The invite panel (/admin) and the workspace's Invites page, in English
 * (docs/languages.md#the-workspace). ICU messages, as a candidate's; the fixed texts of the panel
 * (docs/product.md#texts) and the ones the server also writes come from their shared modules.
 */
export default {
  // The invite panel.
  panelTitle: admin.title,
  panelLead: 'Create a personal invite link for a candidate.',
  loading: 'Loading',
  passkeyLabel: 'Admin passkey',
  passkeyPlaceholder: 'The passkey printed when the server first started',
  passkeyToggle: 'Show or hide the passkey',
  identifyCodeLabel: 'Identify code',
  identifyCodeDescription: 'Letters and numbers only: the 3-character code of the role.',
  identifyCodePlaceholder: 'e.g. abc (3 characters)',
  panelLabelDescription: 'Optional: whom the link is for, shown in the invites list.',
  panelExtraTimeDescription:
    'Optional: more time for this candidate only, e.g. as an accommodation.',
  generate: admin.generate,
  // The form's refusals, as the shared schemas word them (shown translated by their English).
  passkeyMissing: admin.passkeyMissing,
  identifyCodeMissing: admin.identifyCodeMissing,
  identifyCodeTooLong: admin.identifyCodeTooLong,
  identifyCodeCharacters: admin.identifyCodeCharacters,
  emailInvalid: INVITING_TEXTS.emailInvalid,
  sendNeedsEmail: INVITING_TEXTS.sendNeedsEmail,
  // As web/lib/extra-time-draft.ts words it (web/features/invites/invites-texts.test.ts).
  extraMinutesMissing: 'Please enter the extra minutes, from 1 to 600.',

  // The Invites page.
  titleAdmin: 'Admin',
  invitesTitle: workspace.invitesTitle,
  invitesLead: 'Every invite link, whom it is for and what became of it.',
  mailOffTitle: INVITING_TEXTS.mailOffTitle,
  mailOffBody: INVITING_TEXTS.mailOffBody,
  mailOffSettingsLink: INVITING_TEXTS.mailOffSettingsLink,
  stateFilterLabel: 'Invite state',
  stateAll: 'All',
  stateLive: 'Live',
  stateUsed: 'Used',
  stateExpired: 'Expired',
  stateRevoked: 'Revoked',
  loadingInvites: 'Loading invites',
  invitesFailed: workspace.invitesFailed,
  noInvitesTitle: workspace.noInvitesTitle,
  noInvitesBody: workspace.noInvitesBody,
  noInvitesInState: workspace.noInvitesInState,
  pagerNoun: 'invites',

  // A new invite on the Invites page.
  newInvite: workspace.newInvite,
  createInviteButton: workspace.createInviteButton,
  createAndSend: INVITING_TEXTS.createAndSend,
  candidateLabel: workspace.candidateLabel,
  candidateLabelPlaceholder: workspace.candidateLabelPlaceholder,
  workspaceLabelDescription: 'Optional: their name, or whom the link is for.',
  roleSearchDescription: 'Search by title, company or code.',
  loadingRoles: 'Loading roles...',
  emailLabel: INVITING_TEXTS.emailLabel,
  emailPlaceholder: INVITING_TEXTS.emailPlaceholder,
  emailDescription: 'Optional: where the invite is sent.',
  sendChoiceLabel: INVITING_TEXTS.sendChoiceLabel,
  sendByEmail: INVITING_TEXTS.sendByEmail,
  justCreateLink: INVITING_TEXTS.justCreateLink,
  sendWhenMailOff: INVITING_TEXTS.sendWhenMailOff,
  invitedVersion: 'Uses version {version} of {title}',
  invitedVersionAt: 'Uses version {version} of {title} at {company}',
  invitedWithExtraTime: '{uses}. Extra time: {extraTime}',

  // The list: a table on a wide screen, a card per invite below it.
  invitesListLabel: 'Invites',
  columnRole: 'Role',
  columnRecipient: 'Recipient',
  columnExtraTime: 'Extra time',
  columnCreated: 'Created',
  columnExpires: 'Expires',
  columnState: 'State',
  columnMail: 'Mail',
  columnCandidate: 'Candidate',
  columnActions: 'Actions',
  roleVersion: '{company} · v{version}',
  extraTimePercent: '+{percent} %',
  extraTimeMinutes: '+{minutes, plural, one {# minute} other {# minutes}}',
  inProgress: INVITE_TEXTS.workspace.inProgress,
  completed: INVITE_TEXTS.workspace.completed,
  linkExpired: INVITE_TEXTS.workspace.linkExpired,
  candidateStopped: INVITE_TEXTS.workspace.candidateStopped,
  inProgressLinkExpired: `${INVITE_TEXTS.workspace.inProgress} · ${INVITE_TEXTS.workspace.linkExpired}`,
  deliveryNone: delivery.none,
  deliveryQueued: delivery.queued,
  deliverySending: delivery.sending,
  deliverySent: delivery.sent,
  deliveryFailed: delivery.failed,
  deliveryReminder: delivery.reminder,
  deliveryFailedReason: 'Sending failed: {reason}',
  deliveryRetrying: 'Trying again ({attempts} attempts so far)',

  // An invite's actions.
  theCandidate: 'the candidate',
  copied: admin.copied,
  copyInviteLink: workspace.copyInviteLink,
  copyInviteLinkOf: `${workspace.copyInviteLink}: {name}`,
  setExtraTime: 'Set extra time',
  resend: INVITING_TEXTS.resend,
  resendTo: `${INVITING_TEXTS.resend}: {email}`,
  extend: workspace.extend,
  extendTooltip: INVITE_TEXTS.workspace.extendTooltip,
  extendUsedTooltip:
    'Expires 7 days later: {name} can come back through the link with the same email',
  revoke: workspace.revoke,
  revokeTitle: workspace.revokeTitle,
  revokeBody: workspace.revokeBody,
  revokeUsedTitle: 'Revoke this invite and stop {name}?',
  revokeUsedBody:
    '{name} is stopped at once: their next step says the invite was withdrawn, and nothing more they send is kept. Everything they saved so far stays here for reviewers. This cannot be undone.',
  revokeWhat: '{title} at {company}.',
  revokeWhatFor: '{title} at {company} ({label}).',
  cancel: 'Cancel',
  // A dialog's close button (Mantine's own label is English).
  close: 'Close',
  save: 'Save',

  // The extra-time dialog.
  extraTimeTitle: 'Extra time',
  extraTimeBody:
    '{title}: more time for this candidate only, added to the role’s time limit. Reviewers see it; no other candidate does.',
  extraTimeBodyFor:
    '{title} ({whom}): more time for this candidate only, added to the role’s time limit. Reviewers see it; no other candidate does.',

  // Several invites at once.
  bulkOpen: bulk.open,
  bulkTitle: bulk.title,
  bulkRoleMissing: 'Choose the role to invite them to.',
  bulkRoleDescription: 'Everyone on the list is invited to this role.',
  bulkPasteLabel: bulk.pasteLabel,
  bulkPasteDescription: bulk.pasteDescription,
  bulkPastePlaceholder: bulk.pastePlaceholder,
  bulkUpload: bulk.upload,
  bulkPreview: bulk.preview,
  bulkEmpty: bulk.empty,
  bulkTooMany: 'At most {max} people at once: split the list.',
  bulkReady: '{clean} of {total} ready to invite.',
  bulkNothingClean: bulk.nothingClean,
  bulkCreate:
    '{mode, select, email {Invite and email {count} {count, plural, one {person} other {people}}} other {Create {count} {count, plural, one {link} other {links}}}}',
  bulkDoneTitle: bulk.doneTitle,
  bulkSummary:
    '{created} {created, plural, one {invite} other {invites}} created{queued, plural, =0 {} other {, {queued} queued to be sent}}{skipped, plural, =0 {} one {, {skipped} flagged line left out} other {, {skipped} flagged lines left out}}.',
  bulkClose: bulk.close,
  bulkListLabel: 'People on the list',
  bulkColumnPerson: 'Person',
  bulkColumnCheck: 'Check',
  bulkReadyFlag: bulk.readyFlag,
  bulkFlagMissingName: bulk.flags['missing-name'],
  bulkFlagNameTooLong: bulk.flags['name-too-long'],
  bulkFlagBadEmail: bulk.flags['bad-email'],
  bulkFlagDuplicate: bulk.flags.duplicate,
  bulkFlagAlreadyInvited: bulk.flags['already-invited'],
  bulkCreatedLabel: 'Invites created',
};

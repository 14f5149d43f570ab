import { TEXTS } from '../../texts';

/**
 * The pieces several of the hiring team's pages share (web/components/), in English
 * (docs/languages.md#the-workspace): the navigation, the list pager, dates, confirmations. ICU
 * messages: `{name}` is a value.
 */
export default {
  // The navigation bar.
  navLabel: 'Admin',
  navInvitePanel: TEXTS.workspace.navInvitePanel,
  navCandidates: TEXTS.workspace.navCandidates,
  navInvites: TEXTS.workspace.navInvites,
  navRoles: TEXTS.workspace.navRoles,
  navShares: 'Shares',
  navSettings: 'Settings',
  // A list's pager: "26-50 of 1,320 candidates" (the numbers come written, the noun from the page).
  pagerRange: '{first}-{last} of {total} {noun}',
  pagerPrevious: 'Previous page',
  pagerNext: 'Next page',
  pagerPage: 'Page {page}',
  pagerRowsPerPage: 'Rows per page',
  pagerPageSize: '{size} / page',
  // A moment not reached yet, in a table's date column (a dash on screen).
  notYet: 'Not yet',
  // A list paged by cursor.
  showMore: 'Show more',
  // A failed load.
  tryAgain: 'Try again',
  // Deleting a candidate for good, asked the same way on their page and in the list.
  deleteCandidateTitle: 'Delete {name}?',
  deleteCandidateBody:
    'This removes their answers, video, feedback and your review for good. It cannot be undone, and their link to the assessment stops working at once.',
  deleteCandidateConfirm: 'Delete for good',
  deleteCandidateCancel: 'Cancel',
  // The share dialog (a candidate's page, the candidates list).
  shareReadOnly:
    '{description} Read-only: no email, device, notes, scores or comments of the team.',
  shareLabel: 'Label',
  shareLabelDescription: 'Who or what it is for; the team sees it in the list of share links.',
  shareDays: 'Works for (days)',
  shareAllowFeedback: 'Visitors may leave a score and a comment under their name',
  shareCreate: 'Create link',
  shareCreated:
    'Anyone with this link can read what you shared until it expires or you revoke it on the Share links page.',
  shareLink: 'Share link',
  shareCopyLink: 'Copy link',
  shareCopied: TEXTS.admin.copied,
  shareDone: 'Done',
  shareClose: 'Close',
  // Its refusals, as shared/shares.schema.ts words them (share-dialog.test.ts holds them to it).
  shareLabelMissing: 'Give the label.',
  shareLabelTooLong: 'The label is at most 120 characters.',
  shareDaysNotNumber: 'The number of days must be a number.',
  shareDaysNotWhole: 'The number of days must be a whole number.',
  shareDaysRange: 'A share link lasts 1 to 30 days.',
  // A new invite's link (the invite panel, the Invites page).
  inviteLink: 'Invite link',
  inviteLinkValid: 'Valid for 7 days, until {expires}.',
  inviteLinkValidFor: '{role}. Valid for 7 days, until {expires}.',
  inviteLinkCopy: 'Copy',
  inviteLinkCopyLabel: 'Copy invite link',
  inviteLinkCopied: TEXTS.admin.copied,
  inviteLinkCopyButton: TEXTS.admin.copyLink,
  inviteLinkTest: TEXTS.admin.testInvite,
  inviteLinkPersonal: 'Each link is personal: the first candidate who registers with it owns it.',
  // The role picker of a new invite.
  rolePickerLabel: 'Role',
  rolePickerDescription:
    'Search by title, company or code; picking a role fills in the identify code.',
  rolePickerWaiting: 'Enter the passkey, then open to load roles',
  rolePickerSearch: 'Search roles',
  rolePickerLoading: 'Loading roles...',
  rolePickerNeedsPasskey: 'Enter the passkey first',
  rolePickerNoRoles: 'No roles yet',
  rolePickerNoMatch: 'No role matches',
  rolePickerOption: '{role} · {id} · v{version}',
  // No roles to invite to yet.
  noRolesTitle: 'No roles yet',
  noRolesLink: 'Create a role or start from a template on the Roles page',
  noRolesThen: ', then invite candidates to it.',
  // An invite's extra time (an accommodation).
  extraTimeLabel: 'Extra time',
  extraTimeNone: 'None',
  extraTimePercent: '+{percent} %',
  extraTimeMinutes: 'Minutes',
  extraMinutesLabel: 'Extra minutes',
  extraMinutesSuffix: ' min',
};

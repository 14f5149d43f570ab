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
};

import { ANSWER_FORM_TEXTS } from '../../answer-form-texts';
import { REVIEW_STATUS_LABELS } from '../../review.schema';
import { TEXTS } from '../../texts';
import { VIDEO_PROCESSING_TEXTS } from '../../video-processing-texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../video-unavailable-texts';

/**
 * The candidates list, in English (docs/languages.md#the-workspace): its filters, table and cards,
 * the "to be deleted" list and the empty states. ICU messages: `{name}` is a value, `{count,
 * plural, …}` a count.
 */
export default {
  pageTitle: 'Admin',
  title: TEXTS.workspace.candidatesTitle,
  lead: 'Everyone who registered with an invite, newest first.',
  exportCsv: TEXTS.workspace.exportCsv,
  loading: 'Loading candidates',
  loadFailed: TEXTS.workspace.listFailed,
  pastTheEnd: 'This page is past the end of the list.',
  firstPage: 'Go to the first page',
  pagerNoun: 'candidates',
  // The empty states.
  noCandidatesTitle: TEXTS.workspace.noCandidatesTitle,
  noCandidatesBody: TEXTS.workspace.noCandidatesBody,
  createInvite: TEXTS.workspace.createInvite,
  noMatchTitle: TEXTS.workspace.noMatchTitle,
  noMatchBody: TEXTS.workspace.noMatchBody,
  clearFilters: TEXTS.workspace.clearFilters,
  // A share link of the list.
  shareButton: 'Share this shortlist',
  shareDefaultLabel: 'Shortlist',
  shareDescription:
    'A read-only page of the candidates these filters show, as they show them when the link is opened (at most 100).',
  // The filters.
  search: 'Search',
  searchPlaceholder: 'Name or email',
  role: 'Role',
  rolesLoading: 'Loading roles...',
  anyRole: 'Any role',
  noRoleMatches: 'No role matches',
  status: 'Status',
  anyStatus: 'Any status',
  video: 'Video',
  anyVideo: 'Any video',
  time: 'Time',
  anyTime: 'Any time',
  didNotMatch: ANSWER_FORM_TEXTS.review.filterLabel,
  dueFilter: 'To be deleted in 7 days',
  notScoredByMe: 'Not yet scored by me',
  sortBy: 'Sort by',
  sortRegistered: 'Registered',
  sortCompleted: 'Completed',
  sortScore: 'Team score',
  ascendingHint: 'Oldest / lowest first',
  descendingHint: 'Newest / highest first',
  ascending: 'Sort order: ascending',
  descending: 'Sort order: descending',
  // The table's columns and the cards' fields.
  listName: 'Candidates',
  name: 'Name',
  registered: 'Registered',
  completed: 'Completed',
  answers: 'Answers',
  integrity: 'Integrity',
  score: 'Score (n)',
  // The review status.
  statusNew: REVIEW_STATUS_LABELS.new,
  statusShortlisted: REVIEW_STATUS_LABELS.shortlisted,
  statusOnHold: REVIEW_STATUS_LABELS.on_hold,
  statusRejected: REVIEW_STATUS_LABELS.rejected,
  // The video.
  videoNone: 'None',
  videoUploading: 'Uploading',
  videoWaiting: VIDEO_PROCESSING_TEXTS.waitingLabel,
  videoReady: 'Ready',
  videoFailed: 'Failed',
  videoNotRequired: 'Not required',
  videoUnavailable: VIDEO_UNAVAILABLE_TEXTS.reviewer.state,
  // The time.
  overTime: 'Over time',
  inTime: 'In time',
  // A 1-5 value.
  noValue: 'None',
  outOfFive: '{value} of 5',
  // The candidate's own rating of the process.
  ratingLabel: "Candidate's rating",
  ratingLong: "Candidate's rating of the process",
  ratingHelp:
    "How the candidate rated the assessment itself (1-5 stars) after finishing: their opinion of the process, not the team's score of them.",
  ratingWhat: "What is the candidate's rating?",
  // The team's score.
  nobodyScored: 'Nobody scored yet',
  average:
    'Average {average} of 5 from {count, plural, one {{count} score} other {{count} scores}}',
  yoursNone: 'Yours: none',
  yours: 'Yours: {score}',
  // Counts are written as digits, without a thousands separator (`{count}`, not `#`), as before.
  // Integrity, short ("2 pastes · away 1 min 12 s (3 times)") and as a sentence.
  integrityNothing: 'Nothing noted',
  integrityPastes: '{count, plural, one {{count} paste} other {{count} pastes}}',
  integrityAway: 'away {span} ({count, plural, one {once} other {{count} times}})',
  integrityNone: 'Integrity: nothing noted, no pastes and no time away from the tab.',
  integritySentence:
    'Integrity: {pastes, plural, =0 {no pastes} one {pasted text once} other {pasted text {pastes} times}}; {away, plural, =0 {never left the tab} one {left the tab once, {span} in all} other {left the tab {away} times, {span} in all}}.',
  // "To be deleted in the next 7 days".
  dueTitle: 'To be deleted in the next {days} days ({total})',
  dueLead: 'By the retention policy or their own erasure request. Hold keeps a candidate.',
  dueShowInList: 'Show them in the list',
  dueMore: '{count} more — show them in the list',
  dueRow: '{role} · {status} · to be deleted on {date} ({reason})',
  dueReasonRetention: 'retention policy',
  dueReasonErasure: 'the candidate asked for erasure',
  hold: 'Hold',
  holdNamed: 'Hold: {name}',
  deleteNow: 'Delete now',
  deleteNowNamed: 'Delete now: {name}',
  deleted: '{name} is deleted.',
};

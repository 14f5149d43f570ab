import { ANSWER_FORM_TEXTS } from '../../answer-form-texts';
import { SHARE_TEXTS } from '../../share-texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../video-unavailable-texts';

/**
 * Share links, in English (docs/languages.md#the-workspace): the workspace's Share links page and
 * what a link opens for a visitor without an account. ICU messages, as a candidate's; what the
 * server also writes comes from shared/share-texts.ts.
 */
export default {
  // The Share links page.
  titleAdmin: 'Admin',
  sharesTitle: 'Share links',
  sharesLead:
    'Read-only links for people without an account. Make one from a candidate’s page or with “Share this shortlist” on the list. Newest first.',
  loadingShares: 'Loading the share links',
  sharesFailed: 'Could not load the share links',
  noShares: 'No share links yet.',
  showOlder: 'Show older share links',
  sharesListLabel: 'Share links',
  columnLabel: 'Label',
  columnShares: 'Shares',
  columnState: 'State',
  columnUntil: 'Until',
  columnVisits: 'Visits',
  columnFeedback: 'Feedback',
  columnActions: 'Actions',
  createdBy: 'By {name}',
  createdByTakesFeedback: 'By {name} · takes feedback',
  stateActive: 'Active',
  stateExpired: 'Expired',
  stateRevoked: 'Revoked',
  shortlistFiltered: 'Shortlist (filtered list)',
  shortlistAll: 'Shortlist (every candidate)',
  revoke: 'Revoke',
  revokeShare: 'Revoke {label}',
  revokeTitle: 'Revoke “{label}”?',
  revokeBody: 'Whoever opens the link from now on is told it no longer works.',
  keepIt: 'Keep it',
  // A dialog's close button (Mantine's own label is English).
  close: 'Close',

  // What a share link opens.
  sharedCandidates: 'Shared candidates',
  loading: 'Loading',
  linkBroken: 'This link does not work',
  unknown: SHARE_TEXTS.unknown,
  expired: SHARE_TEXTS.expired,
  revokedForVisitor: SHARE_TEXTS.revokedForVisitor,
  shareFailed: 'Could not load what was shared',
  sharedUntil: 'Shared with you by a hiring team, read-only, until {date}.',
  noCandidates: 'No candidates to show.',
  completedOn: 'Completed {date}',
  notCompleted: 'Not completed',
  timeUsed: 'Time used {used}',
  timeUsedOf: 'Time used {used} of {allowed}',
  overTime: 'Over time',
  answered: 'Answered {answered} of {total}',
  videoIntroduction: 'Video introduction of {name}',
  noVideoAsked: 'No video was asked for.',
  videoUnavailable: VIDEO_UNAVAILABLE_TEXTS.reviewer.shared,
  noVideo: 'No video to show.',
  skipped: ANSWER_FORM_TEXTS.review.skippedNote,
  noAnswer: 'No answer.',
  mediaAnswer: '{media, select, video {Video} other {Audio}} answer of {name} to question {number}',
  mediaNone: '{media, select, video {No video answer.} other {No audio answer.}}',
  mediaFailed:
    '{media, select, video {The video could not be processed.} other {The recording could not be processed.}}',
  mediaProcessing:
    '{media, select, video {The video is still being processed.} other {The recording is still being processed.}}',
  duration: 'Duration {duration}',

  // A visitor's feedback.
  yourFeedback: 'Your feedback',
  feedbackFormLabel: 'Your feedback on {name}',
  yourName: 'Your name',
  yourScore: 'Your score',
  scoreSymbol: '{value} of 5',
  scoreLabel: 'Your score of {name}, 1 to 5',
  comment: 'Comment',
  sendFeedback: 'Send feedback',
  feedbackSaved: SHARE_TEXTS.feedbackSaved,
  feedbackClosed: SHARE_TEXTS.feedbackClosed,
  // The form's refusals, as shared/shares.schema.ts words them (en.test.ts holds them to it).
  nameMissing: 'Give the name.',
  nameTooLong: 'The name is at most 120 characters.',
  feedbackEmpty: SHARE_TEXTS.feedbackEmpty,
};

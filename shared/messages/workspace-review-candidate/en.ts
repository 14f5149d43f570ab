import { ANSWER_FILE_TEXTS } from '../../answer-file-texts';
import { ANSWER_FORM_TEXTS } from '../../answer-form-texts';
import { DECISION_TEXTS } from '../../decision-texts';
import { FEEDBACK_TEXTS } from '../../feedback-texts';
import { INVITE_TEXTS } from '../../invite-texts';
import { PRIVACY_TEXTS } from '../../privacy-texts';
import { INTERRUPTED_TEXTS } from '../../recording-texts';
import { REVIEW_STATUS_LABELS } from '../../review.schema';
import { NUL_CHARACTER_MESSAGE } from '../../safe-input';
import { SCORES_TEXTS } from '../../scores-texts';
import { TEXTS } from '../../texts';
import { VIDEO_PROCESSING_TEXTS } from '../../video-processing-texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../video-unavailable-texts';

const NO_VIDEO = VIDEO_UNAVAILABLE_TEXTS.reviewer;

/**
 * A candidate's page in the workspace, in English (docs/languages.md#the-workspace): what the
 * reviewer reads of the candidate, their answers and video, the decision, scores and comments.
 * Texts the tests or the server also read come from the texts modules; the rest are written here.
 * ICU messages: `{name}` is a value, `{count, plural, …}` a count, `{kind, select, …}` a choice.
 */
export default {
  // The page.
  pageTitle: 'Admin',
  pageTitleFallback: 'Candidate',
  loadFailed: 'Could not load the candidate',
  tryAgain: 'Try again',
  skipToDecision: 'Skip to decision',
  notFoundTitle: 'Candidate not found',
  notFoundBody: TEXTS.workspace.candidateMissing,
  backToCandidates: 'Back to candidates',
  loading: 'Loading the candidate',

  // Previous / Next and the keyboard shortcuts.
  candidatesInList: 'Candidates in this list',
  positionOf: '{position} of {total}',
  previous: 'Previous',
  next: 'Next',
  shortcuts: 'Keyboard shortcuts',
  close: 'Close',
  shortcutsOnPage: 'On this page',
  shortcutsOnPageNote: 'Not while typing in a field or the comment editor.',
  shortcutNext: 'Next candidate in the list',
  shortcutPrevious: 'Previous candidate in the list',
  shortcutScore: 'Your score, 1 to 5',
  shortcutHelp: 'This list',
  shortcutsInStars: 'In the score stars',
  shortcutLowerRaise: 'Lower or raise your score',
  shortcutScoreEnds: 'Score 1 or 5',
  shortcutsOnVideo: 'On the video',
  shortcutsOnVideoNote: 'While the video or its controls have the focus.',
  shortcutPlayPause: 'Play or pause',
  shortcutSeek: 'Back or forward 5 seconds',
  // The keys a keyboard names with a word (a letter or an arrow is the same everywhere).
  keySpace: 'Space',
  keyHome: 'Home',
  keyEnd: 'End',

  // The header.
  statusNew: REVIEW_STATUS_LABELS.new,
  statusShortlisted: REVIEW_STATUS_LABELS.shortlisted,
  statusOnHold: REVIEW_STATUS_LABELS.on_hold,
  statusRejected: REVIEW_STATUS_LABELS.rejected,
  overTime: 'Over time',
  roleAt: 'at',
  experience: 'Experience:',
  experienceYears: '{years} years',
  invite: 'Invite:',
  didNotMatchNote: ANSWER_FORM_TEXTS.review.didNotMatchNote,
  didNotMatchQuestion: 'Did not match: {question}',
  withdrawnTitle: INVITE_TEXTS.review.withdrawnTitle,
  withdrawnBody:
    "This candidate's invite was withdrawn on {when}: they were stopped at their next step. What they saved before is shown here.",

  // The candidate's data (docs/privacy.md).
  erasureAsked: 'The candidate asked for their data to be erased on {asked}; {outcome}.',
  erasureWaitsForHold: 'it waits while they are held from deletion',
  erasureOn: 'it will be carried out on {date}',
  erasureAtNextRun: 'it will be carried out at the next run',
  deletedOn:
    'Will be deleted on {date} ({reason, select, erasure {the candidate asked for erasure} other {retention policy}}).',
  heldBy: 'Held from deletion by {name} on {date}: “{reason}”.',
  heldTitle: 'Held from deletion',
  toBeDeletedTitle: 'To be deleted',
  releaseTitle: 'Release the hold on {name}?',
  releaseBody:
    'The retention policy and any erasure request apply again: a candidate past their date is deleted at the next hourly run.',
  releaseHold: 'Release hold',
  holdFromDeletion: 'Hold from deletion',
  unheld: PRIVACY_TEXTS.unheld,
  downloadData: 'Download data (zip)',
  cancel: 'Cancel',
  deleteCandidate: 'Delete candidate',
  candidateDeleted: TEXTS.workspace.candidateDeleted,
  share: 'Share',
  shareDescription: 'A read-only page of {name}: answers, video and timings.',

  // The video introduction and the recorded answers.
  videoHeading: 'Video introduction',
  videoOf: 'Video of {name}',
  videoNotRequired: 'This role asks for no video introduction.',
  noVideoYet: 'No video yet.',
  duration: 'Duration {duration}',
  size: 'Size {size}',
  submitted: 'Submitted',
  bytes: '{amount} B',
  kilobytes: '{amount} KB',
  megabytes: '{amount} MB',
  gigabytes: '{amount} GB',
  noVideoHeading: 'No video: {reason}',
  noVideoNoCamera: NO_VIDEO.reasons.no_camera,
  noVideoCameraNotWorking: NO_VIDEO.reasons.camera_not_working,
  noVideoOther: NO_VIDEO.reasons.other,
  noVideoNoteLabel: NO_VIDEO.noteLabel,
  noVideoNoNote: NO_VIDEO.noNote,
  interruptedBadge: INTERRUPTED_TEXTS.reviewerBadge,
  interruptedNote: INTERRUPTED_TEXTS.reviewerNote,
  // `noun`: `video`, or `recording` for an audio answer.
  processingUploading:
    '{noun, select, video {The video is still being uploaded or processed.} other {The recording is still being uploaded or processed.}}',
  processingWaitingTitle: VIDEO_PROCESSING_TEXTS.waitingTitle,
  processingWaiting:
    '{noun, select, video {The video is uploaded and safe. The recording storage is not answering right now; the video will be ready here once it is back, with nothing to do for you or the candidate.} other {The recording is uploaded and safe. The recording storage is not answering right now; the recording will be ready here once it is back, with nothing to do for you or the candidate.}}',
  processingFailed:
    '{noun, select, video {The video could not be processed.} other {The recording could not be processed.}}',
  processingNoReason: 'No reason was recorded.',
  reprocess: VIDEO_PROCESSING_TEXTS.reprocess,
  reprocessHint: VIDEO_PROCESSING_TEXTS.reprocessHint,
  mediaAnswerOf:
    '{media, select, video {Video answer} other {Audio answer}} of {name} to question {number}',
  noMediaAnswer: '{media, select, video {No video answer.} other {No audio answer.}}',
  speed: 'Speed',
  speedOption: '{speed}x',
  playerKeysOr: 'or',
  playerKeysPlayPause: 'play / pause',
  playerKeysSeek: 'seek 5 s',

  // The answers.
  answersHeading: 'Answers',
  answeredOf: 'Answered {answered} of {count}',
  questionOf: 'Question {number} of {count}',
  optional: ANSWER_FORM_TEXTS.review.optional,
  didNotMatch: ANSWER_FORM_TEXTS.review.didNotMatch,
  skipped: ANSWER_FORM_TEXTS.review.skipped,
  skippedNote: ANSWER_FORM_TEXTS.review.skippedNote,
  lastSaved: 'Last saved',
  noAnswer: 'No answer',
  noFile: ANSWER_FILE_TEXTS.review.noFile,

  // The decision.
  decisionHeading: 'Your decision',
  saving: 'Saving…',
  saved: 'Saved',
  notSavedDash: 'Not saved —',
  retry: 'retry',
  notSaved: 'Not saved: {message}',
  status: 'Status',
  notes: 'Notes',
  notesDescription: 'Only the hiring team sees these. Saved as you type.',
  notesPlaceholder: 'What stood out, what to ask next…',
  notesTooLong: 'The notes are at most 10,000 characters.',
  noNul: NUL_CHARACTER_MESSAGE,
  conflictTitle: DECISION_TEXTS.conflictTitle,
  // `known`: `yes` when the server named who changed it.
  notesConflict:
    '{known, select, yes {{name}} other {Someone}} changed the notes while you were typing. Their notes are saved; yours are kept below to re-apply.',
  statusConflict:
    '{known, select, yes {{name}} other {Someone}} changed the status while you were choosing. Their status is saved.',
  yourNotes: DECISION_TEXTS.yourNotes,
  reapply: DECISION_TEXTS.reapply,
  reapplyStatus: 'Set it to {status}',
  discard: DECISION_TEXTS.discard,

  // The scores.
  scoresHeading: 'Scores',
  yourScore: 'Your score',
  noScore: 'None',
  notScored: 'You have not scored',
  yourScoreOf: 'Your score: {score} of 5',
  clear: 'Clear',
  hideQuestionScores: 'Hide the per-question scores',
  scoreEachQuestion: 'Score each question',
  overallScoreFirst: 'Give your overall score first; then score each question if you like.',
  starOf: '{star} of 5',
  questionStarOf: 'Question {number}: {star} of 5',
  theTeam: 'The team',
  nobodyScored: 'Nobody has scored this candidate yet.',
  teamAverage:
    '{count, plural, one {Average {average} of 5 from {count} score} other {Average {average} of 5 from {count} scores}}',
  you: ' (you)',
  scoreNotSaved: 'Score not saved: {message}',

  // The comments.
  commentsHeading: '{count, plural, =0 {Comments} other {Comments ({count})}}',
  noComments: 'No comments yet.',
  showMoreComments: 'Show more comments',
  addComment: 'Add a comment',
  postComment: 'Post comment',
  notPosted: 'Not posted: {message}',
  commentPlaceholder: 'What the team should know',
  mention: 'Mention',
  mentionPlaceholder: 'Members to mention (optional)',
  noMemberFound: 'No member by that name',
  edited: '(edited)',
  editedAt: 'Edited {at}',
  mentions: 'Mentions',
  edit: 'Edit',
  deleteCommentQuestion: 'Delete this comment?',
  delete: 'Delete',
  keep: 'Keep',
  notDeleted: 'Not deleted: {message}',
  editComment: 'Edit your comment',
  saveMineInstead: 'Save mine instead',
  save: 'Save',
  commentStale: SCORES_TEXTS.commentStale,
  commentEmpty: SCORES_TEXTS.commentEmpty,
  commentTooLong: SCORES_TEXTS.commentTooLong,

  // The decision's history.
  historyTitle: DECISION_TEXTS.historyTitle,
  historyEmpty: DECISION_TEXTS.historyEmpty,
  historyShowAll: 'Show all {count} changes',
  showFewer: DECISION_TEXTS.historyShowFewer,
  setStatus: '{who} set the status to {status}',
  changedNotes: '{who} changed the notes',
  clearedNotes: '{who} cleared the notes',
  scored: '{who} scored {score} of 5',
  clearedScore: '{who} took back their score',
  changedOther: '{who} changed the {field}',

  // Timings.
  timingsHeading: 'Timings',
  timeUsed: 'Time used',
  timeUsedLabel: 'Time used: {used}',
  usedOf: '{used} of {allowed}',
  usedNoLimit: '{used}, no time limit',
  extraTimePercent: 'Extra time: +{percent} %',
  extraTimeMinutes:
    'Extra time: {minutes, plural, one {+{minutes} minute} other {+{minutes} minutes}}',
  registered: 'Registered',
  started: 'Started',
  videoSubmitted: 'Video submitted',
  completed: 'Completed',
  videoNotRequiredShort: 'Not required',
  videoNotRecorded: NO_VIDEO.state,

  // The candidate's feedback, and feedback through share links.
  feedbackTitle: FEEDBACK_TEXTS.reviewer.title,
  feedbackNotSent: FEEDBACK_TEXTS.reviewer.notSent,
  feedbackNotSentDetail: FEEDBACK_TEXTS.reviewer.notSentDetail,
  feedbackSentEmpty: FEEDBACK_TEXTS.reviewer.sentEmpty,
  feedbackSent: FEEDBACK_TEXTS.reviewer.sent,
  feedbackNoRating: FEEDBACK_TEXTS.reviewer.noRating,
  feedbackNoComment: FEEDBACK_TEXTS.reviewer.noComment,
  feedbackRating: "Candidate's rating of the process: {rating} of 5",
  guestHeading: 'Feedback from share links',
  guestScore: 'Score: {score} of 5',
  guestThrough: 'Guest, through “{label}” · {when}',

  // The device.
  device: 'Device',
  devices: 'Devices ({count})',
  devicesNote: 'The candidate registered from {count} computers or browsers, oldest first.',
  computer: 'Computer {number}',
  noDeviceDetails: 'The browser sent no device details.',
  firstSeen: 'First seen',
  lastSeen: 'Last seen',
  deviceType: 'Device Type',
  operatingSystem: 'Operating System',
  browser: 'Browser',
  screenResolution: 'Screen Resolution',
  viewportSize: 'Viewport Size',
  touchSupport: 'Touch Support',
  timezone: 'Timezone',
  language: 'Language',
  onlineStatus: 'Online Status',
  inviteCode: 'Invite Code',
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  yes: 'Yes',
  no: 'No',
  online: 'Online',
  offline: 'Offline',

  // What the candidate's browser noted (docs/integrity.md).
  eventsHeading:
    '{count, plural, =0 {Activity during the assessment} other {Activity during the assessment ({count})}}',
  eventsNote:
    "What the candidate's browser noted, as they were told when they signed up. A reload or another computer is not a sign of cheating by itself.",
  eventsNone: 'Nothing noted: no pastes, no time away from the tab.',
  eventsShowAll: 'Show all {count}',
  pasted: 'Pasted {detail}',
  pastedText: 'Pasted text',
  leftTabForGood: 'Left the tab and did not come back',
  leftTabFor: 'Left the tab for {span}',
  blockedKey: 'Blocked key {detail}',
  blockedAKey: 'Blocked a key',
  contextMenu: 'Opened the context menu',
  cameBack: 'Came back to the tab',
  leftAndReopened: 'Left the page and opened it again {span} later',
  reloaded: 'Reloaded the page',
  pageOpened: 'Opened the page',
  pageLeft: 'Closed or left the page',
  anotherComputerWith: 'Continued on another computer ({detail})',
  anotherComputer: 'Continued on another computer',
  // A span of time: "1 min 12 s", "45 s", "2 h 5 min".
  spanHoursMinutes: '{hours} h {minutes} min',
  spanHours: '{hours} h',
  spanMinutesSeconds: '{minutes} min {seconds} s',
  spanMinutes: '{minutes} min',
  spanSeconds: '{seconds} s',
};

import { NOT_FOUND_TEXTS } from './not-found-texts';
import { INVITE_ENTRY_TEXTS, SIGN_UP_TEXTS } from './sign-up-texts';

/** A video limit as a phrase: `3-minute` (the default), `45-second`, or `2:30`. */
function videoLimitPhrase(seconds: number): string {
  if (seconds % 60 === 0) return `${seconds / 60}-minute`;
  if (seconds < 60) return `${seconds}-second`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Texts users see on the candidate's pages and the invite panel, whose wording is fixed
 * (docs/product.md#texts). The browser shows them and the server answers with them, so both sides
 * and the tests use this one copy.
 */
export const TEXTS = {
  admin: {
    title: 'Admin Panel - Skill Assessment Platform',
    generate: 'Generate Assessment Invite',
    copyLink: 'Copy Link',
    copied: 'Copied!',
    testInvite: 'Test Invite',
    passkeyMissing: 'Please enter the admin passkey.',
    passkeyWrong: 'The admin passkey is not correct.',
    /**
     * A wrong passkey refused for a while; the right one is let in even then. Wrong ones count per
     * address and per account (docs/architecture.md): the wait may come from guesses elsewhere.
     */
    passkeyCoolingDown: (seconds: number) =>
      `Too many wrong passkeys lately. Wait ${seconds} s before trying another one; the right passkey is accepted at any time.`,
    /** Under the sign-in button while a wrong passkey is held until its turn. */
    passkeyChecking:
      'Still checking. After several wrong passkeys, each further wrong one is answered more slowly; the right passkey is let in at once.',
    identifyCodeMissing: 'Please enter an identify code.',
    identifyCodeTooLong: 'Identify code must be less than 10 characters.',
    identifyCodeCharacters: 'Identify code may contain letters and numbers only.',
    inviteCreated: 'Invite created.',
  },
  recorder: {
    title: 'Video Introduction',
    settingUp: 'Setting up your camera...',
    accessRequired: 'Camera Access Required',
    tryAgain: 'Try Again',
    start: 'Start Recording',
    pause: 'Pause',
    resume: 'Resume',
    end: 'End Recording',
    recording: 'RECORDING',
    paused: 'PAUSED',
    error: 'ERROR',
    completedTitle: 'Recording Successfully Completed!',
    submit: 'Submit Recording',
    recordAgain: 'Record Again',
    errorTitle: 'Recording Error',
    frozen: 'Something went wrong with your video recording. The stream appears to be frozen.',
    howToFix: 'How to Fix',
    restartCamera: 'Restart Camera',
    closeFaq: 'Close FAQ',
    cameraDenied: 'Camera access denied. Please allow camera access and refresh the page.',
    noDevices: 'No video devices found. Please connect a camera.',
    devicesFailed: 'Error fetching devices.',
    cameraBusy: 'Error accessing camera. Please reload the site.',
    cameraNotAllowed: 'Error accessing camera. Please allow access.',
    startFailed: 'Failed to start recording. Please try again.',
    uploadStalled:
      'Your video has not reached the server yet: the connection seems to be down. Keep this page open: it is sent on as soon as you are back online.',
    sendAgain: 'Send Again',
    /** The role's video limit was reached (180 s by default: `the 3-minute limit`). */
    maxLengthReached: (maxSeconds: number) =>
      `You reached the ${videoLimitPhrase(maxSeconds)} limit, so the recording stopped by itself. You can submit it or record again.`,
    takesUsedUp: 'You have used all your takes.',
  },
  complete: {
    loading: 'Loading...',
    congratulations: 'Congratulations',
    helpUsImprove: 'Help Us Improve',
    submitFeedback: 'Submit Feedback',
    thankYou: 'Thank You for Your Feedback',
    summary: 'Assessment Summary',
  },
  notFound: NOT_FOUND_TEXTS,
  inviteEntry: INVITE_ENTRY_TEXTS,
  signup: SIGN_UP_TEXTS,
  assessment: {
    overviewTitle: "Let's Get Started",
    problemSolving: 'PROBLEM SOLVING',
    previous: 'Previous',
    saveNext: 'Save & Next',
    waitForUpload: 'Please wait for your file to finish uploading.',
    waitForRecording: 'Please end your recording before leaving this question.',
    complete: 'Complete',
    blankAnswer: 'Please provide an answer before continuing.',
    videoTitle: 'Video Introduction',
    sessionInvalid:
      'Your session is no longer valid. Please register again with the same email to resume.',
    submitted: 'Your assessment is already submitted, so it can no longer be changed.',
    completeNeedsVideo: 'The assessment is complete once your video introduction is submitted.',
    completeNeedsAnswers: 'Please answer every required question before completing the assessment.',
    /** A role without video: nothing may be recorded or uploaded. */
    noVideo: 'This assessment has no video introduction, so nothing can be recorded.',
    noVideoStep:
      'This assessment has no video introduction: it is complete after your last answer.',
    videoNeedsAnswers: 'Please answer every required question before the video introduction.',
    noStepBack: 'Your progress can only move forward.',
  },
  /** The hiring team's review workspace (docs/product.md#the-hiring-teams-workspace). */
  workspace: {
    signInTitle: 'Sign in to review candidates',
    signIn: 'Sign in',
    signedIn: 'Signed in.',
    signOut: 'Sign out',
    signedOut: 'Signed out.',
    signInNeeded: 'Please sign in with the admin passkey.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    /** A signed-in change sent from anywhere but this site's own pages (another port, another site). */
    foreignOrigin:
      "This change was refused because it did not come from this site's own pages. Open the review workspace at its own address and try again.",
    bodyNotJson: 'Send the request body as JSON (Content-Type: application/json).',
    bodyNotExpected: 'This request takes no body.',
    navInvitePanel: 'Invite panel',
    navCandidates: 'Candidates',
    navInvites: 'Invites',
    navRoles: 'Roles',
    candidateMissing: 'There is no such candidate. They may have been deleted.',
    inviteMissing: 'There is no such invite.',
    reviewSaved: 'Saved.',
    candidateDeleted: 'The candidate and all their data were deleted.',
    inviteRevoked: 'The invite was revoked. Its link now says so.',
    inviteExtended: 'The invite now expires 7 days later.',
    videoMissing: 'This candidate has no video to play.',
    candidatesTitle: 'Candidates',
    invitesTitle: 'Invites',
    noCandidatesTitle: 'No candidates yet',
    noCandidatesBody:
      'Candidates appear here as soon as they register with an invite link. Create an invite on the invite panel and send the link to a candidate.',
    createInvite: 'Create an invite',
    noMatchTitle: 'No candidates match these filters',
    noMatchBody: 'Try other filters, or clear them to see every candidate.',
    clearFilters: 'Clear filters',
    exportCsv: 'Export CSV',
    listFailed: 'Could not load the candidates',
    invitesFailed: 'Could not load the invites',
    noInvitesTitle: 'No invites yet',
    noInvitesBody:
      'Create one above; it appears here with its state and the candidate who used it.',
    noInvitesInState: 'No invites in this state.',
    newInvite: 'New invite',
    createInviteButton: 'Create invite',
    candidateLabel: 'Candidate label',
    candidateLabelPlaceholder: 'e.g. Jane Doe, referral',
    revokeTitle: 'Revoke this invite?',
    revokeBody:
      'The link stops working at once: a candidate who opens it is told it was withdrawn. This cannot be undone.',
    revoke: 'Revoke',
    extend: 'Extend by 7 days',
    copyInviteLink: 'Copy link',
    /** A candidate's accommodation (extra time): set, changed or removed on an open invite. */
    extraTime: {
      saved: 'Extra time saved.',
      removed: 'Extra time removed.',
      revoked: 'This invite was revoked: its extra time can no longer be changed.',
      completed:
        'The candidate has completed the assessment: their extra time can no longer be changed.',
      expired: 'This invite has expired: extend it first, then change its extra time.',
    },
  },
  /** Why post-processing refused a recording: reviewers read it on the candidate's page. */
  processing: {
    tooLarge: (width: number, height: number, maxSidePx: number) =>
      `The video is ${width}×${height} pixels; the most we accept is ${maxSidePx} pixels on either side.`,
    tooLong: (maxMinutes: number) =>
      `The video is longer than ${maxMinutes} minutes, the most we accept.`,
    longerThanRole: (maxSeconds: number) =>
      `The video is longer than the ${videoLimitPhrase(maxSeconds)} limit of this role.`,
    longerThanQuestion: (maxSeconds: number) =>
      `The recording is longer than the ${videoLimitPhrase(maxSeconds)} limit of its question.`,
    unreadable: (container: string) => `The file is not a ${container} video that can be read.`,
    noPicture: 'The file has no video picture whose size can be read.',
    lengthUnknown: 'The length of the video cannot be measured: its packets carry no times.',
    codec: (codec: string) => `The video is encoded as ${codec}, which we do not accept.`,
  },
} as const;

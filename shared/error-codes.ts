import { ACCOUNT_TEXTS } from './accounts-texts';
import { ANSWER_FILE_TEXTS } from './answer-file-texts';
import { ANSWER_FORM_TEXTS } from './answer-form-texts';
import { ANSWER_RECORDING_TEXTS } from './answer-recording-texts';
import { ANSWER_SEQUENCE_AHEAD_MESSAGE } from './assessment.schema';
import { DECISION_TEXTS } from './decision-texts';
import { FEEDBACK_TEXTS } from './feedback-texts';
import { INVITE_TEXTS } from './invite-texts';
import { INVITING_TEXTS } from './inviting-texts';
import { LIMIT_TEXTS } from './limits';
import { MAIL_TEXTS } from './mail-texts';
import { PASSKEY_TEXTS } from './passkey-texts';
import { INTERRUPTED_TEXTS } from './recording-texts';
import { LOGO_TEXTS } from './role-logo-texts';
import { ROLE_TEXTS } from './role-texts';
import { TRANSFER_TEXTS } from './role-transfer-texts';
import { SCORES_TEXTS } from './scores-texts';
import { SHARE_TEXTS } from './share-texts';
import { TEAM_TEXTS } from './team-texts';
import { TEXTS } from './texts';
import { VIDEO_PROCESSING_TEXTS } from './video-processing-texts';
import { VIDEO_UNAVAILABLE_TEXTS } from './video-unavailable-texts';
import { WEBHOOK_TEXTS } from './webhook-texts';
import { YOUR_DATA_TEXTS } from './your-data-texts';

/** A refusal's text: a sentence, or one made from the refusal's details. */
type ErrorText = string | ((...details: never[]) => string);

/**
 * Every refusal the API answers, by its code (docs/errors.md): its usual HTTP status and the text
 * the user reads. The answer is `{result: false, status: <text>, code}`; the browser decides on the
 * code, never on the wording or the HTTP status alone. Texts live in the `*-texts.ts` files the
 * screens use too; only the API's own refusals are written here.
 */
export const ERRORS = {
  // Any request (server/plugins/errors.ts): what Fastify, the schema or the server refuse.
  'invalid-input': { status: 400, text: (problem: string) => problem },
  'invalid-json': { status: 400, text: 'The request body is not valid JSON.' },
  'invalid-address': { status: 400, text: 'The address is not valid.' },
  'address-too-long': { status: 414, text: 'The address is too long.' },
  'invalid-http': { status: 400, text: 'The request is not valid HTTP.' },
  'unsupported-content-type': { status: 415, text: 'This content type is not accepted.' },
  'body-too-large': { status: 413, text: 'The request body is too large.' },
  'headers-too-large': { status: 431, text: 'The request headers are too large.' },
  'request-timeout': { status: 408, text: 'The request took too long to arrive.' },
  'too-many-requests': {
    status: 429,
    text: 'Too many requests. Please wait a minute and try again.',
  },
  /** What Fastify refused for a reason of its own, in its words (a 4xx without a code here). */
  'request-refused': { status: 400, text: (reason: string) => reason },
  'route-missing': {
    status: 404,
    text: (method: string, path: string) => `There is no ${method} ${path}.`,
  },
  'server-error': {
    status: 500,
    text: (requestId?: string) =>
      requestId
        ? `Something went wrong on our side (request ${requestId}).`
        : 'Something went wrong on our side.',
  },
  'service-unavailable': {
    status: 503,
    text: 'The service is briefly unavailable. Please try again in a moment.',
  },
  /** The recording store (S3) is not answering: only what needs it is refused (docs/errors.md). */
  'storage-unavailable': {
    status: 503,
    text: 'Recordings cannot be saved or played just now: their storage is not answering. Please try again in a moment.',
  },
  /** The server's disk (the data folder, the database's) is full: passing, once there is room. */
  'storage-full': {
    status: 507,
    text: 'The server has no room to save this just now. Please try again in a while.',
  },
  'metrics-token-needed': {
    status: 401,
    text: 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.',
  },

  // The candidate: invite link, sign-up, session.
  'invite-not-valid': {
    status: 404,
    text: 'This invite link is not valid. Please check the link you were sent.',
  },
  'invite-withdrawn': { status: 410, text: INVITE_TEXTS.withdrawn },
  'invite-expired': { status: 410, text: INVITE_TEXTS.expired },
  'no-interview': { status: 404, text: TEXTS.signup.noInterview },
  'invite-taken': { status: 409, text: TEXTS.signup.inviteTaken },
  /** A field the team requires (docs/product.md#candidate-texts) was left out. */
  'registration-incomplete': { status: 400, text: TEXTS.signup.missingFields },
  'session-invalid': { status: 401, text: TEXTS.assessment.sessionInvalid },

  // The candidate's assessment.
  'assessment-submitted': { status: 409, text: TEXTS.assessment.submitted },
  'answer-sequence-ahead': { status: 400, text: ANSWER_SEQUENCE_AHEAD_MESSAGE },
  'question-missing': {
    status: 400,
    text: (index: number) => `Question ${index} does not exist.`,
  },
  // Answer types (docs/product.md#answer-types): an answer of the question's own kind only.
  'answer-type-mismatch': { status: 409, text: ANSWER_FORM_TEXTS.refusals.typeMismatch },
  'choice-unknown': { status: 400, text: ANSWER_FORM_TEXTS.refusals.choiceUnknown },
  'choice-repeated': { status: 400, text: ANSWER_FORM_TEXTS.refusals.choiceRepeated },
  'choice-single': { status: 400, text: ANSWER_FORM_TEXTS.refusals.choiceSingle },
  'question-skipped': { status: 409, text: ANSWER_FORM_TEXTS.refusals.skipped },
  'question-required': { status: 409, text: ANSWER_FORM_TEXTS.refusals.required },
  'question-answered': { status: 409, text: ANSWER_FORM_TEXTS.refusals.answered },
  // File answers (docs/product.md#answer-types): refused before they are kept.
  'file-too-large': { status: 413, text: ANSWER_FILE_TEXTS.refusals.tooLarge },
  'file-type-refused': { status: 415, text: ANSWER_FILE_TEXTS.refusals.typeRefused },
  'file-empty': { status: 400, text: ANSWER_FILE_TEXTS.refusals.empty },
  'complete-needs-video': { status: 409, text: TEXTS.assessment.completeNeedsVideo },
  'complete-needs-answers': { status: 409, text: TEXTS.assessment.completeNeedsAnswers },
  'no-step-back': { status: 409, text: TEXTS.assessment.noStepBack },
  'video-not-asked': { status: 409, text: TEXTS.assessment.noVideoStep },
  'video-needs-answers': { status: 409, text: TEXTS.assessment.videoNeedsAnswers },
  'answers-missing': { status: 409, text: VIDEO_UNAVAILABLE_TEXTS.refusals.answersMissing },
  'video-submitted': { status: 409, text: VIDEO_UNAVAILABLE_TEXTS.refusals.videoSubmitted },
  'too-many-events': { status: 429, text: 'Too many events recorded.' },
  'feedback-already-sent': { status: 409, text: FEEDBACK_TEXTS.alreadySent },

  // The candidate's recording (docs/recordings.md).
  'no-video': { status: 403, text: TEXTS.assessment.noVideo },
  'takes-used-up': { status: 409, text: TEXTS.recorder.takesUsedUp },
  'video-type-refused': { status: 415, text: 'Only WebM or MP4 video can be uploaded.' },
  'not-a-video': { status: 415, text: 'The uploaded file is not a video.' },
  // A video or audio answer to a question (docs/recordings.md#recorded-answers).
  'audio-type-refused': { status: 415, text: ANSWER_RECORDING_TEXTS.refusals.audioType },
  'recording-metadata-invalid': { status: 400, text: ANSWER_RECORDING_TEXTS.refusals.metadata },
  'answer-recording-submitted': {
    status: 409,
    text: ANSWER_RECORDING_TEXTS.refusals.submitted,
  },
  'answer-recording-missing': { status: 404, text: ANSWER_RECORDING_TEXTS.refusals.missing },
  'recording-replaced': { status: 409, text: 'A newer recording has replaced this one.' },
  'recording-missing': { status: 404, text: 'There is no such recording.' },
  'recording-finished': {
    status: 409,
    text: 'This recording has finished uploading and can no longer be deleted.',
  },
  'recording-uploading': {
    status: 409,
    text: 'The recording is still uploading. Please wait a moment.',
  },
  'recording-video-missing': {
    status: 409,
    text: 'The video of this recording is missing. Please record it again.',
  },
  'recordings-not-served': { status: 405, text: 'Recordings are not served here.' },
  'not-interrupted': { status: 409, text: INTERRUPTED_TEXTS.notInterrupted },
  'still-arriving': { status: 409, text: INTERRUPTED_TEXTS.stillArriving },
  'nothing-saved': { status: 409, text: INTERRUPTED_TEXTS.nothingSaved },
  'upload-length-fixed': {
    status: 400,
    text: 'The upload length cannot be changed once given.',
  },
  'upload-complete': { status: 409, text: 'This recording is already uploaded in full.' },
  // The upload protocol's own refusals (tus), in plain words.
  'upload-version-needed': {
    status: 412,
    text: 'The upload needs the header Tus-Resumable: 1.0.0.',
  },
  'upload-missing': { status: 404, text: 'There is no such upload.' },
  'upload-gone': { status: 410, text: 'This upload no longer exists.' },
  'upload-too-large': { status: 413, text: 'The upload is too large.' },
  'upload-out-of-step': {
    status: 409,
    text: 'The upload is out of step with the server: resume it to go on.',
  },
  'upload-offset-needed': { status: 403, text: 'The upload needs an Upload-Offset header.' },
  'upload-content-type-needed': { status: 403, text: 'The upload needs a content-type header.' },
  'upload-length-needed': { status: 400, text: 'The upload needs an Upload-Length header.' },
  'upload-metadata-invalid': { status: 400, text: 'The upload metadata is not valid.' },
  'upload-finished-no-delete': { status: 400, text: 'A finished upload cannot be deleted.' },
  'upload-busy': { status: 400, text: 'Another request is using this upload: try again.' },
  'upload-parts-refused': { status: 400, text: 'Uploads cannot be sent in parallel parts.' },
  'upload-length-required': { status: 400, text: 'The upload needs an Upload-Length.' },
  'upload-header-invalid': {
    status: 400,
    text: (headers: string) => `The upload's ${headers} header is not valid.`,
  },
  'upload-invalid': { status: 400, text: 'The upload request is not valid.' },

  // The hiring team: signing in, sessions, members, tokens.
  'sign-in-needed': { status: 401, text: TEXTS.admin.passkeyMissing },
  'passkey-wrong': { status: 401, text: TEXTS.admin.passkeyWrong },
  'passkey-cooling-down': { status: 429, text: TEXTS.admin.passkeyCoolingDown },
  'session-ended': { status: 401, text: TEXTS.workspace.sessionEnded },
  'foreign-origin': { status: 403, text: TEXTS.workspace.foreignOrigin },
  'body-not-expected': { status: 400, text: TEXTS.workspace.bodyNotExpected },
  'body-not-expected-type': { status: 415, text: TEXTS.workspace.bodyNotExpected },
  'body-not-json': { status: 415, text: TEXTS.workspace.bodyNotJson },
  'role-forbidden': { status: 403, text: TEAM_TEXTS.forbidden },
  'token-unknown': { status: 401, text: TEAM_TEXTS.tokenUnknown },
  'session-only': { status: 403, text: TEAM_TEXTS.sessionOnly },
  'session-missing': { status: 404, text: TEAM_TEXTS.sessionMissing },
  'token-missing': { status: 404, text: TEAM_TEXTS.tokenMissing },
  'password-wrong': { status: 401, text: ACCOUNT_TEXTS.passwordWrong },
  'passwords-busy': { status: 503, text: ACCOUNT_TEXTS.passwordsBusy },
  'current-password-needed': { status: 400, text: ACCOUNT_TEXTS.currentPasswordNeeded },
  'current-password-wrong': { status: 403, text: ACCOUNT_TEXTS.currentPasswordWrong },
  'account-missing': { status: 401, text: ACCOUNT_TEXTS.memberMissing },
  'member-missing': { status: 404, text: ACCOUNT_TEXTS.memberMissing },
  'member-invite-missing': { status: 404, text: ACCOUNT_TEXTS.inviteMissing },
  'member-invite-used': { status: 410, text: ACCOUNT_TEXTS.inviteUsed },
  'member-invite-revoked': { status: 410, text: ACCOUNT_TEXTS.inviteRevoked },
  'member-invite-expired': { status: 410, text: ACCOUNT_TEXTS.inviteExpired },
  'member-invite-not-pending': { status: 404, text: ACCOUNT_TEXTS.inviteNoLongerPending },
  'email-taken': { status: 409, text: ACCOUNT_TEXTS.emailTaken },
  'only-owner-grants-owner': { status: 403, text: ACCOUNT_TEXTS.onlyOwnerGrantsOwner },
  'built-in-owner': { status: 409, text: ACCOUNT_TEXTS.notTheBuiltInOwner },
  'not-yourself': { status: 409, text: ACCOUNT_TEXTS.notYourself },
  'last-owner': { status: 409, text: ACCOUNT_TEXTS.lastOwner },
  'passkey-missing': { status: 404, text: PASSKEY_TEXTS.missing },
  'passkey-registration-failed': { status: 400, text: PASSKEY_TEXTS.registrationFailed },
  'passkey-registration-expired': { status: 410, text: PASSKEY_TEXTS.registrationExpired },
  'passkey-duplicate': { status: 409, text: PASSKEY_TEXTS.duplicate },
  'passkey-last-way-in': { status: 409, text: PASSKEY_TEXTS.lastWayIn },
  'passkey-sign-in-failed': { status: 401, text: PASSKEY_TEXTS.signInFailed },

  // The hiring team: roles, logos, the roles file.
  'role-missing': { status: 404, text: ROLE_TEXTS.notFound },
  'role-id-taken': { status: 409, text: ROLE_TEXTS.idTaken },
  'no-free-role-id': { status: 409, text: ROLE_TEXTS.noFreeId },
  'logo-unknown': { status: 400, text: ROLE_TEXTS.unknownLogo },
  'role-archived': {
    status: 409,
    text: (role: string) =>
      `The role "${role}" is archived: restore it on the roles page to invite candidates.`,
  },
  'logo-missing': { status: 404, text: LOGO_TEXTS.notFound },
  'logo-too-large': { status: 413, text: LOGO_TEXTS.tooLarge },
  'logo-empty': { status: 400, text: LOGO_TEXTS.empty },
  'logo-wrong-type': { status: 415, text: LOGO_TEXTS.wrongType },
  'logo-not-png': { status: 400, text: LOGO_TEXTS.notPng },
  'logo-not-jpeg': { status: 400, text: LOGO_TEXTS.notJpeg },
  'logo-not-svg': { status: 400, text: LOGO_TEXTS.notSvg },
  'logo-svg-refused': { status: 400, text: LOGO_TEXTS.svgRefused },
  'import-duplicate-role': { status: 400, text: TRANSFER_TEXTS.duplicateRole },
  'import-role-problem': { status: 400, text: TRANSFER_TEXTS.roleProblem },

  // The hiring team: invites and their mail.
  'invite-missing': { status: 404, text: TEXTS.workspace.inviteMissing },
  'extend-revoked': {
    status: 409,
    text: 'A revoked invite cannot be extended. Create a new one.',
  },
  'extra-time-revoked': { status: 409, text: TEXTS.workspace.extraTime.revoked },
  'extra-time-completed': { status: 409, text: TEXTS.workspace.extraTime.completed },
  'extra-time-expired': { status: 409, text: TEXTS.workspace.extraTime.expired },
  'mail-off': { status: 409, text: MAIL_TEXTS.off },
  'mail-off-invite': { status: 409, text: INVITING_TEXTS.mailOffRefusal },
  'mail-off-resend': { status: 409, text: INVITING_TEXTS.mailOffResend },
  'mail-invite-without-email': { status: 409, text: MAIL_TEXTS.inviteHasNoEmail },
  'send-without-email': { status: 409, text: INVITING_TEXTS.sendWithoutEmailRefusal },
  'already-invited': { status: 409, text: INVITING_TEXTS.bulk.alreadyInvitedRefusal },
  'resend-without-email': { status: 409, text: INVITING_TEXTS.resendWithoutEmail },
  'resend-revoked': { status: 409, text: INVITING_TEXTS.resendRevoked },
  'resend-expired': { status: 409, text: INVITING_TEXTS.resendExpired },
  'resend-completed': { status: 409, text: INVITING_TEXTS.resendCompleted },

  // The hiring team: candidates, decisions, scores, comments, videos.
  'candidate-missing': { status: 404, text: TEXTS.workspace.candidateMissing },
  'video-missing': { status: 404, text: TEXTS.workspace.videoMissing },
  'answer-file-missing': { status: 404, text: ANSWER_FILE_TEXTS.refusals.missing },
  'video-range-missing': {
    status: 416,
    text: 'The requested part of the video does not exist.',
  },
  'reprocess-nothing': { status: 409, text: VIDEO_PROCESSING_TEXTS.nothingToReprocess },
  'reprocess-refused': { status: 409, text: VIDEO_PROCESSING_TEXTS.refusedForGood },
  'reprocess-upload-gone': { status: 409, text: VIDEO_PROCESSING_TEXTS.uploadGone },
  'decision-stale': { status: 409, text: DECISION_TEXTS.stale },
  'too-many-scores': { status: 400, text: SCORES_TEXTS.questionScores },
  'comment-missing': { status: 404, text: SCORES_TEXTS.commentMissing },
  'comment-not-yours': { status: 403, text: SCORES_TEXTS.commentNotYours },
  'comment-stale': { status: 409, text: SCORES_TEXTS.commentStale },
  'mention-unknown': { status: 400, text: SCORES_TEXTS.mentionUnknown },

  // The hiring team: share links and their visitors; webhooks.
  'share-missing': { status: 404, text: SHARE_TEXTS.missing },
  'share-candidate-missing': { status: 404, text: SHARE_TEXTS.candidateMissing },
  'share-unknown': { status: 404, text: SHARE_TEXTS.unknown },
  'share-revoked': { status: 410, text: SHARE_TEXTS.revokedForVisitor },
  'share-expired': { status: 410, text: SHARE_TEXTS.expired },
  'not-in-share': { status: 404, text: SHARE_TEXTS.notInShare },
  'share-feedback-closed': { status: 403, text: SHARE_TEXTS.feedbackClosed },
  'webhook-missing': { status: 404, text: WEBHOOK_TEXTS.missing },
  'webhook-url-private': { status: 400, text: WEBHOOK_TEXTS.urlPrivate },
  // A candidate's "Your data" link (docs/privacy.md): not one of ours, or its candidate is gone.
  'your-data-unknown': { status: 404, text: YOUR_DATA_TEXTS.unknown },

  // What one person can grow, capped (shared/limits.ts): each says the limit and what to end.
  'token-limit': { status: 409, text: LIMIT_TEXTS.apiTokens },
  'join-link-limit': { status: 409, text: LIMIT_TEXTS.joinLinks },
  'share-limit': { status: 409, text: LIMIT_TEXTS.shares },
  'webhook-limit': { status: 409, text: LIMIT_TEXTS.webhooks },
  'comment-limit': { status: 409, text: LIMIT_TEXTS.comments },
  'share-feedback-limit': { status: 409, text: LIMIT_TEXTS.feedbackPerShare },
} as const satisfies Record<string, { status: number; text: ErrorText }>;

export type ErrorCode = keyof typeof ERRORS;

/** The codes whose text is one fixed sentence. */
export type FixedErrorCode = {
  [C in ErrorCode]: (typeof ERRORS)[C]['text'] extends string ? C : never;
}[ErrorCode];

/** The details a code's text is made from (none for a fixed sentence). */
export type ErrorDetails<C extends ErrorCode> = (typeof ERRORS)[C]['text'] extends (
  ...details: infer P
) => string
  ? P
  : [];

/** The text of a refusal, as the user reads it. */
export function errorText<C extends ErrorCode>(code: C, ...details: ErrorDetails<C>): string {
  const text: ErrorText = ERRORS[code].text;
  return typeof text === 'string' ? text : (text as (...all: unknown[]) => string)(...details);
}

import type { ErrorCode } from './error-codes';

/**
 * The candidate's feedback on the process (the complete page's Help Us Improve form) and how
 * reviewers read it. The first feedback sent is kept: the form is not offered again once the
 * server holds one, and a second send is refused with `FEEDBACK_CODES.alreadySent`.
 */
export const FEEDBACK_CODES = {
  alreadySent: 'feedback-already-sent',
} as const satisfies Record<string, ErrorCode>;

export const FEEDBACK_TEXTS = {
  /** The 200 of `POST /feedback`. */
  received: 'Thank you for your feedback.',
  /** The 409 of a second `POST /feedback`: the first one stays as it was. */
  alreadySent: 'Your feedback was already sent. Thank you!',
  /** The complete page, once the server holds the candidate's feedback (`TEXTS.complete.thankYou`). */
  whatsNext: "What's next",
  /** The complete page while the form's send waits for the connection. */
  sendWaitsOffline:
    'You are offline. Your feedback is kept in this page and sent by itself as soon as the connection is back.',
  whatsNextBody:
    'The hiring team will review your assessment and will contact you within 3-5 business days.',
  /** The reviewer's card on the candidate's page. */
  reviewer: {
    title: "Candidate's feedback",
    notSent: 'Not sent',
    notSentDetail: 'The candidate has not sent the feedback form.',
    sentEmpty: 'Sent without a rating or comment',
    /** Before the moment it was sent: "Sent 26 Nov 2026, 06:10". */
    sent: 'Sent',
    noRating: 'No rating',
    noComment: 'No comment',
  },
} as const;

/** What the team and a share link's visitors read about share links. */
export const SHARE_TEXTS = {
  created: 'Share link created. Copy it now and send it to whoever should see it.',
  revoked: 'Share link revoked. Whoever opens it from now on is told it no longer works.',
  missing: 'There is no such share link.',
  candidateMissing: 'There is no such candidate.',
  /** What a visitor reads for a link that never existed (or a mistyped one). */
  unknown: 'This share link does not exist. Check that you copied all of it.',
  expired: 'This share link has expired. Ask whoever sent it for a new one.',
  revokedForVisitor: 'This share link no longer works: the team revoked it.',
  notInShare: 'This candidate is not part of this share link.',
  feedbackClosed: 'This share link does not take feedback.',
  feedbackSaved: 'Thank you. The team will see your feedback.',
  videoMissing: 'There is no video to play.',
  oneTarget: 'Share either one candidate or a filtered shortlist.',
  feedbackEmpty: 'Give a score or write a comment.',
} as const;

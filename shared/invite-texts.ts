import type { ErrorCode } from './error-codes';

/**
 * The `code` of the refusals a candidate's page answers with a page of its own, so that the browser
 * picks the page by the code, never by the wording.
 */
export const INVITE_REFUSAL_CODES = {
  withdrawn: 'invite-withdrawn',
  expired: 'invite-expired',
} as const satisfies Record<string, ErrorCode>;

/** What the candidate is told about an invite link that can no longer be used, and what to do. */
export const INVITE_TEXTS = {
  /** The 410 of every request on a withdrawn invite: its link, and a registered candidate's calls. */
  withdrawn: 'This invite has been withdrawn. Please contact the hiring team for a new link.',
  /** The 410 of the link (and of registering) once the invite expired. */
  expired: 'This invite has expired. Please ask the hiring team for a new link.',
  page: {
    withdrawnTitle: 'This invite has been withdrawn',
    withdrawnBody:
      'The hiring team withdrew this invite, so the assessment cannot be continued with this link. Anything you already saved is kept for the hiring team.',
    withdrawnNext:
      'If you think this is a mistake, reply to the message that brought you the link.',
    expiredTitle: 'This invite has expired',
    expiredBody:
      'Invite links are personal and stay active for a limited time. Please ask the hiring team for a new link.',
    expiredNext:
      'If you already started, the hiring team can extend this link: then open it again and sign up with the same email to continue where you were. Anything you already submitted is kept.',
    unavailableTitle: 'This invite can no longer be used',
  },
  /** The workspace's invites table: what each state means, and stopping a candidate mid-way. */
  workspace: {
    inProgress: 'In progress',
    completed: 'Completed',
    linkExpired: 'Link expired',
    candidateStopped: 'Candidate stopped',
    revokeUsedTitle: (name: string) => `Revoke this invite and stop ${name}?`,
    revokeUsedBody: (name: string) =>
      `${name} is stopped at once: their next step says the invite was withdrawn, and nothing more they send is kept. Everything they saved so far stays here for reviewers. This cannot be undone.`,
    extendTooltip: 'Expires 7 days later',
    extendUsedTooltip: (name: string) =>
      `Expires 7 days later: ${name} can come back through the link with the same email`,
  },
  /** The candidate's page in the workspace, when their invite was withdrawn. */
  review: {
    withdrawnTitle: 'Invite withdrawn',
  },
} as const;

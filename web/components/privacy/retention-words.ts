import {
  RETENTION_STATUSES,
  type RetentionPolicy,
  type RetentionStatus,
} from '../../../shared/privacy.schema';

/**
 * The words of the team's retention (docs/privacy.md): what is deleted and when, said the same way
 * in Settings → Privacy, a role's override and a candidate's page.
 */

/** The field labels, as the review status is named elsewhere in the workspace. */
export const RETENTION_STATUS_LABELS: Record<RetentionStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  on_hold: 'On hold',
  rejected: 'Rejected',
};

/**
 * The subject of a sentence. The review status "On hold" is named as a status, so that it is not
 * read as a hold on deletion (which keeps a candidate whatever the policy says).
 */
const SUBJECTS: Record<RetentionStatus, string> = {
  new: 'New candidates',
  shortlisted: 'Shortlisted candidates',
  on_hold: 'Candidates with the status On hold',
  rejected: 'Rejected candidates',
};

/** Every status kept until someone deletes them: where switching a policy on starts. */
export const KEEP_ALL_POLICY: RetentionPolicy = {
  new: null,
  shortlisted: null,
  on_hold: null,
  rejected: null,
};

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** "Rejected candidates are deleted 30 days after their last activity, decision or invite expiry, whichever is latest." */
export function retentionSentence(status: RetentionStatus, days: number | null): string {
  if (days === null) return `${SUBJECTS[status]} are kept until someone deletes them.`;
  return `${SUBJECTS[status]} are deleted ${daysText(days)} after their last activity, decision or invite expiry, whichever is latest.`;
}

export const RETENTION_OFF_TEXT =
  'Retention is off: candidates are kept until someone deletes them.';

/** What a deletion takes: everything, in words a team can repeat to a candidate. */
export const DELETION_SCOPE_TEXT =
  'A deletion removes everything of the candidate: their registration, answers, recordings, files and feedback, and the team’s review, scores and comments. It cannot be undone.';

export const HOLD_EXCEPTION_TEXT =
  'A candidate held from deletion (on their page) is kept whatever the policy says.';

/** One sentence per status, in the settings' order; the off sentence when there is no policy. */
export function retentionSentences(policy: RetentionPolicy | null): string[] {
  if (policy === null) return [RETENTION_OFF_TEXT];
  return RETENTION_STATUSES.map((status) => retentionSentence(status, policy[status]));
}

/** When an erasure request is carried out. */
export function erasureSentence(delayDays: number): string {
  const when = delayDays === 0 ? 'at the next hourly run' : `${daysText(delayDays)} after they ask`;
  return `A candidate who asks for their data to be erased is deleted ${when}, unless held.`;
}

/** Why a candidate is due: the words after their deletion date. */
export const DELETE_REASON_TEXTS = {
  retention: 'retention policy',
  erasure: 'the candidate asked for erasure',
} as const;

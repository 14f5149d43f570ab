import type { RetentionPolicy, RetentionStatus } from '../../../shared/privacy.schema';
import { retentionTexts } from './retention-texts';

/**
 * The team's retention (docs/privacy.md): where a policy starts, and each review status's name in
 * the catalogue (shared/messages/workspace-retention/), said the same way in Settings → Privacy, a
 * role's retention, a candidate's page and the due list.
 */

/** Each review status's name in the catalogue, as the status is named elsewhere in the workspace. */
export const RETENTION_STATUS_KEYS = {
  new: 'statusNew',
  shortlisted: 'statusShortlisted',
  on_hold: 'statusOnHold',
  rejected: 'statusRejected',
} as const satisfies Record<RetentionStatus, keyof typeof retentionTexts.english>;

/** Every status kept until someone deletes them: where switching a policy on starts. */
export const KEEP_ALL_POLICY: RetentionPolicy = {
  new: null,
  shortlisted: null,
  on_hold: null,
  rejected: null,
};

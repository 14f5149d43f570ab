import { PRIVACY_FIELD_TEXTS as FIELDS } from '../../privacy.schema';
import { PRIVACY_TEXTS } from '../../privacy-texts';
import { REVIEW_STATUS_LABELS } from '../../review.schema';

/**
 * The words of the team's retention, in English (docs/languages.md#the-workspace,
 * docs/privacy.md): the days per review status, what a policy does, when an erasure request is
 * carried out, and the hold from deletion; said the same way in Settings → Privacy, a role's
 * retention, a candidate's page and the due list. The sentences are ICU messages: `{status}` is a
 * review status (`new`, `shortlisted`, `on_hold`, `rejected`), `{days}` a whole number of days,
 * written as is (en.test.ts holds them to what the code said before the catalogue).
 */
export default {
  statusNew: REVIEW_STATUS_LABELS.new,
  statusShortlisted: REVIEW_STATUS_LABELS.shortlisted,
  statusOnHold: REVIEW_STATUS_LABELS.on_hold,
  statusRejected: REVIEW_STATUS_LABELS.rejected,
  daysLabel: '{status} (days)',
  daysPlaceholder: 'Keep',
  daysDescription: 'Empty: keep',
  daysWhole: FIELDS.daysWhole,
  daysMin: FIELDS.daysMin,
  daysMax: FIELDS.daysMax,

  // The review status "On hold" is named as a status, so that it is not read as a hold on
  // deletion (which keeps a candidate whatever the policy says).
  kept: '{status, select, new {New candidates} shortlisted {Shortlisted candidates} on_hold {Candidates with the status On hold} other {Rejected candidates}} are kept until someone deletes them.',
  deleted:
    '{status, select, new {New candidates} shortlisted {Shortlisted candidates} on_hold {Candidates with the status On hold} other {Rejected candidates}} are deleted {days, plural, one {1 day} other {{days} days}} after their last activity, decision or invite expiry, whichever is latest.',
  off: 'Retention is off: candidates are kept until someone deletes them.',
  // What a deletion takes: everything, in words a team can repeat to a candidate.
  deletionScope:
    'A deletion removes everything of the candidate: their registration, answers, recordings, files and feedback, and the team’s review, scores and comments. It cannot be undone.',
  holdException: 'A candidate held from deletion (on their page) is kept whatever the policy says.',
  erasure:
    'A candidate who asks for their data to be erased is deleted {days, plural, =0 {at the next hourly run} one {1 day after they ask} other {{days} days after they ask}}, unless held.',

  holdTitle: 'Hold {name} from deletion',
  holdBody:
    'Neither the retention policy nor an erasure request deletes a held candidate. The reason is shown on their page and written to the audit log.',
  holdReason: 'Reason',
  holdReasonPlaceholder: 'keep: legal hold',
  holdReasonMissing: FIELDS.holdReasonMissing,
  holdReasonTooLong: FIELDS.holdReasonTooLong,
  cancel: 'Cancel',
  hold: 'Hold',
  held: PRIVACY_TEXTS.held,
};

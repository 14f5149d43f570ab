import {
  answerFiles,
  answers,
  auditEvents,
  candidateDeletions,
  candidateSessions,
  candidates,
  feedback,
  integrityEvents,
  mailOutbox,
  recordings,
  reviewChanges,
  reviewComments,
  reviews,
  reviewScores,
  shareFeedback,
  shareLinks,
  webhookDeliveries,
} from '../../../db/schema';

/**
 * What a candidate's export (docs/privacy.md) reads of each table about them. A test lists every
 * table with a candidate's id in it and fails on one in neither list, so a new table is decided on.
 */
export const EXPORTED_TABLES = [
  candidates, // registration, progress, their erasure request
  candidateSessions, // the computers they used and when (never the secret's hash)
  answers,
  recordings, // metadata, and the files themselves
  answerFiles, // names and details, and the files themselves
  integrityEvents,
  feedback,
  reviews, // the status alone (notes are the team's)
  reviewChanges, // the date of the last status change alone (who changed what is the team's)
];

/** Tables about a candidate the export leaves out on purpose, and why. */
export const TABLES_LEFT_OUT = [
  reviewScores, // the team's scores: their assessment, not the candidate's data
  reviewComments, // the team's comments: the same
  shareFeedback, // what the team's guests wrote of them: the same
  shareLinks, // the team's links to their page: nothing of the candidate's own
  mailOutbox, // mails to them (they have them) and to the team about them
  auditEvents, // the team's log of who did what
  candidateDeletions, // written only once the candidate is gone: nothing to export then
  webhookDeliveries, // what the team's own systems were told of them (deleted with them)
];

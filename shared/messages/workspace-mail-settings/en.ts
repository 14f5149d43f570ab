import { MAIL_TEXTS } from '../../mail-texts';

/**
 * The settings page's "Mail" section and the account page's mail choices, in English
 * (docs/languages.md#the-workspace). Most words are shared/mail-texts.ts', which the server's
 * tests also read.
 */
export default {
  loadingSettings: 'Loading the mail settings',
  loadingMine: 'Loading your mail choices',
  sectionTitle: MAIL_TEXTS.sectionTitle,
  loadFailed: MAIL_TEXTS.loadFailed,
  saveFailed: MAIL_TEXTS.saveFailed,
  onFrom: 'Mail is on. Mail goes out from {from}.',
  offExplained: MAIL_TEXTS.offExplained,
  reminderLabel: MAIL_TEXTS.reminderLabel,
  reminderDescription: MAIL_TEXTS.reminderDescription,
  reminderOff: MAIL_TEXTS.reminderOff,
  reminderHours: '{hours} hours before expiry',
  notifyTeamLabel: MAIL_TEXTS.notifyTeamLabel,
  notifyTeamDescription: MAIL_TEXTS.notifyTeamDescription,
  manageOnly: MAIL_TEXTS.manageOnly,
  teamNameLabel: MAIL_TEXTS.teamNameLabel,
  teamNameDescription: MAIL_TEXTS.teamNameDescription,
  teamNameSave: MAIL_TEXTS.teamNameSave,
  /** The team name's check (shared/mail.schema.ts), shown under the field. */
  teamNameTooLong: 'teamName must be text of at most 120 characters.',
  mentionsLabel: MAIL_TEXTS.mentionsLabel,
  mentionsDescription: MAIL_TEXTS.mentionsDescription,
  mentionsNeedEmail: MAIL_TEXTS.mentionsNeedEmail,
};

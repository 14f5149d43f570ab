import { PRIVACY_FIELD_TEXTS as FIELDS } from '../../privacy.schema';
import { PRIVACY_TEXTS } from '../../privacy-texts';

/**
 * Settings → Privacy, in English (docs/languages.md#the-workspace, docs/privacy.md): the section,
 * its form and the notice field. What the API and the schema say (a save, a refused field) is
 * taken from shared/, which the server answers with, so the page can say it in its own language.
 * The retention's own words are in workspace-retention.
 */
export default {
  title: 'Privacy',
  intro: 'How long candidates’ data is kept, and what candidates are told about it.',
  loading: 'Loading the privacy settings',
  loadFailed: 'Could not load the privacy settings',
  onlyManagers: 'Only owners and admins change the privacy settings.',

  retentionTitle: 'Retention',
  retentionSwitch: 'Delete candidates after a set time',
  retentionSwitchDescription: 'Off: candidates are kept until someone deletes them.',
  policyTitle: 'What this policy does',

  erasureTitle: 'Erasure requests',
  erasureLabel: 'Carry out an erasure request after (days)',
  erasureDescription: '0 to {max}: the time to answer the candidate or hold them first.',
  delayWhole: FIELDS.delayWhole,
  delayNegative: FIELDS.delayNegative,
  delayMax: FIELDS.delayMax,

  noticeTitle: 'Privacy notice',
  controllerLabel: 'Data controller',
  controllerDescription: 'Who decides what happens to candidates’ data. Empty: the team’s name.',
  controllerPlaceholder: 'The team’s name (Settings → Mail)',
  nameTooLong: FIELDS.nameTooLong,
  contactLabel: 'Contact email',
  contactDescription: 'Where candidates write about their data. Empty: no address is shown.',
  contactText: FIELDS.contactText,
  contactTooLong: FIELDS.contactTooLong,
  contactEmail: FIELDS.contactEmail,
  noticeDefaultLabel: 'Privacy notice (the default text)',
  noticeDefaultHint:
    'Built from these settings once saved; candidates read it before they register and on their “Your data” page.',
  writeOwn: 'Write our own',
  noticeOwnLabel: 'Privacy notice (your own text)',
  noticeOwnDescription: 'Candidates read it before they register and on their “Your data” page.',
  useDefault: 'Use the default text',
  noticeTooLong: FIELDS.noticeTooLong,

  correctFields: 'Please correct the marked fields.',
  notSaved: 'Not saved',
  save: 'Save privacy settings',
  settingsSaved: PRIVACY_TEXTS.settingsSaved,
};

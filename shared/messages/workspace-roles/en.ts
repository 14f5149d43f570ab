import { ANSWER_TYPE_WORDS } from '../../answer-type-words';
import { PRIVACY_TEXTS } from '../../privacy-texts';
import { LOGO_TEXTS } from '../../role-logo-texts';
import { ROLE_TEXTS } from '../../role-texts';

/**
 * The roles pages (the list, a new role, the role editor), in English
 * (docs/languages.md#the-workspace). What the roles API answers is the texts modules' (a toast
 * shows it in the page's language when it is one of them); the sentences those modules compose
 * in code are ICU messages here, held to them by en.test.ts. A `{count}` inside a plural form is
 * shown as given (`1500`), as the English always was.
 */
export default {
  pageTitleAdmin: 'Admin',
  tryAgain: 'Try again',

  // The roles page.
  rolesTitle: 'Roles',
  rolesLead: 'The jobs you invite candidates to: their questions, time and video.',
  loadingRoles: 'Loading roles',
  rolesLoadFailed: 'Could not load the roles',
  searchRoles: 'Search roles',
  searchRolesPlaceholder: 'Search by title, company or code',
  rolesMatching: '{shown} of {total} roles match',
  rolesCount:
    '{count, plural, =1 {1 role} other {{count} roles}}{archived, plural, =0 {} other {, {archived} archived}}',
  noRoleMatches:
    'No role matches “{search}”. Try part of a title, a company or a 3-character code.',
  noRolesTitle: 'No roles yet',
  noRolesText:
    'A role is a job you are hiring for: its title and company, the questions candidates answer, and how long they have. Write your own, or start from one of our templates and make it yours. Once a role exists, you can invite candidates to it.',
  createRole: 'Create a role',
  startFromTemplate: 'Start from a template',
  exportAll: 'Export all',
  importRoles: 'Import roles',
  rolesList: 'Roles',
  columnRole: 'Role',
  columnCompany: 'Company',
  columnQuestions: 'Questions',
  columnLiveInvites: 'Live invites',
  columnCandidates: 'Candidates',
  columnVersion: 'Version',
  columnActions: 'Actions',
  code: 'code {code}',
  companyAndCode: '{company} · code {code}',
  roleFacts:
    '{summary} · {liveInvites, plural, =1 {1 live invite} other {{liveInvites} live invites}} · {candidates, plural, =1 {1 candidate} other {{candidates} candidates}} · version {version}',
  archived: 'Archived',

  // What a role asks, in a few words: "5 questions: 3 written, 1 video, 1 file".
  noQuestions: 'No questions',
  questionsOfOneType: '{count, plural, =1 {1 {type} question} other {{count} {type} questions}}',
  questionsOfTypes: '{count, plural, =1 {1 question: {types}} other {{count} questions: {types}}}',
  typeCount: '{count} {type}',
  typeWordWritten: ANSWER_TYPE_WORDS.written.word,
  typeWordVideo: ANSWER_TYPE_WORDS.video.word,
  typeWordAudio: ANSWER_TYPE_WORDS.audio.word,
  typeWordChoice: ANSWER_TYPE_WORDS.choice.word,
  typeWordFile: ANSWER_TYPE_WORDS.file.word,

  // A role's actions.
  edit: 'Edit',
  editRole: 'Edit {title}',
  exportAsJson: 'Export as JSON',
  exportRole: 'Export {title}',
  restore: 'Restore',
  restoreRole: 'Restore {title}',
  archive: 'Archive',
  archiveRole: 'Archive {title}',
  archiveTitle: 'Archive this role?',
  archiveText:
    '“{title}” at {company} takes no new invites once archived. Candidates already invited are untouched: their links keep working and their answers stay here for review. You can restore the role at any time.',
  cancel: 'Cancel',
  // A dialog's close button (Mantine's own label is English).
  close: 'Close',

  // The template picker.
  templatesLead:
    'Pick a role to copy into a new one. You can change everything before you create it; the template itself stays as it is.',
  searchTemplates: 'Search templates',
  searchTemplatesPlaceholder: 'Title or company',
  loadingTemplates: 'Loading templates',
  templatesLoadFailed: 'Could not load the templates',
  templatesCount: '{count} templates',
  templatesMatching: '{shown} of {total} templates',
  templateFacts:
    '{company} · {questions} questions · {minutes, select, none {no time limit} other {{minutes} min}}',
  noTemplateMatches: 'No template matches “{search}”.',

  // A new role and the role editor's page.
  newRoleTitle: 'New role',
  newRoleLead: 'Write the questions your candidates answer and set their time and video.',
  newRoleFromTemplate:
    'A copy of the template “{title}” at {company}: change what you like, then create it.',
  loadingTemplate: 'Loading the template',
  templateLoadFailed: 'Could not load this template',
  noSuchTemplate: 'There is no such template.',
  newRoleVersions:
    'Creating the role makes its version 1. Each later save makes a new version; an invite keeps the version it was made with, so a candidate is never asked something else halfway through.',
  roleTitleFallback: 'Role',
  loadingRole: 'Loading the role',
  roleLoadFailed: 'Could not load this role',
  noSuchRole: 'There is no such role.',
  versionBadge: 'Version {version}',
  exportThisRole: 'Export this role',
  allRoles: 'All roles',
  versionsTitle: 'Versions',
  versionsDescription:
    'Each save makes a new version. An invite keeps the version it was made with.',
  versionsTable: 'Versions',
  columnWhen: 'When',
  columnBy: 'By',

  // The editor's form.
  invalidForm: 'Please correct the marked fields.',
  identifyCodeError: 'The identify code is 3 lower-case letters or digits.',
  versionSaved: 'Version {version} saved.',
  detailsTitle: 'Role and company',
  detailsDescription: 'Candidates see these on every page.',
  questionsTitle: 'Questions',
  questionsDescription:
    '1 to 10 questions, asked in this order, each answered in writing, on video, by audio, by picking options or with a file. Drag a question by its handle, or use Move up and Move down.',
  settingsTitle: 'Time, video and devices',
  settingsDescription: 'What every candidate of this role gets.',
  candidateTextsTitle: 'Candidate texts',
  candidateTextsDescription:
    "This role's own words for its candidates; each text left as it is uses the workspace's (Settings → Candidate texts).",
  notSaved: 'Not saved',
  createRoleButton: 'Create role',
  saveChanges: 'Save changes',
  backToRoles: 'Back to roles',

  // The role and its company.
  roleTitleLabel: 'Role title',
  roleTitlePlaceholder: 'e.g. Senior Backend Engineer',
  identifyCode: 'Identify code',
  identifyCodeFixed: 'Every invite link of this role carries it, so it never changes.',
  identifyCodeNew: '3 letters or digits. Leave empty and we pick one.',
  identifyCodePlaceholder: 'e.g. be1',
  companyName: 'Company name',
  companyNamePlaceholder: 'e.g. Acme Ltd',
  companyWebsite: 'Company website',
  companyWebsitePlaceholder: 'https://example.com',
  companyWebsiteDescription: 'Optional. Candidates can open it from the page header.',
  companyLogo: 'Company logo',
  logoAlt: 'The logo candidates will see',
  noLogo: "No logo: candidates see the company's initials",
  replaceLogo: 'Replace logo',
  uploadLogo: 'Upload logo',
  removeLogo: 'Remove logo',
  logoHint: "PNG, JPEG or SVG, at most 512 KB. Without one, candidates see the company's initials.",
  logoWrongType: 'A logo is a PNG, JPEG or SVG image.',
  logoTooLarge: 'A logo is at most 512 KB.',

  // The questions.
  question: 'Question {number}',
  dragQuestion: 'Drag question {number} to reorder it',
  // What a screen reader calls a question's handle (dnd-kit's own word, in English).
  sortable: 'sortable',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  moveQuestionUp: 'Move question {number} up',
  moveQuestionDown: 'Move question {number} down',
  removeQuestion: 'Remove question {number}',
  questionText: 'Question {number} text',
  guidance: 'Guidance for the candidate',
  guidanceDescription: 'Optional. Shown under the question, e.g. what a good answer covers.',
  addQuestion: 'Add a question',
  questionsOfMost: '{count} of {max} questions',
  dragInstructions:
    'To move a question, press Space, move it with the up and down arrows, and press Space again to drop it, or Escape to cancel.',
  dragStarted: 'Picked up question {number}.',
  dragOver: 'Question {number} is over position {position}.',
  dragDroppedAt: 'Question {number} dropped at position {position}.',
  dragDropped: 'Question {number} dropped.',
  dragCancelled: 'Moving question {number} was cancelled.',

  // How a question is answered.
  answerType: 'Answer type',
  questionAnswerType: 'Question {number} answer type',
  typeLabelWritten: ANSWER_TYPE_WORDS.written.label,
  typeLabelVideo: ANSWER_TYPE_WORDS.video.label,
  typeLabelAudio: ANSWER_TYPE_WORDS.audio.label,
  typeLabelChoice: ANSWER_TYPE_WORDS.choice.label,
  typeLabelFile: ANSWER_TYPE_WORDS.file.label,
  typeHelpWritten: 'The candidate types their answer.',
  typeHelpVideo: 'The candidate records a video answer with their camera.',
  typeHelpAudio: 'The candidate records their voice only, no camera.',
  typeHelpChoice: 'The candidate picks from options you write.',
  typeHelpFile: 'The candidate uploads a file, such as a CV or a work sample.',
  required: 'Required',
  requiredDescription: 'Off: the candidate may skip this question.',
  longestAnswer: 'Longest answer',
  recordingStops: 'The recording stops by itself here.',
  takes: 'Takes',
  takesDescription: 'How many recordings a candidate may start.',
  takesUnlimited: 'Unlimited',
  takesCount: '{count, plural, =1 {1 take} other {{count} takes}}',
  length:
    '{clock} ({minutes, plural, =0 {{seconds, plural, =1 {1 second} other {{seconds} seconds}}} =1 {1 minute{seconds, plural, =0 {} =1 { 1 second} other { {seconds} seconds}}} other {{minutes} minutes{seconds, plural, =0 {} =1 { 1 second} other { {seconds} seconds}}}})',
  fileSizeLimit: 'File size limit',
  fileSizeRange: '{min} to {max} MB.',
  megabytesSuffix: ' MB',
  fileTypesAccepted: 'Accepted: {types}. Each file is checked by its content, not its name.',
  candidatePicks: 'The candidate picks',
  pickOne: 'One option',
  pickSeveral: 'One or more',
  options: 'Options',
  optionsHint:
    'Mark the answers you hope for as preferred. An answer outside them is flagged to reviewers as “Did not match”; it never rejects anyone on its own.',
  questionOption: 'Question {number} option {option}',
  option: 'Option {option}',
  preferred: 'Preferred',
  optionPreferred: 'Option {option} is preferred',
  moveOptionUp: 'Move option {option} up',
  moveOptionDown: 'Move option {option} down',
  removeOption: 'Remove option {option}',
  addOption: 'Add an option',
  optionsOfMost: '{count} of {max} options',

  // What every candidate of the role gets.
  timeLimit: 'Time limit (minutes)',
  timeLimitDescription: 'For the whole assessment, counted from when the candidate starts.',
  noTimeLimit: 'No time limit',
  videoIntroduction: 'Video introduction',
  videoIntroductionDescription: 'After the written answers, the candidate records a short video.',
  maximumVideoLength: 'Maximum video length',
  thinkingTime: 'Thinking time (seconds)',
  thinkingTimeDescription:
    'Before each recording, the introduction and recorded answers alike; 0 for none, at most 300 (5 minutes).',
  requireComputer: 'Ask candidates to use a laptop or desktop',
  requireComputerDescription: 'Phones and tablets are welcome unless this is on.',
  candidatesLanguage: "Candidates' language",
  candidatesLanguageDescription:
    'Their pages and mails are in this language; a candidate may switch on the sign-up page.',

  // How long the role's candidates are kept.
  retentionTitle: 'Data retention',
  retentionDescription:
    'How long candidates of this role are kept. A candidate held from deletion is kept whatever it says.',
  retentionPolicy: 'Policy of this role',
  retentionTeam: 'Use the team’s policy',
  retentionOwn: 'Its own days per status',
  retentionSetByManagers: 'Set by owners and admins.',
  retentionTeamSetIn: 'The team’s policy is set in {link}.',
  retentionSettingsLink: 'Settings → Privacy',
  saveRetention: 'Save retention',
  roleRetentionSaved: PRIVACY_TEXTS.roleRetentionSaved,
  roleRetentionTeam: PRIVACY_TEXTS.roleRetentionTeam,

  // What the roles and logos API answer (shown as sent when not one of these).
  roleCreated: ROLE_TEXTS.created,
  roleSaved: ROLE_TEXTS.saved,
  roleUnchanged: ROLE_TEXTS.unchanged,
  roleArchived: ROLE_TEXTS.archived,
  roleRestored: ROLE_TEXTS.restored,
  roleNotFound: 'No role has the identify code "{id}".',
  roleIdTaken: 'That identify code is already taken by "{title}".',
  roleNoFreeId: ROLE_TEXTS.noFreeId,
  roleUnknownLogo: ROLE_TEXTS.unknownLogo,
  logoStored: LOGO_TEXTS.stored,
  logoNotFound: LOGO_TEXTS.notFound,
  logoTooLargeRefusal: LOGO_TEXTS.tooLarge,
  logoEmpty: LOGO_TEXTS.empty,
  logoWrongTypeRefusal: LOGO_TEXTS.wrongType,
  logoNotPng: LOGO_TEXTS.notPng,
  logoNotJpeg: LOGO_TEXTS.notJpeg,
  logoNotSvg: LOGO_TEXTS.notSvg,
  logoSvgRefused:
    'This SVG contains {what}, which a logo may not have. Please export it as a plain image.',
  rolesImported:
    'Imported: {created, plural, =1 {1 role} other {{created} roles}} added, {updated} updated.',
  importDuplicateRole: 'The file lists the role "{id}" twice.',
  importRoleProblem: 'Role {position} in the file: {message}',
};

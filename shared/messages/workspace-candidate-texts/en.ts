/**
 * The candidate texts' settings and fields (Settings → Candidate texts, and a role's own in its
 * editor), in English (docs/languages.md#the-workspace). The texts being edited are the team's
 * words, or the candidate's pages' defaults in the candidate's language: neither is here.
 * `{from}` is `workspace` for a role (its unset texts are the workspace's), else `product`.
 */
export default {
  loading: 'Loading the candidate texts',
  title: 'Candidate texts',
  lead: 'Your own words for candidates, instead of the defaults written for developer roles. A role may use its own in its editor.',
  loadFailed: 'Could not load the candidate texts',
  form: 'Candidate texts',
  save: 'Save candidate texts',
  saved: 'Saved.',
  // What the server answers to a save (shown as sent when it says something else).
  savedStatus: 'The candidate texts are saved.',

  agreement: 'Agreement',
  nextSteps: 'Next steps',
  fallbackHeading: "{label} ({from, select, workspace {the workspace's} other {the default}})",
  writeOwnAgreement: 'Write our own agreement',
  writeOwnNextSteps: 'Write our own next steps',
  useFallback: "Use {from, select, workspace {the workspace's} other {the default}}",
  richDescription:
    'Basic HTML: <p>, <ul> and <li>, <strong>, <em>, links. Anything else is removed.',
  socialLink: 'Social link',
  workExperience: 'Work experience',
  gender: 'Gender',
  askOff: 'Not asked',
  askOptional: 'Optional',
  askRequired: 'Required',
  inheritedAsk: "{from, select, workspace {Workspace's} other {Default}} ({ask})",
  questionsSection: 'Questions section',
  videoSection: 'Video section',
  feedbackSection: 'Feedback section',
  inviteIntro: 'Invite mail introduction',
  inviteIntroDescription:
    "Plain text after the greeting; '{role}' and '{company}' are filled in, a blank line starts a paragraph. Empty: the default.",

  preview: 'Preview',
  previewTitle: 'Preview: what candidates see',
  previewRegistration: 'Registration',
  previewEmail: 'Email',
  previewFullName: 'Full name',
  previewOptional: '{label} (optional)',
  previewAlwaysSaid:
    'What the team receives (answers, recordings, device details, the integrity log) is always said after the agreement.',
  previewSections: 'Sections',
  previewNextSteps: 'Next steps',
  previewInviteMail: 'Invite mail',
  previewRole: 'Office Manager',
  previewCompany: 'your company',
};

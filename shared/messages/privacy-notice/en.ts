/**
 * The default privacy notice (docs/privacy.md), in English: what a candidate reads before
 * registering and on "Your data" while the team has not written their own. The server builds it
 * from these sentences and the team's settings (shared/privacy-notice.ts) in the candidate's
 * language. `{controller}` and `{contact}` are the team's own words; `{days}` a number of days
 * (written as digits, as English always wrote them); `{mailOn}` is `yes` or `no`; `{status}` a
 * review status (`new`, `shortlisted`, `on_hold`; `other` is `rejected`).
 */
export default {
  controller:
    '{controller} is responsible for the information you give in this assessment (the data controller). It is used only to consider your application.',
  contact: 'You can write to {contact} with any question about your information.',
  recordedTitle: 'What we record:',
  recordedRegistration:
    'Your registration: your name, email address, social link, experience, and your gender if you choose to give it.',
  recordedDevice:
    'The device details of each computer you use: the kind of device, its operating system, browser, screen and window size, time zone and language, and when you used it.',
  recordedAnswers: 'Your written answers, the choices you make and the questions you skip.',
  recordedRecordings: 'Your video and audio recordings, and the files you upload.',
  recordedMoments:
    'Moments that help the team read your answers fairly: when you paste text; when and for how long you leave the assessment’s tab; when you open, reload or close the assessment page; and when you press a developer-tools key or open the right-click menu, both blocked during the assessment.',
  recordedFeedback: 'The feedback you give us about the assessment, if you do.',
  keptUntilDeleted: 'We keep your information until the hiring team deletes it.',
  deletedAfter:
    'Your information is deleted {days, plural, one {# day} other {{days} days}} after your last activity in the assessment, the team’s last decision about you or the end of your invitation, whichever is latest.',
  byStatus:
    'How long we keep your information depends on where your application stands. The days count from your last activity in the assessment, the team’s last decision about you or the end of your invitation, whichever is latest:',
  statusKept:
    '{status, select, new {Candidates whose application has not been decided yet} shortlisted {Candidates who were shortlisted} on_hold {Candidates whose application was put on hold} other {Candidates who were not selected}} are kept until the team deletes them.',
  statusDeleted:
    '{status, select, new {Candidates whose application has not been decided yet} shortlisted {Candidates who were shortlisted} on_hold {Candidates whose application was put on hold} other {Candidates who were not selected}} are deleted {days, plural, one {# day} other {{days} days}} after that.',
  yours:
    'Your information stays yours. At any time you can download a copy of everything you gave us, and ask us to erase it, from your “Your data” page: the link is on the page you see when you finish the assessment{mailOn, select, yes {, and in our thank-you email} other {}}.',
  erasure:
    'If you ask us to erase your information, we erase all of it {days, plural, =0 {within the hour} one {within # day of your request} other {within {days} days of your request}}, unless the law requires us to keep it for a while (for example during a legal dispute).',
} as const;

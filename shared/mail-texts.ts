/** What the team reads about mail, in the API's answers and on the settings page. */
export const MAIL_TEXTS = {
  off: 'Mail is off: set SMTP_URL (or SMTP_HOST) and MAIL_FROM on the server to send invites by mail.',
  inviteHasNoEmail: 'This invite has no email address to send it to.',
  inviteMissing: 'There is no such invite.',
  preferencesSaved: 'Mail settings saved.',
  sectionTitle: 'Mail',
  offExplained:
    'Mail is off. Invites are shared by copying their link. To send invites, reminders and notices by mail, set SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD) and MAIL_FROM on the server and restart it.',
  reminderLabel: 'Reminder to candidates',
  reminderDescription:
    'One reminder to candidates who have not finished, this long before their invite expires.',
  reminderOff: 'Off',
  notifyTeamLabel: 'Tell the team when a candidate finishes',
  notifyTeamDescription:
    'Owners, admins and reviewers with an email address get a mail with a link to the answers.',
  manageOnly: 'Only the owner and admins can change these settings.',
  loadFailed: 'The mail settings could not be loaded.',
  saveFailed: 'The mail settings could not be saved. Try again.',
  teamNameLabel: 'Team or company name',
  teamNameDescription:
    'Mails that invite a new member to the workspace name it, e.g. "the Acme hiring team". Leave it empty for "the hiring team".',
  teamNameSave: 'Save name',
  mentionsLabel: 'Mail me when someone mentions me in a comment',
  mentionsDescription: 'Sent to the email address of your account, with a link to the comment.',
  mentionsNeedEmail: 'Your account has no email address, so no mail can reach you.',
  myPreferencesSaved: 'Your mail choices are saved.',
} as const;

import { DEFAULT_INVITE_INTRO } from '../../candidate-texts';
import { YOUR_DATA_TEXTS } from '../../your-data-texts';

/**
 * The mails a candidate receives (docs/mail.md), in English: the invite, the reminder, "we
 * received it" and "your data was erased". The server renders them in the candidate's language
 * (server/i18n/). `{deadline}` is a date the server writes in the mail's language.
 */
export default {
  hello: 'Hello,',
  helloName: 'Hello {name},',
  orOpenLink: 'Or open this link:',
  // The invite.
  inviteSubject: '{company} invites you to apply: {role}',
  invitePreview: 'A short assessment for the {role} role',
  inviteAction: 'Start the assessment',
  inviteIntro: DEFAULT_INVITE_INTRO,
  inviteStart: 'You can start whenever suits you before {deadline}.',
  inviteFooter:
    'The link is yours alone and works until {deadline}. If you were not expecting this mail, you can ignore it.',
  // The reminder, {hours} before the invite expires (1: less than an hour).
  reminderSubject: 'Reminder: your assessment for {role} closes soon',
  reminderPreview:
    '{hours, plural, =1 {less than an hour} other {about # hours}} left to finish your assessment',
  reminderAction: 'Continue the assessment',
  reminderBody:
    'A friendly reminder: your assessment for the {role} role at {company} is still open, with {hours, plural, =1 {less than an hour} other {about # hours}} left. Whatever you have already answered is kept.',
  reminderFooter:
    'The link works until {deadline}. Already finished? Then please ignore this mail.',
  // "We received it".
  receivedSubject: 'Thank you, we received your assessment for {role}',
  receivedPreview: 'Your answers are with the team',
  receivedBody:
    'Thank you for completing the assessment for the {role} role at {company}. We received it, and the team will read your answers.',
  receivedNothingMore: 'There is nothing more you need to do for now.',
  yourDataLine: YOUR_DATA_TEXTS.mailLine,
  // "Your data was erased".
  erasedSubject: 'Your data was erased: {role}',
  erasedPreview: 'Your data was erased',
  erasedBody:
    'As you asked, {company} erased your application for the {role} role: your registration, answers, recordings and files are gone.',
  erasedNothingMore: 'There is nothing more you need to do.',
} as const;

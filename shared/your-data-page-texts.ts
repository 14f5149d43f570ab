/**
 * What a candidate reads on the "Your data" page their link opens (docs/privacy.md). The API's own
 * texts (refusals, the mail's line) and the completion page's link are in your-data-texts.ts; the
 * sign-up page's fold in privacy-notice-texts.ts.
 */
export const YOUR_DATA_PAGE_TEXTS = {
  controller: 'Who holds your data',
  contact: 'Questions about your data',

  title: 'Your data',
  intro: (name: string, roleTitle: string) =>
    `${name}, this is what you sent with your application for ${roleTitle}. The link to this page is personal: keep it to yourself.`,
  notice: 'Privacy notice',

  downloadTitle: 'A copy of your data',
  downloadBody:
    'A zip file with your registration, your answers, the log of your assessment and your feedback as JSON, and your video and files as you sent them.',
  downloadButton: 'Download my data',

  erasureTitle: 'Erasing your data',
  erasureBody:
    'We erase everything you sent: your registration, answers, video, files and feedback. It cannot be undone.',
  erasureButton: 'Ask us to erase my data',
  confirmTitle: 'Erase your data?',
  confirmWhen: (date: string, mailOn: boolean) =>
    `Your data will be erased on ${date}${mailOn ? "; we'll email you when it's done" : ''}.`,
  confirmSoon: (mailOn: boolean) =>
    `Your data will be erased within the hour${mailOn ? "; we'll email you when it's done" : ''}.`,
  confirmHeld: (mailOn: boolean) =>
    `We'll erase your data as soon as we're allowed to${mailOn ? ", and email you when it's done" : ''}.`,
  confirmWhat:
    'Download it first if you want a copy: after that this link stops working, and nobody can bring the data back.',
  confirmButton: 'Erase my data',
  cancel: 'Keep my data',
  requestedTitle: "We've received your request",
  requestedOn: (date: string) => `You asked us to erase your data on ${date}.`,
  requestedWhen: (date: string, mailOn: boolean) =>
    `Your data will be erased on ${date}${mailOn ? "; we'll email you when it's done" : ''}.`,
  /** A held candidate's request: received, nothing said of why it waits. */
  requestedHeld: 'The hiring team has your request and will contact you about it.',

  unknownTitle: "This link doesn't work",
  // What the link said is YOUR_DATA_TEXTS.unknown, the API's own refusal: one text, not two.
  unknownHelp: 'Still stuck? Contact the team that invited you, and they will help.',
  loadFailed: 'Your data could not be loaded',
} as const;

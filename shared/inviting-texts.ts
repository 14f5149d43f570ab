/**
 * Texts of inviting candidates (docs/mail.md): the person an invite is for, sending it by mail, many
 * invites at once, and what became of each mail. Both the server and the browser use them.
 */
export const INVITING_TEXTS = {
  nameLabel: 'Name',
  namePlaceholder: 'e.g. Ada Lovelace',
  emailLabel: 'Email',
  emailPlaceholder: 'ada@example.com',
  nameTooLong: 'The name is at most 120 characters.',
  emailInvalid: 'Please enter a valid email address.',
  sendChoiceLabel: 'How the candidate gets the link',
  sendByEmail: 'Send by email',
  justCreateLink: 'Just create the link',
  createAndSend: 'Create and send',
  sendNeedsEmail: 'Enter the email address to send the invite to.',
  sendWhenMailOff: 'Sending needs mail to be set up: create the link and send it yourself.',
  /** Refusals: nothing was created. */
  mailOffRefusal:
    'Mail is off: nothing was created. Create the invites as links to copy, or set up mail first.',
  sendWithoutEmailRefusal:
    'An invite is sent to an email address: add one, or just create the link.',
  resendWithoutEmail: 'This invite has no email address: copy its link instead.',
  resendRevoked: 'This invite was revoked: create a new one instead of sending it again.',
  resendExpired: 'This invite has expired: extend it first, then send it again.',
  resendCompleted: 'The candidate has already finished: there is nothing to send.',
  mailOffResend: 'Mail is off: copy the link and send it yourself, or set up mail first.',
  created: 'Invite created.',
  createdAndQueued: (email: string) => `Invite created and queued to be sent to ${email}.`,
  resent: (email: string) => `The invite is queued to be sent to ${email} again.`,
  resend: 'Send again',
  /** The notice on the invites page when no SMTP server is set. */
  mailOffTitle: 'Mail is off',
  mailOffBody:
    'Invites are links: copy each one and send it yourself. To send invites and reminders by email, set SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD) and MAIL_FROM on the server and restart it.',
  mailOffSettingsLink: 'Mail settings',
  /** Delivery states of an invite's newest mail. */
  delivery: {
    none: 'Not sent',
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    reminder: 'Reminder',
    failedReason: (reason: string) => `Sending failed: ${reason}`,
    retrying: (attempts: number) => `Trying again (${attempts} attempts so far)`,
  },
  /** Many invites at once. */
  bulk: {
    open: 'Invite several',
    title: 'Invite several candidates',
    pasteLabel: 'Names and email addresses',
    pasteDescription:
      'One person a line: name, email. A CSV file works too (a header row is optional).',
    pastePlaceholder: 'Ada Lovelace, ada@example.com\nAlan Turing, alan@example.com',
    upload: 'Upload a CSV',
    preview: 'Check the list',
    previewFailed: 'Could not check the list',
    empty: 'Paste at least one line, or upload a CSV file.',
    tooMany: (max: number) => `At most ${max} people at once: split the list.`,
    ready: (clean: number, total: number) => `${clean} of ${total} ready to invite.`,
    create: (count: number, send: boolean) =>
      send
        ? `Invite and email ${count} ${count === 1 ? 'person' : 'people'}`
        : `Create ${count} ${count === 1 ? 'link' : 'links'}`,
    nothingClean: 'No line is ready: fix the flagged lines and check again.',
    readyFlag: 'Ready',
    doneTitle: 'Invites created',
    close: 'Done',
    summary: (created: number, queued: number, skipped: number) =>
      [
        `${created} ${created === 1 ? 'invite' : 'invites'} created`,
        queued > 0 ? `${queued} queued to be sent` : null,
        skipped > 0 ? `${skipped} flagged ${skipped === 1 ? 'line' : 'lines'} left out` : null,
      ]
        .filter(Boolean)
        .join(', ') + '.',
    duplicateRefusal: 'The list names the same email address twice: each person once.',
    alreadyInvitedRefusal: (emails: string) =>
      `Already invited to this role (a live invite): ${emails}. Nothing was created.`,
    /** What a flagged line says. */
    flags: {
      'missing-name': 'No name',
      'name-too-long': 'Name over 120 characters',
      'bad-email': 'Not an email address',
      duplicate: 'Twice in the list',
      'already-invited': 'Already invited to this role',
    },
  },
} as const;

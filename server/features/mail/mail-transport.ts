import nodemailer from 'nodemailer';
import type { MailSettings } from './mail-settings';
import type { MailRow } from './mail-outbox.repository';

/** Sends one queued mail; throws what the SMTP server answered when it did not take it. */
export type SendMail = (row: MailRow) => Promise<void>;

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * One Message-ID per outbox row: a mail sent again because its lease ran out mid-send carries the
 * same id, so the recipient's mail server can tell it is the same mail.
 */
export function messageIdOf(rowId: string, from: string): string {
  return `<${rowId}@${senderDomain(from)}>`;
}

export function createSendMail(settings: MailSettings): SendMail {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    // One attempt must end well within the relay's lease.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return async (row) => {
    await transport.sendMail({
      from: settings.from,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: messageIdOf(row.id, settings.from),
    });
  };
}

/**
 * Whether trying again may help: a 5xx answer (no such mailbox, refused) is final; a 4xx (busy,
 * try later) or no answer at all (connection refused, timeout) is not.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/** What the SMTP server said, or why there was no answer, in one line for `last_error`. */
export function smtpErrorText(error: unknown): string {
  const response = (error as { response?: string }).response;
  const text = response ?? (error instanceof Error ? error.message : String(error));
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

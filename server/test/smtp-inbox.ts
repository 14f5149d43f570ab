import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../features/mail/mail-settings';

/** One message the inbox accepted, as a reader sees it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  /** Every href of the HTML part, in order. */
  links: string[];
  headers: Map<string, unknown>;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps what it is sent, for tests: the app
 * sends through nodemailer to it exactly as to a production server. `refuseNext(n)` answers the
 * next n messages with an SMTP error, as a server that is full or rejects the address would.
 */
export interface SmtpInbox {
  readonly port: number;
  readonly messages: ReceivedMail[];
  /** The app's mail settings pointing at this inbox. */
  settings(from?: string): MailSettings;
  /** The next `count` messages are refused with `code` (451: try later; 550: refused for good). */
  refuseNext(count: number, code?: number, message?: string): void;
  /** Messages to one address. */
  to(address: string): ReceivedMail[];
  /** Resolves once `count` messages in all were accepted (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const refusals: { code: number; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), {
            responseCode: refusal.code,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            const html = typeof parsed.html === 'string' ? parsed.html : '';
            messages.push({
              from: parsed.from?.text ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html,
              messageId: parsed.messageId,
              links: [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
                (match[1] ?? '').replaceAll('&amp;', '&'),
              ),
              headers: parsed.headers,
            });
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    settings: (from = 'Hiring at Acme <jobs@acme.example>') => ({
      host: '127.0.0.1',
      port,
      secure: false,
      from,
    }),
    refuseNext(count, code = 451, message = 'Mailbox busy, try again later') {
      for (let i = 0; i < count; i += 1) refusals.push({ code, message });
    },
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, the inbox has ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    clear() {
      messages.length = 0;
      refusals.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

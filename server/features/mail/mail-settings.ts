/** How the server reaches its SMTP server (`docs/mail.md`); none at all means mail is off. */
export interface MailSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps, usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The sender of every mail, e.g. `Hiring at Acme <jobs@acme.example>`. */
  from: string;
}

export interface MailEnvironment {
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_SECURE?: boolean;
  MAIL_FROM?: string;
}

/** A plain address or `Name <address>`, as a mail header takes it. */
const SENDER = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

function fromUrl(value: string): Omit<MailSettings, 'from'> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('Invalid configuration: SMTP_URL must be smtp://user:password@host:port');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('Invalid configuration: SMTP_URL must start with smtp:// or smtps://');
  if (!url.hostname) throw new Error('Invalid configuration: SMTP_URL has no host');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/**
 * Mail is on once any SMTP setting is set, and then needs MAIL_FROM; with none, mail is off and
 * everything works as without it. A mistake throws one clear line.
 */
export function mailSettingsOf(env: MailEnvironment): MailSettings | undefined {
  const { SMTP_URL, SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE, MAIL_FROM } = env;
  const anySmtp = [SMTP_URL, SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE].some(
    (value) => value !== undefined,
  );
  if (!anySmtp) {
    if (MAIL_FROM)
      throw new Error('Invalid configuration: MAIL_FROM: set SMTP_URL or SMTP_HOST to send mail');
    return undefined;
  }
  if (SMTP_URL && SMTP_HOST)
    throw new Error('Invalid configuration: set SMTP_URL or SMTP_HOST, not both');
  if (!SMTP_URL && !SMTP_HOST)
    throw new Error('Invalid configuration: SMTP_HOST: set it (or SMTP_URL) to send mail');
  if (!MAIL_FROM)
    throw new Error(
      'Invalid configuration: MAIL_FROM: set the sender of mail, e.g. Hiring <jobs@example.com>',
    );
  if (!SENDER.test(MAIL_FROM))
    throw new Error(
      'Invalid configuration: MAIL_FROM must be an address or Name <address>, e.g. Hiring <jobs@example.com>',
    );
  const port = SMTP_PORT === undefined ? undefined : Number(SMTP_PORT);
  if (port !== undefined && (port < 1 || port > 65535))
    throw new Error('Invalid configuration: SMTP_PORT must be a number from 1 to 65535');
  const server = SMTP_URL
    ? fromUrl(SMTP_URL)
    : {
        host: SMTP_HOST ?? '',
        port: port ?? (SMTP_SECURE ? 465 : 587),
        secure: SMTP_SECURE ?? port === 465,
        user: SMTP_USER,
        password: SMTP_PASSWORD,
      };
  if (Boolean(server.user) !== Boolean(server.password))
    throw new Error(
      'Invalid configuration: the SMTP user and password go together: set both or neither',
    );
  return { ...server, from: MAIL_FROM };
}

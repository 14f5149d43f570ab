import path from 'node:path';
import { z } from 'zod';
import { mailSettingsOf, type MailSettings } from './features/mail/mail-settings';
import type { S3Settings } from './features/recordings/stores/s3-recording-store';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ConfigSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_PASSKEY: optionalText.pipe(
    z.string().min(16, 'ADMIN_PASSKEY must be at least 16 characters').optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'PUBLIC_URL must be a full URL' }).optional()),
  FFMPEG_PATH: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''], { error: 'TRUST_PROXY must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+/, 'S3_ENDPOINT must be a full URL, e.g. https://s3.example.com')
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', ''], {
      error: 'WEBHOOKS_ALLOW_PRIVATE must be true or false',
    })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  DEMO_ROLES: z
    .enum(['true', 'false', '1', '0', ''], { error: 'DEMO_ROLES must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  SMTP_URL: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'SMTP_PORT must be a number from 1 to 65535')
      .optional(),
  ),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0', ''], { error: 'SMTP_SECURE must be true or false' })
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? undefined : value === 'true' || value === '1',
    ),
  MAIL_FROM: optionalText,
});

type ParsedConfig = z.infer<typeof ConfigSchema>;

/** Object storage when S3_BUCKET is set; every other S3 setting without it is a mistake. */
function s3SettingsOf(value: ParsedConfig): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = value;
  if (!S3_BUCKET) {
    if (S3_ENDPOINT || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY)
      throw new Error('Invalid configuration: S3_BUCKET: set it to use object storage');
    return undefined;
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY))
    throw new Error(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION ?? 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: value.S3_FORCE_PATH_STYLE,
  };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPasskey: string | undefined;
  publicUrl: string | undefined;
  ffmpegPath: string | undefined;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  /** S3-compatible object storage for recordings, instead of DATA_DIR. */
  s3: S3Settings | undefined;
  /** Prometheus metrics at /metrics for this bearer token; none without it. */
  metricsToken: string | undefined;
  /** Webhooks may go to private and loopback addresses (`docs/webhooks.md`); off by default. */
  webhooksAllowPrivate: boolean;
  /** Load the built-in catalogue's 120 fictional roles as live roles (to try the product out). */
  demoRoles: boolean;
  /** The SMTP server and sender (`docs/mail.md`); undefined: mail is off. */
  mail: MailSettings | undefined;
}

/** Reads the environment once. A bad setting throws an Error whose message is one clear line. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'configuration';
    const message = issue?.message ?? 'is not valid';
    throw new Error(
      `Invalid configuration: ${message.startsWith(name) ? message : `${name}: ${message}`}`,
    );
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    adminPasskey: value.ADMIN_PASSKEY,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    ffmpegPath: value.FFMPEG_PATH,
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
    s3: s3SettingsOf(value),
    metricsToken: value.METRICS_TOKEN,
    demoRoles: value.DEMO_ROLES,
    webhooksAllowPrivate: value.WEBHOOKS_ALLOW_PRIVATE,
    mail: mailSettingsOf(value),
  };
}

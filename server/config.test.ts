import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('configuration', () => {
  it('has defaults that run with nothing set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      adminPasskey: undefined,
      // A new install starts with no roles: the catalogue is demo content.
      demoRoles: false,
      webhooksAllowPrivate: false,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads every setting', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_PASSKEY: 'long-enough-passkey',
      PUBLIC_URL: 'https://jobs.example/',
      TRUST_PROXY: 'true',
      DEMO_ROLES: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      adminPasskey: 'long-enough-passkey',
      publicUrl: 'https://jobs.example',
      trustProxy: true,
      demoRoles: true,
      webhooksAllowPrivate: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ ADMIN_PASSKEY: 'fifteen-chars15' }, /ADMIN_PASSKEY must be at least 16 characters/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL must be a full URL/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be true or false/],
    [{ DEMO_ROLES: 'yes' }, /DEMO_ROLES must be true or false/],
    [{ WEBHOOKS_ALLOW_PRIVATE: 'yes' }, /WEBHOOKS_ALLOW_PRIVATE must be true or false/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: set it to use object storage/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be a full URL/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ SMTP_HOST: 'mail.example.com' }, /MAIL_FROM: set the sender of mail/],
    [{ SMTP_URL: 'smtp://u:p@mail.example.com' }, /MAIL_FROM: set the sender of mail/],
    [{ SMTP_USER: 'u', MAIL_FROM: 'a@b.example' }, /SMTP_HOST: set it \(or SMTP_URL\)/],
    [{ MAIL_FROM: 'a@b.example' }, /MAIL_FROM: set SMTP_URL or SMTP_HOST/],
    [{ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.example' }, /smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'mail.example.com', MAIL_FROM: 'a@b.example' }, /SMTP_URL must be smtp:\/\//],
    [
      { SMTP_HOST: 'h', SMTP_PORT: 'twenty-five', MAIL_FROM: 'a@b.example' },
      /SMTP_PORT must be a number/,
    ],
    [
      { SMTP_HOST: 'h', SMTP_SECURE: 'yes', MAIL_FROM: 'a@b.example' },
      /SMTP_SECURE must be true or false/,
    ],
    [
      { SMTP_HOST: 'h', MAIL_FROM: 'jobs at example' },
      /MAIL_FROM must be an address or Name <address>/,
    ],
    [{ SMTP_HOST: 'h', SMTP_USER: 'u', MAIL_FROM: 'a@b.example' }, /user and password go together/],
    [
      { SMTP_URL: 'smtp://h', SMTP_HOST: 'h', MAIL_FROM: 'a@b.example' },
      /SMTP_URL or SMTP_HOST, not both/,
    ],
  ])('stops on %j with one clear line', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
    try {
      readConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration: /);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads object storage settings, and keeps recordings on local disk without them', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(
      readConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'recordings',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'recordings',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(readConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('keeps mail off with no SMTP setting, and reads SMTP_URL or the separate settings', () => {
    expect(readConfig({}).mail).toBeUndefined();
    expect(readConfig({ SMTP_URL: '', MAIL_FROM: '' }).mail).toBeUndefined();
    expect(
      readConfig({
        SMTP_URL: 'smtps://jobs%40acme.example:p%40ss@mail.acme.example',
        MAIL_FROM: 'Hiring at Acme <jobs@acme.example>',
      }).mail,
    ).toEqual({
      host: 'mail.acme.example',
      port: 465,
      secure: true,
      user: 'jobs@acme.example',
      password: 'p@ss',
      from: 'Hiring at Acme <jobs@acme.example>',
    });
    expect(
      readConfig({ SMTP_URL: 'smtp://mail.acme.example:2525', MAIL_FROM: 'jobs@acme.example' })
        .mail,
    ).toMatchObject({ port: 2525, secure: false, user: undefined });
    expect(
      readConfig({
        SMTP_HOST: 'mail.acme.example',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        MAIL_FROM: 'jobs@acme.example',
      }).mail,
    ).toEqual({
      host: 'mail.acme.example',
      port: 465,
      secure: true,
      user: 'u',
      password: 'p',
      from: 'jobs@acme.example',
    });
    expect(
      readConfig({ SMTP_HOST: 'h', SMTP_SECURE: 'false', MAIL_FROM: 'a@b.example' }).mail,
    ).toMatchObject({ port: 587, secure: false });
  });

  it('treats empty settings as unset', () => {
    expect(readConfig({ DATABASE_URL: '', ADMIN_PASSKEY: '', PUBLIC_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      adminPasskey: undefined,
      publicUrl: undefined,
    });
  });
});

import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { assessmentRoutes } from './features/assessment/assessment.routes';
import { videoUnavailableRoutes } from './features/assessment/video-unavailable.routes';
import { AdmittedSecrets } from './features/candidates/admitted-secrets';
import {
  candidateAuthPlugin,
  recentlyAdmittedCandidateId,
} from './features/candidates/candidate-auth.plugin';
import { candidatesRoutes } from './features/candidates/candidates.routes';
import {
  answerMediaRoutes,
  sharedAnswerMediaRoutes,
} from './features/recordings/answers/answer-media.routes';
import { answerRecordingsRoutes } from './features/recordings/answers/answer-recordings.routes';
import { adminAuthPlugin } from './features/admin-auth/admin-auth.plugin';
import { adminSessionRoutes, sessionScript } from './features/admin-auth/admin-session.routes';
import {
  answerFileDownloadRoutes,
  sharedAnswerFileRoutes,
} from './features/answer-files/answer-file-download.routes';
import { answerFilesRoutes } from './features/answer-files/answer-files.routes';
import { candidatePagePreload } from './features/review/review-page-preload';
import type { ThrottleRule } from './features/admin-auth/passkey-throttle.repository';
import type { AdminPasskey } from './features/admin-auth/passkey.service';
import { apiTokensRoutes } from './features/team/api-tokens.routes';
import { auditRoutes } from './features/team/audit.routes';
import { accountRoutes } from './features/accounts/account.routes';
import { accountEmailRoutes } from './features/accounts/account-email.routes';
import { PasswordHasher, type ScryptCost } from './features/accounts/password';
import { passwordSignInRoutes } from './features/accounts/password-sign-in.routes';
import { joinRoutes } from './features/members/join.routes';
import { membersRoutes } from './features/members/members.routes';
import { memberSessionsRoutes } from './features/admin-auth/member-sessions.routes';
import { passkeySignInRoutes } from './features/passkeys/passkey-sign-in.routes';
import { passkeysRoutes } from './features/passkeys/passkeys.routes';
import { healthRoutes } from './features/health/health.routes';
import { Readiness, type ReadinessOptions } from './features/health/readiness';
import { inviteCreateRoutes, invitesRoutes } from './features/invites/invites.routes';
import type { LinkOptions } from './features/invites/site-origin';
import { adminInvitesRoutes } from './features/invites/invites.admin.routes';
import { invitingRoutes } from './features/invites/inviting.routes';
import { reviewRoutes } from './features/review/review.routes';
import { scoresRoutes } from './features/scores/scores.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { memberDirectoryRoutes } from './features/comments/member-directory.routes';
import { rolesRoutes } from './features/roles/roles.routes';
import { candidateHoldRoutes } from './features/privacy/holds/candidate-hold.routes';
import { privacyRoutes } from './features/privacy/settings/privacy.routes';
import { roleRetentionRoutes } from './features/privacy/settings/role-retention.routes';
import { candidateTextsRoutes } from './features/candidate-texts/candidate-texts.routes';
import { sharesPublicRoutes } from './features/shares/shares.public.routes';
import { candidateExportRoutes } from './features/privacy/export/candidate-export.routes';
import { yourDataLinkRoutes, yourDataRoutes } from './features/privacy/your-data/your-data.routes';
import { sharesRoutes } from './features/shares/shares.routes';
import { roleLogoRoutes, roleLogoUploadRoutes } from './features/role-logos/role-logos.routes';
import { roleTransferRoutes } from './features/role-transfer/role-transfer.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import type { WebhookDeliverySettings } from './features/webhooks/webhook-delivery';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { Webhooks } from './features/webhooks/webhooks.service';
import { ShareVisitsSweep } from './features/shares/share-visits-sweep';
import { RetentionJob } from './features/privacy/deletion/retention-job';
import { Mailer } from './features/mail/mailer';
import type { MailSettings } from './features/mail/mail-settings';
import { mailSettingsRoutes } from './features/mail/mail-settings.routes';
import { myMailRoutes } from './features/mail/my-mail.routes';
import { locateFfmpeg, type FfmpegTools } from './features/recordings/processing/ffmpeg';
import { LocalRecordingStore } from './features/recordings/stores/local-recording-store';
import { S3RecordingStore, type S3Settings } from './features/recordings/stores/s3-recording-store';
import { RecordingProcessor } from './features/recordings/processing/recording-processor';
import { reprocessRecordingRoutes } from './features/recordings/processing/reprocess-recording.routes';
import type { RecordingProcessing } from './features/recordings/processing/recording-processing';
import {
  SharedRecordingProcessor,
  type ProcessingRetry,
} from './features/recordings/processing/shared-recording-processor';
import { recordingsRoutes } from './features/recordings/recordings.routes';
import { recordingUploadRoutes } from './features/recordings/uploads/recordings.tus';
import { ExpiredUploadSweep } from './features/recordings/uploads/expired-upload-sweep';
import { UploadAdmissions } from './features/recordings/uploads/upload-admissions';
import { PostgresUploadLocker } from './features/recordings/uploads/upload-locker';
import {
  answerClientError,
  answerFrameworkError,
  errorsPlugin,
  safeLoggerOptions,
} from './plugins/errors';
import { adminScope, candidateScope } from './plugins/access-scopes';
import { apiDocsPlugin } from './plugins/api-docs';
import { metricsPlugin } from './plugins/metrics';
import { compressionPlugin } from './plugins/compression';
import { dataChangesPlugin } from './plugins/data-changes';
import { OneLinePerRequest } from './plugins/request-log';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { echoRequestIds, requestIdGenerator } from './plugins/request-ids';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { installPlainZodMessages } from '../shared/plain-zod-messages';
import { PROJECT_ROOT } from './project-root';

export const DEFAULT_WEB_DIR = path.join(PROJECT_ROOT, 'dist/web');

export interface AppOptions {
  database: DatabaseHandle;
  passkey: AdminPasskey;
  /** Where recordings are written (uploads in progress and processed videos) on local disk. */
  dataDir: string;
  /** Object storage shared by several instances instead of local disk. */
  s3?: S3Settings;
  /** An ffmpeg to use instead of the one on the PATH. */
  ffmpegPath?: string;
  /** How ffmpeg is looked for; tests answer null for a server without one. */
  findFfmpeg?: () => Promise<FfmpegTools | null>;
  publicUrl?: string;
  /**
   * Links (invite URLs, the tus `Location`) may follow the request's Host: only on a loopback HOST.
   * Default false: without PUBLIC_URL, invite links use `fallbackOrigin` and tus answers a path.
   */
  trustHostHeader?: boolean;
  /** The fixed origin of invite links when neither PUBLIC_URL nor the Host is used. */
  fallbackOrigin?: string;
  trustProxy?: boolean;
  /** Prometheus metrics at /metrics for this bearer token (METRICS_TOKEN); none without it. */
  metricsToken?: string;
  /** How the shared processing queue retries a recording (tests shorten it). */
  processingRetry?: ProcessingRetry;
  /** Webhooks: WEBHOOKS_ALLOW_PRIVATE, and the pauses between attempts (tests shorten them). */
  webhooks?: Partial<WebhookDeliverySettings>;
  /** How wrong admin passkeys slow their client down (tests shorten it). */
  passkeyThrottle?: ThrottleRule;
  /**
   * scrypt's cost for new password hashes; OWASP's by default (`password.ts`). Only the tests set
   * it, to a cheap one: nothing in the configuration reaches it (docs/testing.md).
   */
  passwordCost?: ScryptCost;
  /** The SMTP server and sender; none: mail is off (`docs/mail.md`). */
  mail?: MailSettings;
  /** The pauses between a mail's attempts, and how often the relay looks (tests shorten them). */
  mailRetry?: { delaysMs: readonly number[]; pollMs?: number };
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** How readiness reads free space and keeps the store's answer (tests change them). */
  readiness?: ReadinessOptions;
  /** The deletion job's clock (tests move it); nothing in the configuration reaches it. */
  retentionNow?: () => Date;
  /**
   * Whether the deletion job starts with the app (default true). API tests run it when they ask
   * (`app.retention.runOnce()`), so a run at start never races a test's own rows.
   */
  startRetentionJob?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    recordingProcessor: RecordingProcessing;
  }
}

/** Builds the whole app as a plugin tree; it does not listen, so tests build it too. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  installPlainZodMessages();
  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? false),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Shutting down, a request that still arrives on an open connection is served and its
    // connection closed (Fastify answers 503 by default): the proxy then meets a refused connection
    // and tries another instance, so no 503 has to mean "shutting down" (docs/deploying.md,
    // "The reverse proxy").
    return503OnClosing: false,
    trustProxy: options.trustProxy ?? false,
    // Unique across instances; a sane incoming X-Request-Id is kept (plugins/request-ids.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(),
    // What the router and Node's HTTP parser refuse answers in the one shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  echoRequestIds(app);
  const { db } = options.database;
  options.database.reportConnectionErrorsTo(app.log);
  const passwords = new PasswordHasher(options.passwordCost);
  const links: LinkOptions = {
    publicUrl: options.publicUrl,
    trustHostHeader: options.trustHostHeader ?? false,
    fallbackOrigin: options.fallbackOrigin ?? 'http://localhost:3000',
  };
  // Decorated before the routes: completion, members and invites queue mail through it.
  const mailer = new Mailer(
    db,
    links,
    {
      settings: options.mail,
      retryDelaysMs: options.mailRetry?.delaysMs,
      pollMs: options.mailRetry?.pollMs,
    },
    app.log,
  );
  app.decorate('mail', mailer);
  app.addHook('onReady', () => mailer.start());
  app.addHook('onClose', () => mailer.stop());
  const findTools = options.findFfmpeg ?? (() => locateFfmpeg(options.ffmpegPath));
  // Before the routes that emit events: they queue them through `app.webhooks`.
  const webhooks = new Webhooks({
    db,
    origin: links.publicUrl ?? links.fallbackOrigin,
    processesVideos: async () => (await findTools()) !== null,
    delivery: { allowPrivate: false, ...options.webhooks },
    log: app.log,
  });
  app.decorate('webhooks', webhooks);
  app.addHook('onReady', () => webhooks.start());
  app.addHook('onClose', () => webhooks.stop());
  // Routes that declare zod schemas are validated and serialised by them (fastify-type-provider-zod).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Before every route: its hook counts each request that may change data.
  await app.register(dataChangesPlugin, { soleWriter: options.database.kind === 'pglite' });
  await app.register(securityPlugin);
  // Before every route: its onResponse hook times each route declared after it.
  await app.register(metricsPlugin, { token: options.metricsToken, database: options.database });
  // Before every route: the compression hook is attached to each route as it is declared.
  await app.register(compressionPlugin);
  // Several instances share one PostgreSQL: they count together there (one process counts in memory).
  const shared = options.database.kind === 'postgres' ? options.database : undefined;
  // The assessment API counts per candidate once their secret is admitted, per address before.
  const admitted = new AdmittedSecrets();
  await app.register(rateLimitsPlugin, {
    trustProxy: options.trustProxy ?? false,
    shared: shared?.db,
    candidateOf: (request) => recentlyAdmittedCandidateId(admitted, request),
  });
  // Before every route: the reference collects the routes as they are declared.
  await app.register(apiDocsPlugin);
  await app.register(adminAuthPlugin, {
    db,
    passkey: options.passkey,
    publicUrl: options.publicUrl,
    throttle: options.passkeyThrottle,
  });
  await app.register(candidateAuthPlugin, { db, admitted });
  const files = options.s3
    ? new S3RecordingStore(options.s3, db)
    : new LocalRecordingStore(options.dataDir);
  await files.open();
  const storeKind = options.s3 ? 's3' : 'local';
  // Several instances: one job queue in PostgreSQL, so each recording is processed once.
  const processor: RecordingProcessing = shared?.connectionString
    ? new SharedRecordingProcessor(
        db,
        files,
        findTools,
        app.log,
        shared.connectionString,
        options.processingRetry,
      )
    : new RecordingProcessor(
        db,
        files,
        findTools,
        app.log,
        undefined,
        undefined,
        options.processingRetry?.storageWait,
      );
  app.decorate('recordingProcessor', processor);
  processor.onSettled((recordingId) => webhooks.recordingSettled(recordingId));
  app.addHook('onReady', () => processor.resume());
  app.addHook('onClose', () => processor.stop());
  const locker = shared?.connectionString
    ? new PostgresUploadLocker(shared.connectionString, { logger: app.log })
    : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const admissions = new UploadAdmissions();
  const uploadSweep = new ExpiredUploadSweep(db, files, app.log);
  app.addHook('onReady', () => uploadSweep.start());
  app.addHook('onClose', () => uploadSweep.stop());
  const shareVisitsSweep = new ShareVisitsSweep(db, app.log);
  app.addHook('onReady', () => shareVisitsSweep.start());
  app.addHook('onClose', () => shareVisitsSweep.stop());
  const retention = new RetentionJob(
    { db, files, webhooks, mail: mailer, log: app.log },
    options.retentionNow,
  );
  app.decorate('retention', retention);
  if (options.startRetentionJob !== false) app.addHook('onReady', () => retention.start());
  app.addHook('onClose', () => retention.stop());

  // Open to anyone: signing in, joining the team, invite links, logos, registering, guest shares.
  // The data folder's disk counts where something of this instance lives in it (docs/deploying.md).
  const localDataDir =
    options.database.kind === 'pglite' || !options.s3 ? options.dataDir : undefined;
  const readiness = new Readiness(options.database, files, localDataDir, options.readiness);
  await app.register(healthRoutes, { database: options.database, files, storeKind, readiness });
  await app.register(adminSessionRoutes, { db });
  await app.register(passwordSignInRoutes, { db, passwords });
  await app.register(passkeySignInRoutes, { db, publicUrl: options.publicUrl });
  await app.register(joinRoutes, { db, passwords });
  await app.register(invitesRoutes, { db });
  await app.register(roleLogoRoutes, { db });
  await app.register(candidatesRoutes, { db });
  await app.register(sharesPublicRoutes, { db, files });
  // A candidate's "Your data" link (docs/privacy.md): the token is the only key.
  await app.register(yourDataRoutes, { db, files });
  await app.register(sharedAnswerMediaRoutes, { db, files });
  await app.register(sharedAnswerFileRoutes, { db, files });
  // The candidate's secret comes in the body (the page may be closing), checked by the service.
  await app.register(feedbackRoutes, { db });
  // tus checks the secret on each of its requests itself; its Submit routes are in the candidate
  // scope inside it (`docs/recordings.md`).
  await app.register(recordingUploadRoutes, {
    db,
    files,
    processor,
    links,
    locker,
    admissions,
    findTools,
  });

  await app.register(
    candidateScope(async (candidate) => {
      await candidate.register(assessmentRoutes, { db });
      await candidate.register(answerFilesRoutes, { db, files });
      await candidate.register(recordingsRoutes, { db, admissions });
      await candidate.register(answerRecordingsRoutes, { db, admissions });
      await candidate.register(videoUnavailableRoutes, { db, admissions });
      await candidate.register(yourDataLinkRoutes, { db });
    }),
  );

  await app.register(
    adminScope(async (admin) => {
      await admin.register(apiTokensRoutes, { db });
      await admin.register(auditRoutes, { db });
      await admin.register(accountRoutes, { db, passwords });
      await admin.register(accountEmailRoutes, { db });
      await admin.register(membersRoutes, { db, links });
      await admin.register(memberSessionsRoutes, { db });
      await admin.register(passkeysRoutes, { db, publicUrl: options.publicUrl });
      await admin.register(rolesRoutes, { db });
      await admin.register(roleLogoUploadRoutes, { db });
      await admin.register(roleTransferRoutes, { db });
      await admin.register(inviteCreateRoutes, { db, links, mail: mailer });
      await admin.register(mailSettingsRoutes, { db, mailer });
      await admin.register(myMailRoutes, { db });
      await admin.register(adminInvitesRoutes, { db, links, admissions });
      await admin.register(invitingRoutes, { db, links, mail: mailer });
      await admin.register(reviewRoutes, { db, files });
      await admin.register(answerMediaRoutes, { db, files });
      await admin.register(answerFileDownloadRoutes, { db, files });
      await admin.register(candidateExportRoutes, { db, files });
      await admin.register(reprocessRecordingRoutes, { db, processor });
      await admin.register(scoresRoutes, { db });
      await admin.register(commentsRoutes, { db });
      await admin.register(memberDirectoryRoutes, { db });
      await admin.register(sharesRoutes, { db, links });
      await admin.register(webhooksRoutes, { db });
      await admin.register(privacyRoutes, { db });
      await admin.register(candidateHoldRoutes, { db });
      await admin.register(roleRetentionRoutes, { db });
      await admin.register(candidateTextsRoutes, { db });
    }),
  );
  await app.register(webAppPlugin, {
    webDir: options.webDir ?? DEFAULT_WEB_DIR,
    // The workspace's pages (not a member invite's join page, whoever opens it is not signed in).
    pageState: {
      path: /^\/admin\/(?!join\/)[^/]/,
      script: async (request, reply) => {
        const session = await sessionScript(app, db, request, reply);
        if (!session.signedIn) return session.element;
        return session.element + (await candidatePagePreload(db, request.url));
      },
    },
  });
  return app;
}

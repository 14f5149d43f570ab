import path from 'node:path';
import { buildApp } from './app';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { readConfig, type Config } from './config';
import { loadAdminPasskey, type AdminPasskey } from './features/admin-auth/passkey.service';
import { endAccessOfAnOldPasskey } from './features/admin-auth/passkey-rotation';
import { loadDeploymentId } from './features/settings/deployment.service';
import { loadCatalogue } from './features/roles/roles.service';
import { requireBucket } from './features/recordings/stores/s3-recording-store';
import { warnOfMissingRecordings } from './features/recordings/stores/store-coverage';
import { warnOfLowDisk } from './features/health/disk-space';
import { hostOrigin, serverAppOptions } from './server-app-options';

/**
 * How long a stop waits for requests in progress before closing their connections (a request
 * takes milliseconds, a slow upload's chunk seconds): these 5 s and the processing jobs' 8 s after
 * them stay within compose.yaml's 15 s between SIGTERM and SIGKILL, whatever a client does.
 */
const SHUTDOWN_GRACE_MS = 5000;

async function openDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; unlock?: () => void }> {
  if (config.databaseUrl) return { database: await openPostgres(config.databaseUrl) };
  const unlock = await lockDataDir(config.dataDir);
  return { database: await openPglite(path.join(config.dataDir, 'db')), unlock };
}

function passkeyLine(passkey: AdminPasskey): string {
  if (passkey.generated)
    return `Admin passkey: ${passkey.generated}   (shown this once; only its hash is kept)`;
  if (passkey.source === 'environment') return 'Admin passkey: the value of ADMIN_PASSKEY';
  return 'Admin passkey: the one printed on first start (forgotten? stop the server and run `npm run passkey:reset`)';
}

async function main(): Promise<void> {
  const config = readConfig();
  // Before the database is opened, which migrates it: a start that is going to fail on the bucket
  // leaves the schema as the running release has it (docs/deploying.md, "Upgrading").
  if (config.s3) await requireBucket(config.s3);
  const { database, unlock } = await openDatabase(config);
  // The catalogue is demo content: a team starts from its templates or its own roles.
  const added = config.demoRoles ? await loadCatalogue(database.db) : 0;
  const passkey = await loadAdminPasskey(database.db, config.adminPasskey);
  // A changed passkey (ADMIN_PASSKEY, or a reset) ends what the old one made (docs/deploying.md).
  const endedByNewPasskey = await endAccessOfAnOldPasskey(database.db, config.adminPasskey);
  await loadDeploymentId(database.db);

  const options = serverAppOptions(config, database, passkey);
  const app = await buildApp(options);
  // Every background task catches its own errors (the recording processor retries an item whose
  // database work failed); a promise that still rejects unhandled is a bug in one request or task,
  // not a broken server. Node would exit on it, dropping every upload in flight and, with PGlite,
  // the database with it: log it through the app's logger and keep serving. Uncaught exceptions
  // stay fatal, since a synchronous throw can leave shared state half-changed.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection; the server keeps running');
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in progress get a few seconds to finish; a connection still busy then is closed,
    // or a reviewer's paused video (a response its browser stopped reading) or an upload on a
    // stalled connection would hold the stop for ever. The browser asks again by Range and tus
    // resumes the upload, on the instance that answers next (docs/deploying.md, "Stop").
    const grace = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    grace.unref();
    await app.close();
    clearTimeout(grace);
    await database.close();
    unlock?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  // In the background: a store that lacks recordings the database has (a move to S3 without
  // `npm run storage:migrate`) is named in a warning, without holding up the start.
  void warnOfMissingRecordings(database.db, config, app.log);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? address.replace(/\/\/[^:/]+|\/\/\[[^\]]+\]/, `//${shownHost}`);
  const storage =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`;
  // One log line like the rest, at info whatever LOG_LEVEL says (but silent): it is how a new
  // install learns its address and passkey.
  const banner = config.logLevel === 'silent' ? app.log : app.log.child({}, { level: 'info' });
  banner.info(
    {
      url,
      adminPanel: `${url}/admin`,
      review: `${url}/admin/candidates`,
      database: storage,
      catalogueRolesLoaded: added,
      recordings: config.s3
        ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`
        : `on local disk, in ${config.dataDir}`,
      // This instance's own address: Prometheus scrapes each instance, not the proxy.
      metrics: config.metricsToken ? `${address}/metrics` : 'off (METRICS_TOKEN)',
      mail: config.mail
        ? `on, from ${config.mail.from} through ${config.mail.host}:${config.mail.port}`
        : 'off (SMTP_URL or SMTP_HOST, and MAIL_FROM)',
    },
    `Prescreen is running at ${url}. ${passkeyLine(passkey)}`,
  );
  // The embedded database or local recordings on a short disk: one line now, before saves fail.
  await warnOfLowDisk(!config.databaseUrl || !config.s3 ? config.dataDir : undefined, app.log);
  if (endedByNewPasskey) {
    app.log.warn(
      endedByNewPasskey,
      `The admin passkey changed: ${endedByNewPasskey.sessions} session(s) and ${endedByNewPasskey.tokens} API token(s) of the built-in owner were ended.`,
    );
  }
  if (!config.publicUrl && !options.trustHostHeader) {
    app.log.warn(
      `PUBLIC_URL is not set: invite links use ${hostOrigin(config)} (HOST:PORT, not the request's Host header); set PUBLIC_URL to the address candidates use.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(startFailure(error));
  process.exit(1);
});

/**
 * Why the start failed, in one or two lines: a failed query's own message is its SQL, so the
 * database's reason (e.g. "permission denied for database") comes from its cause.
 */
function startFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  const first = error.message.split('\n')[0] ?? error.message;
  return cause ? `${first}\n${cause}` : error.message;
}

import pino from 'pino';
import type { AppOptions } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AdminPasskey } from './features/admin-auth/passkey.service';
import { isLoopbackHost } from './features/invites/site-origin';

/** `http://<HOST>:<PORT>`, the address as shown at start-up (a wildcard HOST shows as localhost). */
export function hostOrigin(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * The app's options as `npm start` builds them from the configuration: nothing else reaches a
 * running server, so a test of these is a test of production (the password cost among them:
 * password-cost.test.ts).
 */
export function serverAppOptions(
  config: Config,
  database: DatabaseHandle,
  passkey: AdminPasskey,
): AppOptions {
  return {
    database,
    passkey,
    dataDir: config.dataDir,
    s3: config.s3,
    ffmpegPath: config.ffmpegPath,
    publicUrl: config.publicUrl,
    // Links follow the request's Host only on a loopback HOST; otherwise a forged Host could
    // redirect invite links and uploads.
    trustHostHeader: isLoopbackHost(config.host),
    fallbackOrigin: hostOrigin(config),
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    webhooks: { allowPrivate: config.webhooksAllowPrivate },
    mail: config.mail,
    // Log lines are written off the event loop, several at a time under load (one synchronous
    // write per request cost 7% of the server's CPU: docs/capacity.md); whatever is still
    // buffered is written out when the process exits.
    logger: { level: config.logLevel, stream: pino.destination({ sync: false }) },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../features/recordings/stores/s3-recording-store';

/** The S3_* settings an operator would give every instance for this bucket. */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}

export interface S3TestServer {
  settings: S3Settings;
  /** The bucket goes away (connections refused), keeping what it holds: an outage. */
  stop(): Promise<void>;
  /** Back on the same address with the same objects. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 with one empty bucket, in a temporary folder: s3rver, the
 * one that installs from npm (no MinIO binary reaches these machines).
 */
export async function startS3TestServer(bucket = 'recordings'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-s3-'));
  const serve = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
  let server: S3rver | null = serve(0);
  const { port } = await server.run();
  const stop = async () => {
    // Connections the clients keep open end too, or they would go on being answered.
    const closed = server?.close();
    server?.httpServer?.closeAllConnections();
    await closed;
    server = null;
  };
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop,
    restart: async () => {
      if (server) return;
      server = serve(port);
      await server.run();
    },
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

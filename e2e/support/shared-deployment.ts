import {
  s3Environment,
  startS3TestServer,
  type S3TestServer,
} from '../../server/test/s3-test-server';
import { emptyPostgresDatabase, workerDatabaseName } from '../../server/test/test-databases';

/** PostgreSQL and an S3-compatible bucket that several instances of the server share. */
export interface SharedDeployment {
  /** The settings every instance gets, as an operator sets them. */
  env: Record<string, string>;
  databaseUrl: string;
  s3: S3TestServer;
  close(): Promise<void>;
}

/**
 * A new, empty database on the machine's PostgreSQL (TEST_DATABASE_URL) and an S3 test server on
 * 127.0.0.1. Answers null where there is no PostgreSQL to use.
 */
export async function startSharedDeployment(name: string): Promise<SharedDeployment | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const databaseUrl = await emptyPostgresDatabase(adminUrl, workerDatabaseName(name));
  const s3 = await startS3TestServer();
  return {
    databaseUrl,
    s3,
    env: { DATABASE_URL: databaseUrl, ...s3Environment(s3.settings) },
    close: () => s3.close(),
  };
}

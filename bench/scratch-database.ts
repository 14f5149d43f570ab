import pg from 'pg';
import { emptyPostgresDatabase } from '../server/test/test-databases';

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty database `name` on the PostgreSQL server of `adminUrl`, dropped by `drop()`. */
export async function scratchDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = await emptyPostgresDatabase(adminUrl, name);
  // Without force: the pool's sockets may still be closing; killing them would crash the run.
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.query(`drop database if exists ${name}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    } finally {
      await client.end();
    }
  };
  return { url, drop };
}

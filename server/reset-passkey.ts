import path from 'node:path';
import { openPglite, openPostgres } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { readConfig } from './config';
import { resetAdminPasskeyEndingOldAccess } from './features/admin-auth/passkey-rotation';

/** `npm run passkey:reset`: replaces a forgotten generated passkey and prints the new one. */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.adminPasskey) throw new Error('ADMIN_PASSKEY is set: change that value instead.');
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'db'));
  // What the old passkey made ends now, not at the next start (docs/deploying.md).
  const { passkey, ended } = await resetAdminPasskeyEndingOldAccess(database.db);
  await database.close();
  unlock?.();
  console.log(`New admin passkey: ${passkey}   (shown this once; only its hash is kept)`);
  if (ended) {
    console.log(
      `Ended ${ended.sessions} session(s) and ${ended.tokens} API token(s) of the built-in owner.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

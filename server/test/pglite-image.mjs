/**
 * `node server/test/pglite-image.mjs <file> <migrations folder>`: writes a dump of an in-memory
 * PGlite database brought to the schema (`dumpDataDir`, uncompressed), the image every test file's
 * embedded database starts from (server/test/database-images.ts). A process of its own, so the
 * ~800 MB that initdb leaves in PGlite's WASM memory (server/db/pglite-thread.ts) goes with it.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [file, migrationsFolder] = process.argv.slice(2);
if (!file || !migrationsFolder) {
  throw new Error('usage: node pglite-image.mjs <image file> <migrations folder>');
}
const database = await PGlite.create(undefined, { extensions: { pg_trgm } });
await migrate(drizzle(database), { migrationsFolder });
const image = await database.dumpDataDir('none');
fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
await database.close();
process.exit(0);

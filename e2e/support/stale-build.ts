import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCES = ['web', 'server', 'shared'];
const BUILT = path.join(ROOT, 'dist', 'server', 'main.mjs');

/** The newest modification time of a file under `folder`. */
function newestIn(folder: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The journeys drive the built server (`npm run build`): a source changed since the build would
 * be tested as it was before. `npm test` builds just before; `npm run test:journey` does not, so
 * it stops here with what to do instead of testing old code.
 */
export function refuseStaleBuild(): void {
  if (!fs.existsSync(BUILT)) throw new Error('No build in dist/: run `npm run build` first.');
  const built = fs.statSync(BUILT).mtimeMs;
  const changed = SOURCES.find((folder) => newestIn(path.join(ROOT, folder)) > built);
  if (changed) {
    throw new Error(`${changed}/ changed after the last build: run \`npm run build\` first.`);
  }
}

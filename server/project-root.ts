import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's top folder (where package.json is), whether the server runs from its TypeScript
 * source (tests, development) or from its built bundle in dist/server (`npm start`, the container
 * image): what the server reads at run time (migrations, the catalogue, the built web app) is found
 * from here, whatever file the code was bundled into.
 */
export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}`);
  }
}

import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`dist/web/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or null where there is none (no build, or one made without it). */
export function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The build's manifest, for tools that measure a build: an error that says what to run if none. */
export function requireManifest(webDir: string): Manifest {
  const manifest = readManifest(webDir);
  if (!manifest) throw new Error(`No build manifest in ${webDir}: run \`npm run build\` first.`);
  return manifest;
}

/** The key of the app's entry chunk (`index.html`). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk: is this a Vite build?');
  return key;
}

/**
 * The manifest keys a browser loads before a route can run: the entry, the route's lazy chunks
 * (given by source path, as in `web/router.tsx`), and every static import of those, transitively.
 * Dynamic imports are not followed: they load later, on demand.
 */
export function routeKeys(manifest: Manifest, lazySources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const source of lazySources) visit(source);
  return [...seen];
}

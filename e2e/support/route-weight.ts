import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  requireManifest,
  routeKeys,
  type ManifestChunk,
} from '../../server/plugins/build-manifest';
import { pageModules } from '../../server/plugins/page-preloads';
import { MODULE_MAP_FILE } from '../../vite.module-map';

export { routeKeys, type ManifestChunk };

/** A file the browser downloads for a route, with what it costs on the wire. */
export interface WeighedFile {
  file: string;
  /** The manifest key that first brought the file in (a source path or `_chunk-hash.js`). */
  via: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  js: WeighedFile[];
  css: WeighedFile[];
  /** The manifest keys visited: the entry, the route's lazy chunks and their static imports. */
  keys: string[];
}

function knownPage(pathname: string): string[] {
  const modules = pageModules(pathname);
  if (modules.length === 0) throw new Error(`page-preloads.ts knows no page at ${pathname}`);
  return modules;
}

/**
 * A route's lazy modules (the manifest's keys), from the same table the server preloads them by.
 * `/invite/<code>` forwards from a route loader in the entry chunk to `/invite/<code>/signup`.
 */
export const SIGN_UP_ROUTE_MODULES = knownPage('/invite/code/signup');
/** The admin page, with the zod-core chunk its schemas import. */
export const ADMIN_ROUTE_MODULES = knownPage('/admin');
/** The review workspace's candidates list, with the workspace's frame. */
export const CANDIDATES_LIST_ROUTE_MODULES = knownPage('/admin/candidates');
/** One candidate's review page, with the workspace's frame. */
export const CANDIDATE_ROUTE_MODULES = knownPage('/admin/candidates/id');
/** The page a share link opens, for someone without an account. */
export const SHARE_ROUTE_MODULES = knownPage('/share/token');

export const WEB_DIR = path.resolve(import.meta.dirname, '..', '..', 'dist', 'web');

export const readManifest = (webDir = WEB_DIR) => requireManifest(webDir);

function weigh(webDir: string, file: string, via: string): WeighedFile {
  const bytes = fs.readFileSync(path.join(webDir, file));
  return {
    file,
    via,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/**
 * The JS and CSS files a route downloads, by name: what a test that counts or looks into them
 * needs, without compressing each (at brotli's best, seconds per route).
 */
export function routeFiles(
  lazySources: string[],
  manifest = readManifest(),
): { js: string[]; css: string[] } {
  const chunks = routeKeys(manifest, lazySources).map((key) => manifest[key] as ManifestChunk);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The JS and CSS a route downloads, each file compressed as a server would send it. */
export function routeWeight(
  lazySources: string[],
  manifest = readManifest(),
  webDir = WEB_DIR,
): RouteWeight {
  const keys = routeKeys(manifest, lazySources);
  const js = new Map<string, WeighedFile>();
  const css = new Map<string, WeighedFile>();
  for (const key of keys) {
    const chunk = manifest[key] as ManifestChunk;
    if (!js.has(chunk.file)) js.set(chunk.file, weigh(webDir, chunk.file, key));
    for (const sheet of chunk.css ?? []) {
      if (!css.has(sheet)) css.set(sheet, weigh(webDir, sheet, key));
    }
  }
  const bySize = (a: WeighedFile, b: WeighedFile) => b.brotli - a.brotli;
  return { js: [...js.values()].sort(bySize), css: [...css.values()].sort(bySize), keys };
}

/**
 * A namespace's catalogues in the languages other than English (shared/messages/<namespace>/),
 * biggest first: English is in the page's chunk; a candidate reading another language downloads
 * that one file more while the page waits (docs/languages.md).
 */
export function catalogueWeights(
  namespace: string,
  manifest = readManifest(),
  webDir = WEB_DIR,
): WeighedFile[] {
  const pattern = new RegExp(`shared/messages/${namespace}/[a-zA-Z-]+\\.ts$`);
  return Object.entries(manifest)
    .filter(([key]) => pattern.test(key) && !key.endsWith('/en.ts'))
    .map(([key, chunk]) => weigh(webDir, chunk.file, key))
    .sort((a, b) => b.brotli - a.brotli);
}

export function total(files: WeighedFile[], measure: 'raw' | 'gzip' | 'brotli'): number {
  return files.reduce((sum, file) => sum + file[measure], 0);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A table a reader can scan: each file's raw, gzip and brotli size, biggest first, and totals. */
export function formatWeight(weight: RouteWeight): string {
  const lines: string[] = [];
  for (const [kind, files] of [
    ['JS', weight.js],
    ['CSS', weight.css],
  ] as const) {
    lines.push(
      `${kind}: ${files.length} files, brotli ${kib(total(files, 'brotli'))}, gzip ${kib(total(files, 'gzip'))}, raw ${kib(total(files, 'raw'))}`,
    );
    for (const file of files) {
      lines.push(
        `  ${kib(file.brotli).padStart(10)} br ${kib(file.gzip).padStart(10)} gz ${kib(file.raw).padStart(10)} raw  ${file.file}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Which source modules each built script holds, as the build wrote them (vite.module-map.ts),
 * with paths relative to the project. The map must name every script the manifest names: a map
 * left from another build, or none, says to build again.
 */
export function modulesByFile(manifest = readManifest(), webDir = WEB_DIR): Map<string, string[]> {
  const file = path.join(webDir, MODULE_MAP_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  const modules = new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>),
  );
  const stale = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((name) => name.endsWith('.js') && !modules.has(name));
  if (stale.length > 0) {
    throw new Error(`${file} is not of this build (${stale[0]}): run npm run build`);
  }
  return modules;
}

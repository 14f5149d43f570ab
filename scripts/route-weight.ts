import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { requireManifest, routeKeys, type Manifest } from '../server/plugins/build-manifest';

/**
 * What a page of the built app downloads before it is usable, read from Vite's manifest: the
 * entry (`index.html`) and its static imports, plus each route's lazy chunk and its static
 * imports, with the CSS they bring. Dynamic imports (the editor, other routes) are not counted.
 */

/** A route's lazy modules, as `web/router.tsx` names them (the manifest's keys). */
export const SIGN_UP_ROUTE_MODULES = [
  // `/invite/<code>` forwards from a route loader in the entry chunk to `/invite/<code>/signup`.
  'features/invite-landing/invite-landing-page.tsx',
];
export const ADMIN_ROUTE_MODULES = ['features/admin-invites/admin-page.tsx'];

export interface FileWeight {
  /** Relative to the dist folder, e.g. `assets/index-abc123.js`. */
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface WeightTotals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  js: FileWeight[];
  css: FileWeight[];
  totals: { js: WeightTotals; css: WeightTotals };
}

/** The size on the wire: the build's own `.br`/`.gz` when present, else compressed here. */
function weigh(distDir: string, file: string): FileWeight {
  const full = path.join(distDir, file);
  const body = fs.readFileSync(full);
  const sized = (extension: string, compress: (input: Buffer) => Buffer) =>
    fs.existsSync(full + extension)
      ? fs.statSync(full + extension).size
      : Math.min(compress(body).length, body.length);
  return {
    file,
    raw: body.length,
    gzip: sized('.gz', (input) => zlib.gzipSync(input, { level: 9 })),
    brotli: sized('.br', (input) => zlib.brotliCompressSync(input)),
  };
}

function total(files: FileWeight[]): WeightTotals {
  return files.reduce(
    (sum, file) => ({
      files: sum.files + 1,
      raw: sum.raw + file.raw,
      gzip: sum.gzip + file.gzip,
      brotli: sum.brotli + file.brotli,
    }),
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

export const readManifest = (distDir: string) => requireManifest(distDir);

/** The JS and CSS `routeModules` need (with the entry), largest first, and their totals. */
export function routeWeight(distDir: string, routeModules: string[]): RouteWeight {
  const manifest = readManifest(distDir);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of routeKeys(manifest, routeModules)) {
    const chunk = manifest[key] as Manifest[string];
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }

  const weighAll = (files: Set<string>) =>
    [...files].map((file) => weigh(distDir, file)).sort((a, b) => b.brotli - a.brotli);
  const jsFiles = weighAll(js);
  const cssFiles = weighAll(css);
  return {
    js: jsFiles,
    css: cssFiles,
    totals: { js: total(jsFiles), css: total(cssFiles) },
  };
}

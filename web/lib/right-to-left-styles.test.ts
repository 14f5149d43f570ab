import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rule for the candidate pages' styles (docs/product.md#right-to-left): sides by where a line
 * starts and ends, never by left and right, so a right-to-left language mirrors them.
 * e2e/right-to-left.spec.ts sees the pages a candidate reaches; this reads every source they are
 * drawn from, also the screens that journey does not reach (a take cut short, a practice take).
 */
const WEB = path.resolve(import.meta.dirname, '..');
const CANDIDATE_SOURCES = [
  ...['invite-entry', 'invite-landing', 'assessment', 'recording', 'complete', 'your-data'].map(
    (feature) => `features/${feature}`,
  ),
  'features/not-found',
  'routes/assessment-route.tsx',
  ...['page-shell.tsx', 'page-shell.css', 'simple-page.tsx', 'brand-mark.tsx'].map(
    (file) => `components/${file}`,
  ),
  ...['load-error.tsx', 'route-fallback.tsx', 'notifications-host.tsx'].map(
    (file) => `components/${file}`,
  ),
];

const PHYSICAL_IN_SCRIPT: [string, RegExp][] = [
  ["Mantine's physical margin or padding props", /\s(ml|mr|pl|pr)=["{]/],
  ['left or right as a position prop', /\s(left|right)=\{/],
  ['text aligned left or right', /\bta=["{]'?(left|right)\b|textAlign: '(left|right)'/],
  ['a physical side in a style', /\b(margin|padding|border)(Left|Right)\b|\b(left|right): \d/],
  ['an arrow or chevron that points one way', /\bIcon(Arrow|Chevron)(Left|Right)\b/],
];
const PHYSICAL_IN_CSS: [string, RegExp][] = [
  ['a physical side', /\b(margin|padding|border)-(left|right)\b|^\s*(left|right)\s*:/m],
  ['text aligned or floated left or right', /\b(text-align|float)\s*:\s*(left|right)\b/],
];

function sourcesUnder(relative: string): string[] {
  const full = path.join(WEB, relative);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(full, entry))
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** What a file says about left and right; rules written for right to left only are its own. */
function physicalSides(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const css = file.endsWith('.css');
  const checked = css ? text.replace(/\[dir='rtl'\][^{]*\{[^}]*\}/g, '') : text;
  return (css ? PHYSICAL_IN_CSS : PHYSICAL_IN_SCRIPT)
    .filter(([, pattern]) => pattern.test(checked))
    .map(([what]) => `${path.relative(WEB, file)}: ${what}`);
}

describe("the candidate pages' styles", () => {
  const files = CANDIDATE_SOURCES.flatMap(sourcesUnder);

  it('name no left or right side, so they mirror right to left', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(physicalSides)).toEqual([]);
  });
});

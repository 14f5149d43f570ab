import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const build = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'build');

/**
 * The PDF preview relies on pdf.js compiling nothing a document holds (pdf-preview.tsx): pdf.js
 * before 5 turned a font's glyphs into code with `new Function` unless `isEvalSupported: false`
 * (CVE-2024-4367 ran a PDF's script that way). An upgrade or downgrade that brings such a path
 * back fails here before it ships.
 */
describe('the pdf.js the reviewer loads', () => {
  it.each(['pdf.mjs', 'pdf.min.mjs', 'pdf.worker.mjs', 'pdf.worker.min.mjs'])(
    '%s has no eval or new Function',
    (file) => {
      const code = fs.readFileSync(path.join(build, file), 'utf8');
      expect(code.length).toBeGreaterThan(100_000);
      expect(code).not.toMatch(/\beval\s*\(/);
      expect(code).not.toMatch(/new\s+Function\s*\(/);
      expect(code).not.toMatch(/isEvalSupported/);
    },
  );
});

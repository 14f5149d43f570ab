import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-root';

/**
 * The docs name real files and real headings, and code comments cite the docs, not documents a
 * reader of the repository does not have. A renamed file or heading turns this red, so the docs
 * cannot drift from the code unnoticed.
 */

/** Not the repository's own files: installed, built, generated or hidden (tool sandboxes). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results']);
const TOP_FOLDERS = ['server', 'shared', 'web', 'e2e', 'bench', 'scripts', 'docs', 'catalogue'];
const SOURCE_EXTENSIONS = /\.(ts|tsx|mjs|js)$/;

function filesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.')) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...filesUnder(relative));
    else found.push(relative);
  }
  return found;
}

const REPO_FILES = filesUnder('');
const BASENAMES = new Set(REPO_FILES.map((file) => path.posix.basename(file)));
const DOCS = REPO_FILES.filter((file) => /^docs\/[^/]+\.md$/.test(file));
const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings, outside code blocks. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of read(file).split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (inCode || heading === undefined) continue;
    const base = anchorOf(heading);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Why a reference to `file#anchor` is broken, or null when it holds. */
function brokenReference(file: string, anchor: string | undefined): string | null {
  if (!fs.existsSync(path.join(PROJECT_ROOT, file))) return `${file} does not exist`;
  if (anchor && !anchorsOf(file).has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
}

/** A path pattern with `*` or `<name>` as a regular expression over repository paths. */
function patternOf(reference: string): RegExp {
  const escaped = reference.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/<[^>]+>|\*/g, '[^/]+')}`);
}

/** What a backticked word in the docs names in the repository, if it names a file or folder. */
function brokenPath(word: string): string | null {
  const [reference = '', anchor] = word.split('#');
  if (TOP_FOLDERS.some((folder) => reference.startsWith(`${folder}/`))) {
    if (/[<*]/.test(reference)) {
      const pattern = patternOf(reference);
      return REPO_FILES.some((file) => pattern.test(file)) ? null : `nothing matches ${reference}`;
    }
    if (reference.endsWith('.md')) return brokenReference(reference, anchor);
    return fs.existsSync(path.join(PROJECT_ROOT, reference)) ? null : `${reference} does not exist`;
  }
  // A bare file name: some file of the repository has it.
  if (/^[\w.-]+\.(ts|tsx|mjs)$/.test(reference) && !BASENAMES.has(reference)) {
    return `no file is named ${reference}`;
  }
  return null;
}

describe('the docs name what exists', () => {
  it.each(DOCS)('every backticked repository path in %s exists', (doc) => {
    const words = [...read(doc).matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
    const broken = words.map(brokenPath).filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('every relative link in %s leads to a file and heading that exist', (doc) => {
    const links = [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    const broken = links
      .filter((link) => !/^[a-z]+:/.test(link))
      .map((link) => {
        const [target = '', anchor] = link.split('#');
        const file = target ? path.posix.normalize(path.posix.join('docs', target)) : doc;
        if (!file.endsWith('.md')) return brokenPath(file);
        return brokenReference(file, anchor);
      })
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });
});

/** Source files: what code comments are read in. */
const SOURCES = REPO_FILES.filter(
  (file) =>
    SOURCE_EXTENSIONS.test(file) &&
    !file.startsWith('server/db/migrations/') &&
    !file.startsWith('docs/') &&
    file !== 'server/docs-references.test.ts',
);

/** The comment part of a line of source: a `//` comment or a line of a block comment. */
function commentOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\/\*|\*)/.test(trimmed)) return trimmed;
  const slashes = line.indexOf('// ');
  return slashes >= 0 ? line.slice(slashes) : '';
}

/** A citation of a document outside the repository: "SPEC A6", "issue 9, item 2", "(B5)". */
const OUTSIDE_CITATIONS = [/\bSPEC\b/, /\b[Ii]ssue \d+/];
const SECTION_CITATION = /(^|[\s(])(Part [ABC]|[AB](1[0-3]|[1-9]))\b(?!:[A-Z])/;

describe('code comments cite the docs', () => {
  it('no source file cites SPEC sections or issue numbers', () => {
    const found: string[] = [];
    for (const file of SOURCES) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          const cites =
            OUTSIDE_CITATIONS.some((pattern) => pattern.test(line)) ||
            SECTION_CITATION.test(commentOf(line));
          if (cites) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('every docs/ page and heading a source file cites exists', () => {
    const broken: string[] = [];
    for (const file of SOURCES) {
      for (const match of read(file).matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        const problem = brokenReference(`docs/${match[1]}`, match[2]);
        if (problem) broken.push(`${file}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

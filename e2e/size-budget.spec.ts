import { expect, test } from '@playwright/test';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/i18n/languages';
import {
  catalogueWeights,
  formatWeight,
  modulesByFile,
  readManifest,
  routeFiles,
  routeKeys,
  routeWeight,
  total,
  ADMIN_ROUTE_MODULES,
  CANDIDATE_ROUTE_MODULES,
  CANDIDATES_LIST_ROUTE_MODULES,
  SHARE_ROUTE_MODULES,
  SIGN_UP_ROUTE_MODULES,
} from './support/route-weight';

/**
 * The budget for the page a candidate opens from an email, often on a phone: what the
 * browser downloads before the sign-up form at /invite/<code>/signup can be used, compressed as
 * the server sends it (brotli). The invite link itself (/invite/<code>) forwards from the entry
 * chunk (a route loader in web/router.tsx), so the route is the entry and the sign-up page's
 * lazy chunk, each with its static imports.
 */
const KIB = 1024;
const JS_BUDGET = 150 * KIB;
const CSS_BUDGET = 25 * KIB;
/**
 * Files, scripts and stylesheets together, before the page can draw. Over a phone's HTTP/1.1
 * connections (six at a time, a network round trip each) their number set the mobile LCP more
 * than their bytes: 41 files made it 3.0 s, 12 make it 2.2 s (vite.chunk-groups.ts).
 */
const FILE_BUDGET = 16;

/** Modules the sign-up page must never download: each belongs to a later or another screen. */
const NOT_ON_SIGNUP: [string, RegExp][] = [
  ['the invite forms', /^web\/(features\/invites\/|components\/admin-)/],
  ['the review workspace', /^web\/features\/(admin-workspace|review-[a-z-]+)\//],
  ['the recorder', /^web\/features\/recording\/|node_modules\/tus-js-client\//],
  [
    'the answer editor',
    /^web\/features\/assessment\/components\/answer-editor|node_modules\/(@tiptap|@mantine\/tiptap|prosemirror-)/,
  ],
  // The sign-up page parses with zod/mini (shared/invite-view.schema.ts): a third of the weight.
  ["zod's full API", /node_modules\/zod\/v4\/classic\//],
];

test.describe('the sign-up page is light', () => {
  const manifest = readManifest();
  const weight = routeWeight(SIGN_UP_ROUTE_MODULES, manifest);
  const modules = modulesByFile(manifest);
  console.log(`The sign-up route, per file (brotli, gzip, raw):\n${formatWeight(weight)}`);

  test(`needs at most ${JS_BUDGET / KIB} KiB of JavaScript, brotli-compressed`, () => {
    expect(total(weight.js, 'brotli'), formatWeight(weight)).toBeLessThanOrEqual(JS_BUDGET);
  });

  test(`needs at most ${JS_BUDGET / KIB} KiB of JavaScript with its words in another language`, () => {
    // The heaviest of the page's other languages: a candidate reads one of them, or English.
    const languages = catalogueWeights('sign-up', manifest);
    expect(languages.map(({ via }) => via.replace(/^.*\//, '')).sort()).toEqual(
      LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)
        .map((language) => `${language}.ts`)
        .sort(),
    );
    const heaviest = languages[0]!;
    const withLanguage = { ...weight, js: [...weight.js, heaviest] };
    console.log(`The sign-up route in ${heaviest.via}:\n${formatWeight(withLanguage)}`);
    expect(total(withLanguage.js, 'brotli'), formatWeight(withLanguage)).toBeLessThanOrEqual(
      JS_BUDGET,
    );
  });

  test(`needs at most ${CSS_BUDGET / KIB} KiB of CSS, brotli-compressed`, () => {
    expect(weight.css.length).toBeGreaterThan(0);
    expect(total(weight.css, 'brotli'), formatWeight(weight)).toBeLessThanOrEqual(CSS_BUDGET);
  });

  for (const [page, routeModules] of [
    ['the sign-up page', SIGN_UP_ROUTE_MODULES],
    ['/admin', ADMIN_ROUTE_MODULES],
    // A reviewer's two pages, with the workspace's frame: on a phone they set the mobile LCP the
    // same way (docs/capacity.md, the reviewer's pages).
    ['the candidates list', CANDIDATES_LIST_ROUTE_MODULES],
    ["a candidate's page", CANDIDATE_ROUTE_MODULES],
  ] as const) {
    test(`${page} needs at most ${FILE_BUDGET} files before it can draw`, () => {
      const route = routeFiles(routeModules, manifest);
      const files = [...route.js, ...route.css];
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(FILE_BUDGET);
    });
  }

  test('downloads nothing of the admin, the review workspace, the recorder or the editor', () => {
    const found = weight.js.flatMap(({ file }) =>
      (modules.get(file) ?? []).flatMap((id) =>
        NOT_ON_SIGNUP.filter(([, pattern]) => pattern.test(id)).map(
          ([area]) => `${area}: ${id} (in ${file})`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  test('the share link page downloads nothing of the admin or the review workspace', () => {
    const share = routeFiles(SHARE_ROUTE_MODULES, manifest);
    const workspace =
      /^web\/(features\/(admin-[a-z-]+|review-[a-z-]+|shares)\/|components\/admin-)/;
    const found = share.js.flatMap((file) =>
      (modules.get(file) ?? [])
        .filter((id) => workspace.test(id))
        .map((id) => `${id} (in ${file})`),
    );
    expect(found).toEqual([]);
  });

  test('pdf.js is a file of its own, loaded only with a PDF answer to preview', () => {
    const pdfFiles = [...modules]
      .filter(([, ids]) => ids.some((id) => id.includes('node_modules/pdfjs-dist/')))
      .map(([file]) => file);
    expect(pdfFiles).toHaveLength(1);
    const pages = [
      SIGN_UP_ROUTE_MODULES,
      ADMIN_ROUTE_MODULES,
      CANDIDATES_LIST_ROUTE_MODULES,
      CANDIDATE_ROUTE_MODULES,
      SHARE_ROUTE_MODULES,
    ].map((routeModules) => routeFiles(routeModules, manifest).js);
    const assessment = routeKeys(manifest, ['routes/assessment-route.tsx']).map(
      (key) => manifest[key]?.file,
    );
    for (const files of [...pages, assessment]) expect(files).not.toContain(pdfFiles[0]);
  });

  test('the assessment loads the editor only when the questions step asks for it', () => {
    const editorFiles = [...modules]
      .filter(([, ids]) => ids.some((id) => id.includes('answer-editor.tsx')))
      .map(([file]) => file);
    expect(editorFiles).toHaveLength(1);
    const assessmentFiles = routeKeys(manifest, ['routes/assessment-route.tsx']).map(
      (key) => manifest[key]?.file,
    );
    expect(assessmentFiles).not.toContain(editorFiles[0]);
  });
});

/**
 * The front end on the wire (docs/benchmarks.md): what the sign-up page, /admin, and a signed-in
 * reviewer's candidates list and candidate page download, with the compression the server does
 * and with `Accept-Encoding: identity` forced, and Lighthouse 13 (mobile and desktop presets) both
 * ways, with its total blocking time. Not a test: it prints figures.
 *
 *   npm run build && npm run bench:web
 *   npm run bench:web -- --runs 3          (median of 3 Lighthouse runs per cell)
 *   npm run bench:web -- --no-lighthouse   (transfer and manifest figures only)
 *   npm run bench:web -- --mobile-only     (Lighthouse's mobile preset, compressed, alone)
 *   npm run bench:web -- --report-dir D    (each Lighthouse report kept as JSON in D)
 *   npm run bench:web -- --pages sign-up,list,candidate   (some of the pages only)
 *
 * It measures the build in dist/web and makes none. It runs the real server on a temporary data
 * folder, seeded with 60 candidates for the reviewer's pages (scripts/seed-candidates.ts); every
 * request goes to 127.0.0.1. Chromium: CHROME_PATH, else Debian's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createInvite } from '../e2e/support/api';
import { BASE_FLAGS, findChromium } from '../e2e/support/chromium';
import { startServer, temporaryDataDir, type RunningServer } from '../e2e/support/server';
import {
  ADMIN_ROUTE_MODULES,
  CANDIDATE_ROUTE_MODULES,
  CANDIDATES_LIST_ROUTE_MODULES,
  routeWeight,
  SIGN_UP_ROUTE_MODULES,
  readManifest,
  total,
  type RouteWeight,
} from '../e2e/support/route-weight';
import { runLighthouse, type LighthouseFigures, type LighthousePreset } from './web-lighthouse';
import { reviewedCandidateId, reviewerCookie, seedReviewerData } from './web-reviewer';
import { measurePageTransfer, type PageTransfer } from './web-transfer';

const DIST = path.resolve(import.meta.dirname, '..', 'dist', 'web');
/** The whole run stops after this long, whatever happens. */
const RUN_LIMIT_MS = 12 * 60_000;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'no-lighthouse': { type: 'boolean', default: false },
    'mobile-only': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    pages: { type: 'string', default: 'sign-up,/admin,list,candidate' },
  },
});
const lighthouseRuns = Math.max(1, Number(values.runs) || 1);

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(
    'No build in dist/web: run `npm run build` first (bench:web measures, not builds).',
  );
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found: install one or set CHROME_PATH.');

/** What the pages are opened with: an invite to sign up with, a reviewer's session. */
interface BenchContext {
  inviteCode: string;
  cookie: string;
  candidateId: string;
}
interface BenchPage {
  label: string;
  path: (context: BenchContext) => string;
  modules: string[];
  /** Opened signed in, as a reviewer. */
  signedIn?: boolean;
  /** What is on the page once it is usable. */
  ready: string;
}
const ALL_PAGES: BenchPage[] = [
  {
    label: 'sign-up',
    path: ({ inviteCode }) => `/invite/${inviteCode}`,
    modules: SIGN_UP_ROUTE_MODULES,
    ready: 'input, button',
  },
  { label: '/admin', path: () => '/admin', modules: ADMIN_ROUTE_MODULES, ready: 'input, button' },
  {
    label: 'list',
    path: () => '/admin/candidates',
    modules: CANDIDATES_LIST_ROUTE_MODULES,
    signedIn: true,
    // A candidate's link: the list has drawn its rows.
    ready: 'a[href^="/admin/candidates/"]:visible',
  },
  {
    label: 'candidate',
    path: ({ candidateId }) => `/admin/candidates/${candidateId}`,
    modules: CANDIDATE_ROUTE_MODULES,
    signedIn: true,
    ready: 'video',
  },
];
const PAGES = ALL_PAGES.filter((page) => values.pages.split(',').includes(page.label));
if (PAGES.length === 0) throw new Error(`--pages: none of ${values.pages} is a page here.`);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (identity: number, compressed: number) =>
  `${(identity / Math.max(compressed, 1)).toFixed(1)}x`;
const row = (widths: number[], cells: string[]) =>
  console.log(cells.map((cell, index) => cell.padEnd(widths[index] ?? 10)).join(''));
const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)] as number;

function printTransfer(page: BenchPage, compressed: PageTransfer, identity: PageTransfer) {
  const widths = [11, 6, 8, 14, 14, 8];
  for (const kind of ['js', 'css', 'all'] as const) {
    row(widths, [
      page.label,
      kind === 'all' ? 'all' : kind.toUpperCase(),
      String(compressed[kind].files),
      kib(compressed[kind].bytes),
      kib(identity[kind].bytes),
      ratio(identity[kind].bytes, compressed[kind].bytes),
    ]);
  }
  const encodings = (transfer: PageTransfer) => [...transfer.encodings].join('+');
  console.log(
    `${''.padEnd(11)}Content-Encoding of JS/CSS: ${encodings(compressed)} / ${encodings(identity)}`,
  );
}

function printRouteWeight(page: BenchPage, weight: RouteWeight, details: boolean) {
  const widths = [44, 12, 12, 12];
  if (details) {
    row(widths, ['file', 'raw', 'gzip', 'brotli']);
    for (const file of [...weight.js, ...weight.css].slice(0, 12)) {
      row(widths, [file.file, kib(file.raw), kib(file.gzip), kib(file.brotli)]);
    }
    const rest = weight.js.length + weight.css.length - 12;
    if (rest > 0) console.log(`… and ${rest} smaller files`);
  }
  for (const kind of ['js', 'css'] as const) {
    const files = weight[kind];
    row(widths, [
      `${page.label}: ${kind.toUpperCase()} total, ${files.length} files`,
      kib(total(files, 'raw')),
      kib(total(files, 'gzip')),
      kib(total(files, 'brotli')),
    ]);
  }
}

async function lighthouseMedian(
  url: string,
  preset: LighthousePreset,
  identity: boolean,
  cookie: string | undefined,
): Promise<{ median: LighthouseFigures; runs: LighthouseFigures[] }> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    runs.push(
      await runLighthouse(url, {
        chromePath: chromePath as string,
        preset,
        identity,
        cookie,
        reportDir: values['report-dir'],
      }),
    );
  }
  const pick = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  const figures = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    totalBytes: pick('totalBytes'),
  };
  return { median: figures, runs };
}

/** Each run's score, LCP and TBT, for the spread the median hides. */
const eachRun = (runs: LighthouseFigures[]) =>
  runs
    .map(
      (run) => `${run.performance} ${(run.lcpMs / 1000).toFixed(1)} s ${Math.round(run.tbtMs)} ms`,
    )
    .join(' | ');

async function bench(server: RunningServer) {
  const { code } = await createInvite(server.url);
  const cookie = await reviewerCookie(server.url);
  const context: BenchContext = {
    inviteCode: code,
    cookie,
    // Only where a signed-in page is measured: the reviewer's data is seeded only then.
    candidateId: PAGES.some((page) => page.signedIn)
      ? await reviewedCandidateId(server.url, cookie)
      : '',
  };
  const url = (page: BenchPage) => `${server.url}${page.path(context)}`;
  const cookieOf = (page: BenchPage) => (page.signedIn ? cookie : undefined);
  console.log(`Build: ${path.relative(process.cwd(), DIST)}; server ${server.url}\n`);

  console.log('1. Transferred before the page is usable (Chromium, cold cache, 390 px)');
  console.log('   bytes received incl. headers (CDP encodedDataLength)\n');
  row([11, 6, 8, 14, 14, 8], ['page', 'kind', 'files', 'compressed', 'identity', 'ratio']);
  const browser = await chromium.launch({
    executablePath: chromePath as string,
    headless: true,
    args: BASE_FLAGS,
  });
  try {
    for (const page of PAGES) {
      const options = { ready: page.ready, cookie: cookieOf(page) };
      const compressed = await measurePageTransfer(browser, url(page), {
        ...options,
        identity: false,
      });
      const identity = await measurePageTransfer(browser, url(page), {
        ...options,
        identity: true,
      });
      printTransfer(page, compressed, identity);
    }
  } finally {
    await browser.close();
  }

  console.log(
    '\n2. What the route needs, from the build manifest (entry + route chunks, static imports)\n',
  );
  for (const [index, page] of PAGES.entries()) {
    printRouteWeight(page, routeWeight(page.modules, readManifest(DIST), DIST), index === 0);
    console.log('');
  }

  if (values['no-lighthouse']) return;
  const median = lighthouseRuns > 1 ? `, median of ${lighthouseRuns}` : '';
  console.log(`3. Lighthouse 13, default simulated throttling${median}\n`);
  const widths = [11, 9, 13, 7, 7, 10, 8, 9, 12];
  row(widths, [
    'page',
    'preset',
    'compression',
    'perf',
    'a11y',
    'best-pr.',
    'LCP',
    'TBT',
    'transferred',
  ]);
  for (const page of PAGES) {
    const presets = values['mobile-only']
      ? (['mobile'] as const)
      : (['mobile', 'desktop'] as const);
    for (const preset of presets) {
      for (const identity of values['mobile-only'] ? [false] : [false, true]) {
        const measured = await lighthouseMedian(url(page), preset, identity, cookieOf(page));
        const figures = measured.median;
        row(widths, [
          page.label,
          preset,
          identity ? 'identity' : 'br (server)',
          String(figures.performance),
          String(figures.accessibility),
          String(figures.bestPractices),
          `${(figures.lcpMs / 1000).toFixed(1)} s`,
          `${Math.round(figures.tbtMs)} ms`,
          kib(figures.totalBytes),
        ]);
        if (measured.runs.length > 1)
          console.log(`${''.padEnd(11)}runs: ${eachRun(measured.runs)}`);
      }
    }
  }
}

const dataDir = temporaryDataDir();
if (PAGES.some((page) => page.signedIn)) await seedReviewerData(dataDir);
const server = await startServer({ dataDir });
const limit = setTimeout(() => {
  console.error(`\nStopped after ${RUN_LIMIT_MS / 60_000} minutes.`);
  void server.stop('SIGKILL').then(() => process.exit(2));
}, RUN_LIMIT_MS);
try {
  await bench(server);
} finally {
  clearTimeout(limit);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

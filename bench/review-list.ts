/**
 * The review workspace at 10,000 candidates, or at several sizes side by side: p50/p99 and CPU per
 * request of the candidates list with and without each filter and sort, a deep page, and one
 * candidate's page, on PGlite and PostgreSQL. Not a test: it prints figures.
 *
 *   npm run bench:review
 *   npm run bench:review -- --candidates 10000,100000   (each size seeded fresh; CPU ratio shown)
 *   npm run bench:review -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:review -- --candidates 2000 --requests 100
 *   npm run bench:review -- --vacuum     (VACUUM (ANALYZE) after seeding, for comparison)
 *
 * PGlite runs in a fresh temporary folder. PostgreSQL runs when TEST_DATABASE_URL or
 * --database-url names a server: a database `prescreen_bench` is made fresh there and dropped
 * afterwards. Requests go through `app.inject` in this process: no network, bounded in count.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/db/client';
import { candidates } from '../server/db/schema';
import { listRoles } from '../server/features/roles/roles.service';
import { loadAdminPasskey } from '../server/features/admin-auth/passkey.service';
import { seedCandidates } from '../scripts/seed-candidates';
import { measureCase, type BenchCase, type CaseResult, type MeasureLimits } from './review-measure';
import { scratchDatabase } from './scratch-database';

const BENCH_PASSKEY = 'bench-passkey-0123456789';
const BENCH_DATABASE = 'prescreen_bench';
/** The list's p99 at the largest size (docs/capacity.md), per database. */
const GOAL_MS: Record<Kind, number> = { PGlite: 50, PostgreSQL: 20 };
/** CPU per list request at the largest size against the smallest: flat means at most this. */
const GOAL_CPU_RATIO = 1.5;
/** The whole run stops after this long per database and size, whatever happens. */
const RUN_LIMIT_PER_SEED_MS = 15 * 60_000;

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    /** Runs VACUUM (ANALYZE) after seeding: PGlite has no autovacuum to do it. */
    vacuum: { type: 'boolean', default: false },
  },
});
const sizes = values.candidates.split(',').map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  throw new Error('--candidates takes whole numbers, comma-separated: 10000,100000');
}
const smallestSize = Math.min(...sizes);
const largestSize = Math.max(...sizes);
const limits: MeasureLimits = {
  warmup: Number(values.warmup),
  requests: Number(values.requests),
  budgetMs: 20_000,
  minimum: 20,
};
const postgresAdminUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL;

type Kind = 'PGlite' | 'PostgreSQL';
/** Removed at the very end: the upload store creates its folder in the background. */
const tempFolders: string[] = [];
type Results = Map<string, CaseResult>;
/** Results by database, then by size. */
type AllResults = Map<Kind, Map<number, Results>>;

/** The cases, with parameters taken from the seeded data (a role, a name, candidate ids). */
async function benchCases(database: DatabaseHandle): Promise<BenchCase[]> {
  const sample = await database.db
    .select({ id: candidates.id, email: candidates.email })
    .from(candidates)
    .orderBy(sql`random()`)
    .limit(200);
  const first = sample[0];
  if (!first) throw new Error('The seed wrote no candidates.');
  const ids = sample.map((row) => row.id);
  // The same role on both databases (the catalogue's first); the names are random per seed.
  const [role] = await listRoles(database.db);
  const list = (search: string, label = search): BenchCase => ({
    name: `list ${label || '(no filter)'}`,
    isList: true,
    url: () => `/api/admin/candidates${search ? `?${search}` : ''}`,
  });
  const candidate = (suffix: string, label: string): BenchCase => ({
    name: label,
    isList: false,
    url: (index) => `/api/admin/candidates/${ids[index % ids.length]}${suffix}`,
  });
  return [
    { name: 'reference: GET /api/health', isList: false, url: () => '/api/health' },
    { name: 'reference: GET /api/admin/session', isList: false, url: () => '/api/admin/session' },
    list(''),
    list(`role=${role?.id}`, 'role=(first role)'),
    list('status=shortlisted'),
    list('video=ready'),
    list('video=failed'),
    list('overTime=true'),
    list('q=son', 'q=son (many names)'),
    list(`q=${encodeURIComponent(first.email)}`, 'q=(one email)'),
    list('q=an&status=rejected'),
    list('sort=score'),
    list('sort=completed&order=asc'),
    list('page=300'),
    list('pageSize=100&sort=score&video=ready'),
    candidate('', 'candidate page /:id'),
    candidate('/neighbours', 'neighbours /:id/neighbours'),
    candidate('/neighbours?sort=score&status=shortlisted', 'neighbours, sorted and filtered'),
  ];
}

async function benchOne(
  kind: Kind,
  candidateCount: number,
  cases: { names: string[] },
): Promise<Results> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-bench-review-'));
  tempFolders.push(dataDir);
  const postgres =
    kind === 'PostgreSQL'
      ? await scratchDatabase(postgresAdminUrl as string, BENCH_DATABASE)
      : null;
  const database = postgres
    ? await openPostgres(postgres.url)
    : await openPglite(path.join(dataDir, 'db'));
  try {
    console.log(`\n${kind}: seeding ${candidateCount} candidates…`);
    const seeded = await seedCandidates(database.db, { candidates: candidateCount, dataDir });
    console.log(`${kind}: ${seeded.totalRows} rows in ${(seeded.elapsedMs / 1000).toFixed(1)} s`);
    if (values.vacuum) {
      const started = performance.now();
      await database.db.execute(sql`vacuum (analyze)`);
      console.log(`${kind}: VACUUM (ANALYZE) in ${(performance.now() - started).toFixed(0)} ms`);
    }
    const passkey = await loadAdminPasskey(database.db, BENCH_PASSKEY);
    const app = await buildApp({ database, passkey, dataDir, webDir: '/nonexistent' });
    await app.ready();
    try {
      // Signed in like a reviewer's browser: a session cookie, so each request checks a session.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { passkey: BENCH_PASSKEY },
      });
      const cookie = String(signIn.headers['set-cookie'] ?? '').split(';')[0] as string;
      const headers = { cookie };
      const results: Results = new Map();
      for (const benchCase of await benchCases(database)) {
        if (!cases.names.includes(benchCase.name)) cases.names.push(benchCase.name);
        const result = await measureCase(app, benchCase, headers, limits);
        results.set(benchCase.name, result);
        const shown =
          result.error ??
          `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, CPU ${result.cpuMs.toFixed(2)} ms`;
        console.log(`  ${benchCase.name.padEnd(44)} ${shown}`);
      }
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await postgres?.drop();
  }
}

const cell = (result: CaseResult | undefined, key: 'p50' | 'p99' | 'cpuMs') => {
  if (!result) return '—';
  if (result.error) return key === 'p50' ? `error ${result.error.slice(0, 20)}` : '';
  // A case cut short by its time budget is marked, with how many requests it timed.
  const cut = key === 'p99' && result.requests < limits.requests ? ` (n=${result.requests})` : '';
  return `${result[key].toFixed(key === 'cpuMs' ? 2 : 1)}${cut}`;
};

/** Which code was measured: the commit, and whether the server's files differ from it. */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const commit = git('log', '-1', '--format=%h %s').slice(0, 80);
    const changed = git('status', '--porcelain', '--', 'server').split('\n').filter(Boolean);
    return `${commit}${changed.length ? ` + ${changed.length} uncommitted file(s) under server/` : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

function printAligned(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (row: string[]) =>
    row
      .map((value, column) =>
        column === 0
          ? value.padEnd(widths[column] as number)
          : value.padStart(widths[column] as number),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const thousands = (size: number) => (size >= 1000 ? `${size / 1000}k` : String(size));

/** A case's CPU per request, largest size over smallest; NaN with one size or an error. */
function cpuRatio(bySize: Map<number, Results>, name: string): number {
  const small = bySize.get(smallestSize)?.get(name);
  const large = bySize.get(largestSize)?.get(name);
  if (sizes.length < 2 || !small || !large || small.error || large.error) return NaN;
  return large.cpuMs / small.cpuMs;
}

/** A database's worst list p99, and its worst list CPU ratio (largest size over smallest). */
function listVerdicts(bySize: Map<number, Results>) {
  let worstP99 = NaN;
  let worstRatio = NaN;
  for (const [name, result] of bySize.get(largestSize) ?? []) {
    if (!name.startsWith('list') && !name.startsWith('neighbours')) continue;
    if (result.error) continue;
    worstP99 = Number.isNaN(worstP99) ? result.p99 : Math.max(worstP99, result.p99);
    const ratio = cpuRatio(bySize, name);
    if (!Number.isNaN(ratio))
      worstRatio = Number.isNaN(worstRatio) ? ratio : Math.max(worstRatio, ratio);
  }
  return { worstP99, worstRatio };
}

function printTable(names: string[], all: AllResults): void {
  console.log(`\nReview workspace at ${sizes.map(thousands).join(' and ')} candidates`);
  console.log(`Code: ${codeVersion()}`);
  console.log(
    `Statistics: ${values.vacuum ? 'VACUUM (ANALYZE) after seeding' : 'as left by the seed (no VACUUM or ANALYZE; --vacuum to run one)'}`,
  );
  console.log(
    `(app.inject in process, ${limits.requests} requests per case after ${limits.warmup} warm-up, signed in with a session cookie; ms per request; CPU: this process, every thread)`,
  );
  for (const [kind, bySize] of all) {
    const header = ['case'];
    for (const size of sizes) {
      const at = thousands(size);
      header.push(`matches ${at}`, `p50 ${at}`, `p99 ${at}`, `CPU ${at}`);
    }
    if (sizes.length > 1) header.push('CPU ratio');
    const rows = names.map((name) => {
      const row = [name];
      for (const size of sizes) {
        const result = bySize.get(size)?.get(name);
        const total = result?.total;
        row.push(total === null || total === undefined ? '' : String(total));
        row.push(cell(result, 'p50'), cell(result, 'p99'), cell(result, 'cpuMs'));
      }
      if (sizes.length > 1) {
        const ratio = cpuRatio(bySize, name);
        row.push(Number.isNaN(ratio) ? '' : `${ratio.toFixed(2)}×`);
      }
      return row;
    });
    console.log(`\n${kind}`);
    printAligned(header, rows);
    const { worstP99, worstRatio } = listVerdicts(bySize);
    const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
    console.log(
      `Goal: list and neighbours p99 ≤ ${GOAL_MS[kind]} ms at ${thousands(largestSize)}: ` +
        (Number.isNaN(worstP99)
          ? 'not measured'
          : `${verdict(worstP99 <= GOAL_MS[kind])} (worst ${worstP99.toFixed(1)} ms)`),
    );
    if (sizes.length > 1 && kind === 'PostgreSQL')
      console.log('CPU: the database server is another process, so only the times compare here.');
    else if (sizes.length > 1)
      console.log(
        `Goal: CPU per request at the largest size ≤ ${GOAL_CPU_RATIO}× the smallest: ` +
          (Number.isNaN(worstRatio)
            ? 'not measured'
            : `${verdict(worstRatio <= GOAL_CPU_RATIO)} (worst ${worstRatio.toFixed(2)}×)`),
      );
  }
  if (!postgresAdminUrl)
    console.log('\nPostgreSQL: not run (set TEST_DATABASE_URL or --database-url).');
}

async function main(): Promise<void> {
  const kinds: Kind[] = postgresAdminUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const runLimitMs = RUN_LIMIT_PER_SEED_MS * kinds.length * sizes.length;
  const stop = setTimeout(() => {
    console.error(`The benchmark ran longer than ${runLimitMs / 60_000} minutes: stopped.`);
    process.exit(2);
  }, runLimitMs);
  stop.unref();
  const cases = { names: [] as string[] };
  const all: AllResults = new Map();
  for (const kind of kinds) {
    const bySize = new Map<number, Results>();
    for (const size of sizes) bySize.set(size, await benchOne(kind, size, cases));
    all.set(kind, bySize);
  }
  printTable(cases.names, all);
  for (const folder of tempFolders) fs.rmSync(folder, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});

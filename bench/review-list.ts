/**
 * The review workspace at 10,000 candidates (issue #8): p50/p99 of the candidates list with and
 * without each filter and sort, a deep page, and one candidate's page, on PGlite and PostgreSQL.
 * Not a test: it prints figures.
 *
 *   npm run bench:review
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
const GOAL_MS = 100;
/** The whole run stops after this long, whatever happens. */
const RUN_LIMIT_MS = 15 * 60_000;

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
const candidateCount = Number(values.candidates);
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

async function benchOne(kind: Kind, cases: { names: string[] }): Promise<Results> {
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
          result.error ?? `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`;
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

const cell = (result: CaseResult | undefined, key: 'p50' | 'p99') => {
  if (!result) return '—';
  if (result.error) return key === 'p50' ? `error ${result.error.slice(0, 20)}` : '';
  // A case cut short by its time budget is marked, with how many requests it timed.
  const cut = key === 'p99' && result.requests < limits.requests ? ` (n=${result.requests})` : '';
  return `${result[key].toFixed(1)}${cut}`;
};

/** Which code was measured: the commit, and whether the server's files differ from it. */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const commit = git('log', '-1', '--format=%h %s');
    const changed = git('status', '--porcelain', '--', 'server').split('\n').filter(Boolean);
    return `${commit}${changed.length ? ` + ${changed.length} uncommitted file(s) under server/` : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

function printTable(names: string[], byKind: Map<Kind, Results>): void {
  const header = [
    'case',
    'matches',
    'PGlite p50',
    'PGlite p99',
    'PostgreSQL p50',
    'PostgreSQL p99',
  ];
  const rows = names.map((name) => {
    const pglite = byKind.get('PGlite')?.get(name);
    const postgres = byKind.get('PostgreSQL')?.get(name);
    const total = pglite?.total ?? postgres?.total;
    return [
      name,
      total === null || total === undefined ? '' : String(total),
      cell(pglite, 'p50'),
      cell(pglite, 'p99'),
      cell(postgres, 'p50'),
      cell(postgres, 'p99'),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (row: string[]) =>
    row
      .map((value, column) =>
        column < 2
          ? value.padEnd(widths[column] as number)
          : value.padStart(widths[column] as number),
      )
      .join('  ');
  console.log(`\nReview workspace at ${candidateCount} candidates, milliseconds per request`);
  console.log(`Code: ${codeVersion()}`);
  console.log(
    `Statistics: ${values.vacuum ? 'VACUUM (ANALYZE) after seeding' : 'as left by the seed (no VACUUM or ANALYZE; --vacuum to run one)'}`,
  );
  console.log(
    `(app.inject in process, ${limits.requests} requests per case after ${limits.warmup} warm-up, signed in with a session cookie)\n`,
  );
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));

  const listP99 = [...(byKind.get('PGlite')?.entries() ?? [])]
    .filter(([name, result]) => name.startsWith('list') && !result.error)
    .map(([, result]) => result.p99);
  const worst = listP99.length ? Math.max(...listP99) : NaN;
  const verdict = Number.isNaN(worst) ? 'not measured' : worst < GOAL_MS ? 'met' : 'NOT met';
  console.log(
    `\nGoal: list p99 < ${GOAL_MS} ms at 10,000 candidates on PGlite: ${verdict}` +
      (Number.isNaN(worst) ? '' : ` (worst list p99 ${worst.toFixed(1)} ms)`),
  );
  if (!postgresAdminUrl)
    console.log('PostgreSQL: not run (set TEST_DATABASE_URL or --database-url).');
}

async function main(): Promise<void> {
  const stop = setTimeout(() => {
    console.error(`The benchmark ran longer than ${RUN_LIMIT_MS / 60_000} minutes: stopped.`);
    process.exit(2);
  }, RUN_LIMIT_MS);
  stop.unref();
  const cases = { names: [] as string[] };
  const byKind = new Map<Kind, Results>();
  byKind.set('PGlite', await benchOne('PGlite', cases));
  if (postgresAdminUrl) byKind.set('PostgreSQL', await benchOne('PostgreSQL', cases));
  printTable(cases.names, byKind);
  for (const folder of tempFolders) fs.rmSync(folder, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});

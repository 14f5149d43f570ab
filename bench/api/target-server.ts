import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {
  E2E_PASSKEY,
  freePort,
  SERVE_ARGS,
  serverEnvironment,
  temporaryDataDir,
} from '../../e2e/support/server';

/** The admin passkey the server is started with (the e2e tests' own). */
export const BENCH_PASSKEY = E2E_PASSKEY;
const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface TargetOptions {
  /** A PostgreSQL URL; PGlite in the data folder when absent. */
  databaseUrl?: string;
  /** Reuse a data folder (a restart); a new one when absent. */
  dataDir?: string;
  /** Write a V8 CPU profile here when the server stops (`node --cpu-prof`). */
  cpuProfileDir?: string;
  /** Each JSON log line, parsed (the server logs at `info`, as it does by default). */
  onLogLine?: (line: Record<string, unknown>) => void;
  /** More settings, e.g. object storage (`S3_*`). */
  env?: Record<string, string>;
  /** Another build of the server than `npm run serve`'s (a work in progress built elsewhere). */
  entry?: string;
}

export interface TargetServer {
  url: string;
  pid: number;
  dataDir: string;
  /** From spawning the process to the first 200 from `/api/health`. */
  startMs: number;
  stop(): Promise<void>;
}

function readLines(child: ChildProcess, onLine: (line: Record<string, unknown>) => void) {
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (text) => {
    if (!text.startsWith('{')) return;
    try {
      onLine(JSON.parse(text) as Record<string, unknown>);
    } catch {
      // a line that is not a log record
    }
  });
}

/**
 * Starts the product as `npm run serve` does (info logs, behind a trusted proxy so each simulated
 * candidate has an address of its own for the rate limits) and waits until it is healthy.
 */
export async function startTarget(options: TargetOptions = {}): Promise<TargetServer> {
  const dataDir = options.dataDir ?? temporaryDataDir();
  const port = await freePort();
  const profileFlags = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const began = performance.now();
  const serveArgs = options.entry ? [...SERVE_ARGS.slice(0, -1), options.entry] : SERVE_ARGS;
  const child = spawn(process.execPath, [...profileFlags, ...serveArgs], {
    cwd: ROOT,
    env: serverEnvironment(port, dataDir, {
      DATABASE_URL: options.databaseUrl ?? '',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  readLines(child, options.onLogLine ?? (() => undefined));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not healthy within 120 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startMs = performance.now() - began;

  return {
    url,
    pid: child.pid as number,
    dataDir,
    startMs,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

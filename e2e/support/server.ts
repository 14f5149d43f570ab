import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_PASSKEY = 'e2e-passkey-0123456789';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The node arguments of `npm run serve`, read from package.json, so the tests and benchmarks start
 * the server exactly as a user's `npm start` does (flags included).
 */
export const SERVE_ARGS: string[] = (() => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  // `exec` hands npm's signals straight to node (see package.json's "start").
  const [command, ...args] = manifest.scripts.serve.replace(/^exec /, '').split(/\s+/);
  if (command !== 'node') throw new Error('`npm run serve` is expected to start node');
  return args;
})();

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's own process id. */
  pid: number | undefined;
  output: () => string;
  /** The process has not exited. */
  running(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-e2e-'));
}

/** Names the data folder global-setup.ts left behind: the server's first start, done once. */
export const DATA_TEMPLATE_VARIABLE = 'E2E_DATA_TEMPLATE';

/**
 * A new data folder as a server's first start leaves it (database created and migrated, the
 * catalogue's roles), copied from the one global-setup.ts made: a fresh start costs ~6 s here, a
 * start on a copy ~2.6 s. An empty folder where there is no such copy (a test run without the
 * global set-up). The journeys about the first start itself start on an empty folder.
 */
export function preparedDataDir(): string {
  const dataDir = temporaryDataDir();
  const template = process.env[DATA_TEMPLATE_VARIABLE];
  if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** The server's environment on loopback: this machine's, then the port, folder and passkey. */
export function serverEnvironment(
  port: number,
  dataDir: string,
  more: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSKEY: E2E_PASSKEY,
    // The journeys invite to the catalogue's fictional roles; a journey that starts from no
    // roles at all says DEMO_ROLES: 'false'.
    DEMO_ROLES: 'true',
    ...more,
  };
}

/**
 * Starts the real server (`npm run serve`'s command) and waits until it answers its health check.
 * Without a data folder: a prepared one, unless the environment is the test's own (it may change
 * what the first start does: no catalogue, no passkey, another database), then an empty one.
 */
const START_LIMIT_MS = 120_000;
const STOP_LIMIT_MS = 30_000;

export async function startServer(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (options.env ? temporaryDataDir() : preparedDataDir());
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, SERVE_ARGS, {
    cwd: ROOT,
    env: serverEnvironment(port, dataDir, { LOG_LEVEL: 'warn', ...options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;

  // A start takes ~8 s of CPU on the slow machines; beside other journeys it took over a minute.
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    const result = await Promise.race([
      exited.then(() => 'exited' as const),
      // A port that accepts and never answers (another process took it) must not hang the start.
      fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => (response.ok ? ('up' as const) : ('down' as const)))
        .catch(() => 'down' as const),
    ]);
    if (result === 'up') break;
    if (result === 'exited') throw new Error(`The server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      // The server ends within its shutdown grace; one that does not is killed and reported.
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_LIMIT_MS)),
      ]);
      if (stopped) return;
      child.kill('SIGKILL');
      await exited;
      throw new Error(`The server did not stop within ${STOP_LIMIT_MS / 1000} s:\n${output}`);
    },
  };
}

/** Runs the server command to its end (for start-up failures); answers its exit code and output. */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, SERVE_ARGS, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

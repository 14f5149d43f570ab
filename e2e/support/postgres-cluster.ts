import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, so a test may stop
 * and restart it without touching the machine's. PostgreSQL refuses to run as root: there, its
 * commands run as the `postgres` user.
 */
export interface PostgresCluster {
  url: string;
  /** `pg_ctl restart -m fast`: what a failover, a minor upgrade or a maintenance window does. */
  restart(): Promise<void>;
  /** Stopped (fast mode) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const postgres = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await postgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) =>
    postgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args]);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await pgCtl('-m', 'fast', 'restart')),
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start: async () => void (await pgCtl('start')),
    remove: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

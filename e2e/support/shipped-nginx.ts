import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const SHIPPED_CONF = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

/** Debian's nginx, where installed (`apt-get install nginx`); null where it is not. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export interface RunningNginx {
  url: string;
  /** What nginx wrote to its error log (an upstream marked down, a 502's cause). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The shipped deploy/nginx.conf as it stands, with only its two `server appN:3000;` lines pointed
 * at these instances and its `listen` at a free loopback port, run by nginx as a child process
 * with its pid, logs and temporary files in a folder of its own.
 */
export async function startShippedNginx(instanceUrls: [string, string]): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-nginx-'));
  const port = await freePort();
  const hostPort = (url: string) => new URL(url).host;
  const shipped = fs.readFileSync(SHIPPED_CONF, 'utf8');
  const site = shipped
    .replace('server app1:3000;', `server ${hostPort(instanceUrls[0])};`)
    .replace('server app2:3000;', `server ${hostPort(instanceUrls[1])};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (site.includes('app1:3000') || site.includes('app2:3000') || !site.includes(String(port))) {
    throw new Error('deploy/nginx.conf no longer has the lines this test points elsewhere');
  }
  fs.writeFileSync(path.join(folder, 'prescreen.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${path.join(folder, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${path.join(folder, 'access.log')};`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(folder, 'prescreen.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-c', path.join(folder, 'nginx.conf'), '-p', folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => {
    const file = path.join(folder, 'error.log');
    return `${output}${fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''}`;
  };
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
    const answered = await fetch(`${url}/metrics`).then(
      (response) => response.status === 404,
      () => false,
    );
    if (answered) break;
    if (tries > 100) throw new Error(`nginx did not answer:\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

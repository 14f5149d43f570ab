import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { freePort, serverEnvironment, temporaryDataDir } from './support/server';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What a clone does not have, or a copy must not share. */
const LEFT_OUT = new Set(['node_modules', 'dist', 'data', '.git', '.tools', 'test-results']);

/**
 * The project copied to a folder of its own, its node_modules linked: `npm start` builds there, so
 * the dist/ that the other journeys' server serves is not rebuilt under it.
 */
function projectCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-npm-start-'));
  fs.cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(ROOT, source).split(path.sep)[0] ?? ''),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** `pid`'s descendants and their commands, as `ps` shows them. */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .flatMap((match) => (match ? [[Number(match[1]), Number(match[2]), match[3] ?? '']] : []));
  const found: { pid: number; args: string }[] = [];
  const parents = [pid];
  while (parents.length > 0) {
    const parent = parents.pop();
    for (const [child, ppid, args] of rows as [number, number, string][]) {
      if (ppid !== parent) continue;
      found.push({ pid: child, args });
      parents.push(child);
    }
  }
  return found;
}

test.describe('npm start under a process manager', () => {
  test('builds, serves the compiled server without a TypeScript loader, and stops it gracefully on SIGTERM to npm', async ({
    onFinished,
  }) => {
    test.setTimeout(200_000);
    const port = await freePort();
    const project = projectCopy();
    const npm = spawn('npm', ['start'], {
      cwd: project,
      env: serverEnvironment(port, temporaryDataDir(), { LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    // Whatever happens, nothing started here outlives the test.
    onFinished(() => {
      for (const { pid } of descendants(npm.pid as number)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      npm.kill('SIGKILL');
      fs.rmSync(project, { recursive: true, force: true });
    });
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(200);

    const servers = descendants(npm.pid as number).filter(({ args }) => args.startsWith('node '));
    expect(servers).toHaveLength(1);
    expect(servers[0]?.args).toContain('dist/server/main.mjs');
    expect(servers[0]?.args).not.toMatch(/tsx|\.ts\b/);

    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The server drained and closed, not left behind listening as an orphan.
    expect(output).toContain('shutting down');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});

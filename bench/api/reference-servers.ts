/**
 * The references the benchmark prints beside our figures, each in a process of its own so its
 * CPU is counted apart:
 *
 *   node --import tsx bench/api/reference-servers.ts fastify <port> <postgres-url or pglite-folder>
 *     bare Fastify, one route reading one row by key and one upserting one row: the same single
 *     query our endpoints make at least, on PGlite in the process or on PostgreSQL
 *   node --import tsx bench/api/reference-servers.ts tus <port> <folder>
 *     bare @tus/server with FileStore on plain node:http
 *   node --import tsx bench/api/reference-servers.ts file <port> <file> <content type>
 *     bare node:http serving one file at any path with the same Range handling as our video route
 *     (stat, range-parser, fs.createReadStream; 206, 416, the same headers)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import Fastify from 'fastify';
import pg from 'pg';
import parseRange from 'range-parser';
import { freePort } from '../../e2e/support/server';

export const REFERENCE_ROWS = 1000;

interface Query {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** `url`: a PostgreSQL URL, or a folder for PGlite (on the main thread, as PGlite is used plainly). */
async function openDatabase(url: string): Promise<Query> {
  const db: Query = url.startsWith('postgres')
    ? new pg.Pool({ connectionString: url, max: 10 })
    : await PGlite.create(url);
  await db.query('drop table if exists ref_answers, ref_candidates', []);
  await db.query('create table ref_candidates (key text primary key, name text not null)', []);
  await db.query(
    'create table ref_answers (key text not null, question int not null, html text not null, primary key (key, question))',
    [],
  );
  await db.query(
    `insert into ref_candidates select 'k' || i, 'Candidate ' || i from generate_series(0, ${REFERENCE_ROWS - 1}) i`,
    [],
  );
  return db;
}

async function serveFastify(port: number, url: string): Promise<void> {
  const db = await openDatabase(url);
  const app = Fastify();
  app.get<{ Params: { key: string } }>('/ref/read/:key', async (request) => {
    const { rows } = await db.query('select key, name from ref_candidates where key = $1', [
      request.params.key,
    ]);
    return { result: true, data: rows[0] ?? null };
  });
  app.put<{ Params: { key: string }; Body: { answer: string } }>(
    '/ref/write/:key',
    async (request) => {
      await db.query(
        `insert into ref_answers values ($1, 0, $2)
         on conflict (key, question) do update set html = excluded.html`,
        [request.params.key, request.body.answer],
      );
      return { result: true, status: 'Answer saved.' };
    },
  );
  await app.listen({ port, host: '127.0.0.1' });
}

function serveTus(port: number, folder: string): void {
  const tus = new TusServer({ path: '/files', datastore: new FileStore({ directory: folder }) });
  http
    .createServer((request, response) => void tus.handle(request, response))
    .listen(port, '127.0.0.1');
}

function serveFile(port: number, file: string, contentType: string): void {
  http
    .createServer((request, response) => {
      fs.stat(file, (error, stats) => {
        if (error) return void response.writeHead(404).end();
        const header = request.headers.range;
        const ranges = header ? parseRange(stats.size, header, { combine: true }) : -2;
        response.setHeader('Accept-Ranges', 'bytes');
        response.setHeader('Cache-Control', 'private, no-store');
        if (ranges === -1) {
          response.writeHead(416, { 'Content-Range': `bytes */${stats.size}` }).end();
          return;
        }
        const range = ranges !== -2 && ranges.length === 1 ? ranges[0] : undefined;
        response.setHeader('Content-Type', contentType);
        if (!range) {
          response.writeHead(200, { 'Content-Length': stats.size });
        } else {
          response.writeHead(206, {
            'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`,
            'Content-Length': range.end - range.start + 1,
          });
        }
        fs.createReadStream(file, range).pipe(response);
      });
    })
    .listen(port, '127.0.0.1');
}

export interface ReferenceServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts a reference in its own process and waits until it listens. */
export async function startReference(args: string[]): Promise<ReferenceServer> {
  const port = await freePort();
  const [mode, ...rest] = args;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'reference-servers.ts'),
      mode ?? '',
      String(port),
      ...rest,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`reference ${mode} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const [mode, port, extra, more] = process.argv.slice(2);
  if (mode === 'fastify') await serveFastify(Number(port), extra ?? '');
  else if (mode === 'tus') serveTus(Number(port), extra ?? '.');
  else if (mode === 'file') serveFile(Number(port), extra ?? '', more ?? 'video/webm');
  else throw new Error(`unknown reference ${mode}`);
}

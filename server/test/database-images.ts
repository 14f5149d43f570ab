import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPostgres } from '../db/client';
import {
  emptyPostgresDatabase,
  PGLITE_IMAGE_VARIABLE,
  POSTGRES_TEMPLATE_VARIABLE,
} from './test-databases';

const run = promisify(execFile);
const IMAGE_SCRIPT = path.join(import.meta.dirname, 'pglite-image.mjs');

/** `prescreen_template_<suffix>`: the migrated database each test file's PostgreSQL one copies. */
function templateName(): string {
  const suffix = (process.env.TEST_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '');
  return `prescreen_template_${suffix}`.toLowerCase();
}

async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = templateName();
  const handle = await openPostgres(await emptyPostgresDatabase(adminUrl, name));
  await handle.close();
  return name;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Runs once before the unit and API tests (after postgres-global-setup.ts): migrates one database
 * of each kind, so a test file's database is a copy instead of a new one migrated again. PGlite:
 * a dump of a migrated in-memory database, loaded by each file (~0.7 s instead of ~4 s of initdb
 * and migrations); PostgreSQL: a template database (`create database … template`). The workers
 * start after this and inherit the variables that name them (test-databases.ts reads them).
 */
export default async function databaseImages(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-test-images-'));
  const image = path.join(folder, 'pglite.tar');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [, template] = await Promise.all([
    run(process.execPath, [IMAGE_SCRIPT, image, MIGRATIONS_FOLDER], { timeout: 120_000 }),
    adminUrl ? migratedTemplate(adminUrl) : undefined,
  ]);
  process.env[PGLITE_IMAGE_VARIABLE] = image;
  if (template) process.env[POSTGRES_TEMPLATE_VARIABLE] = template;
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}

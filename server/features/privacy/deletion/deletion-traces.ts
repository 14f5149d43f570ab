import fs from 'node:fs';
import path from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { S3Settings } from '../../recordings/stores/s3-recording-store';

/**
 * Where these words are still in the database: every text, varchar, json, jsonb and uuid column
 * of every table (read from the database's own catalogue, so a table added later is searched
 * too), as `table.column: word`. What a deletion keeps on purpose is not counted: its record
 * (`candidate_deletions`), the `candidate.deleted` deliveries, the audit entries about the
 * candidate (by `candidate_id`, holding their id alone), and the erasure-done mail to them.
 */
export async function databaseTraces(db: Database, candidateId: string, words: string[]) {
  const columns = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'uuid')
    order by table_name, column_name`);
  const found: string[] = [];
  for (const column of (columns as { rows: { table_name: string; column_name: string }[] }).rows) {
    const table = column.table_name;
    if (table === 'candidate_deletions') continue;
    for (const word of words) {
      const kept =
        table === 'webhook_deliveries'
          ? sql` and event <> 'candidate.deleted'`
          : table === 'audit_events' && word === candidateId
            ? sql` and candidate_id is distinct from ${candidateId}::uuid`
            : table === 'mail_outbox'
              ? sql` and (kind <> 'erasure-done' or status not in ('queued', 'sending'))`
              : sql``;
      const result = await db.execute(
        sql`select count(*)::int as n from ${sql.raw(`"${table}"`)}
            where ${sql.raw(`"${column.column_name}"`)}::text ilike ${`%${word}%`}${kept}`,
      );
      if (((result as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0)
        found.push(`${table}.${column.column_name}: ${word}`);
    }
  }
  return found;
}

/** Every file under a folder whose path or bytes hold one of these words. */
export function folderTraces(folder: string, words: string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file, 'latin1');
    for (const word of words)
      if (file.includes(word) || bytes.includes(word)) found.push(`${file}: ${word}`);
  }
  return found;
}

/** Every object key of a bucket that holds one of these words. */
export async function bucketTraces(settings: S3Settings, words: string[]): Promise<string[]> {
  const client = new S3({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId ?? '',
      secretAccessKey: settings.secretAccessKey ?? '',
    },
  });
  try {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.listObjectsV2({
        Bucket: settings.bucket,
        ContinuationToken: token,
      });
      for (const object of page.Contents ?? [])
        for (const word of words)
          if (object.Key?.includes(word)) found.push(`${object.Key}: ${word}`);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  } finally {
    client.destroy();
  }
}

/**
 * How long one deletion's lookups take with big tables (docs/privacy.md): 30,000 webhook
 * deliveries, 200,000 audit entries and 20,000 mails, on a scratch PostgreSQL database. "Before"
 * runs the statements as they were (bodies searched with LIKE, one OR over unindexed keys), with
 * migration 0026's indexes dropped; "after" runs `blankCandidateTraces`. Each in a transaction
 * rolled back, 7 times; the median is printed.
 * Usage: npm run bench:deletions -- [postgres admin url]
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../server/db/client';
import { blankCandidateTraces } from '../server/features/privacy/deletion/candidate-deletion.repository';
import { DEFAULT_POSTGRES, scratchDatabase } from './scratch-database';

const adminUrl = process.argv[2] ?? DEFAULT_POSTGRES;
const scratch = await scratchDatabase(adminUrl, 'bench_deletion_lookups');
const handle = await openPostgres(scratch.url);
const db = handle.db;

const candidate = { id: randomUUID(), inviteCode: 'ZZZ-bench-code', email: 'gone@bench.example' };
await db.execute(sql`
  insert into webhook_endpoints (url, events, secret)
  values ('https://ats.example/hook', ${JSON.stringify(['candidate.registered'])}::jsonb, 'whsec')`);
await db.execute(sql`
  insert into webhook_deliveries (id, endpoint_id, event, payload, status, candidate_id)
  select 'msg_' || n, (select id from webhook_endpoints limit 1), 'candidate.registered',
    json_build_object('type', 'candidate.registered', 'data', json_build_object(
      'id', ids.id, 'name', 'Person ' || n, 'email', 'p' || n || '@x.example',
      'inviteCode', 'code' || n, 'notes', repeat('x', 600)))::text, 'delivered', ids.id
  from generate_series(1, 30000) n, lateral (select gen_random_uuid() as id) ids`);
await db.execute(sql`
  insert into audit_events (actor_name, action, target, detail, candidate_id)
  select 'Owner', 'review.update', 'Person ' || n,
    case n % 4 when 0 then jsonb_build_object('candidateId', ids.id)
      when 1 then jsonb_build_object('code', 'code' || n, 'email', 'p' || n || '@x.example')
      when 2 then jsonb_build_object('shareId', gen_random_uuid())
      else jsonb_build_object('count', 1) end,
    case when n % 4 = 0 then ids.id end
  from generate_series(1, 200000) n, lateral (select gen_random_uuid() as id) ids`);
await db.execute(sql`
  insert into mail_outbox (kind, dedupe_key, to_address, subject, html, text)
  select 'completed', 'bench:' || n, 'o@x.example', 's', 'h', 't' from generate_series(1, 20000) n`);
await db.execute(sql`analyze`);

async function timed(label: string, work: (tx: Database) => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        await work(tx);
        times.push(performance.now() - started);
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if ((error as Error).message !== 'rollback') throw error;
      });
  }
  const median = times.sort((a, b) => a - b)[3] ?? 0;
  console.log(
    `${label}: median ${median.toFixed(1)} ms (of ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  return median;
}

await timed('before (LIKE, OR, no 0026 indexes)', async (tx) => {
  for (const index of [
    'audit_events_code_idx',
    'audit_events_share_idx',
    'mail_outbox_candidate_idx',
    'webhook_deliveries_candidate_idx',
  ])
    await tx.execute(sql.raw(`drop index ${index}`));
  await tx.execute(sql`update audit_events set target = 'Deleted candidate'
    where candidate_id = ${candidate.id} or detail->>'candidateId' = ${candidate.id}
       or detail->>'code' = ${candidate.inviteCode}`);
  await tx.execute(sql`delete from mail_outbox
    where candidate_id = ${candidate.id} or invite_code = ${candidate.inviteCode}`);
  await tx.execute(sql`delete from webhook_deliveries
    where payload like ${`%${candidate.id}%`}
       or payload like ${`%"inviteCode":"${candidate.inviteCode}"%`}`);
});
await timed('after (blankCandidateTraces)', (tx) =>
  blankCandidateTraces(tx, candidate, new Date()),
);

await handle.close();
await scratch.drop();

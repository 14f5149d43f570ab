import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { encodeInviteCode } from '../shared/invite-codec';
import type { Database } from '../server/db/client';
import {
  answers,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
  reviewScores,
  reviews,
} from '../server/db/schema';

/**
 * Many candidates fast: the first ones are made one by one (seed-rows.ts), then copied inside the
 * database, one copy of each per round, with everything they hold. A copy has its own id, invite
 * code (for the same role), email (`name+7@example.com` in the 7th round), upload id and video
 * files, and all its times moved back by one random amount of up to 30 days, so that the list's
 * order and filters see the copies spread out rather than stacked on their originals.
 */

/** The value a copied row takes for a column, where it is not the original's. */
type Overrides = Record<string, SQL>;

/**
 * `insert into <table> (<columns>) select … from <table> <alias> join seed_map …`: every stored
 * column copied, times moved back by the copy's shift, `overrides` where given.
 */
function copyRows(table: PgTable, alias: string, join: string, overrides: Overrides): SQL {
  const config = getTableConfig(table);
  const columns = config.columns.filter(
    // Generated columns are the database's; an identity id takes the next number by itself.
    (column) => !column.generated && !(column.primary && column.columnType === 'PgInteger'),
  );
  const values = columns.map((column) => {
    const given = overrides[column.name];
    if (given) return given;
    const source = `${alias}.${column.name}`;
    return sql.raw(column.columnType === 'PgTimestamp' ? `${source} - seed_map.shift` : source);
  });
  return sql.join(
    [
      sql`insert into ${sql.identifier(config.name)}`,
      sql`(${sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )})`,
      sql`select ${sql.join(values, sql`, `)}`,
      sql.raw(`from ${config.name} ${alias} ${join}`),
    ],
    sql` `,
  );
}

const byCandidate = (alias: string) => `join seed_map on seed_map.old_id = ${alias}.candidate_id`;
const newCandidate = { candidate_id: sql.raw('seed_map.new_id') };

/** One round's statements, parents before children. */
function roundStatements(round: number): SQL[] {
  return [
    copyRows(
      invites,
      'i',
      'join candidates c on c.invite_code = i.code join seed_map on seed_map.old_id = c.id',
      { code: sql.raw('seed_map.code') },
    ),
    copyRows(candidates, 'c', 'join seed_map on seed_map.old_id = c.id', {
      id: sql.raw('seed_map.new_id'),
      invite_code: sql.raw('seed_map.code'),
      email: sql`split_part(c.email, '@', 1) || ${`+${round}@`} || split_part(c.email, '@', 2)`,
    }),
    copyRows(answers, 'a', byCandidate('a'), newCandidate),
    copyRows(recordings, 'r', byCandidate('r'), {
      ...newCandidate,
      id: sql.raw('gen_random_uuid()'),
      upload_id: sql.raw(`'seed-' || left(md5(seed_map.new_id::text || r.id::text), 24)`),
      // Files of its own (linked to the sample by the caller), in the copy's folder.
      storage_key: sql.raw(
        `case when r.storage_key is null then null else 'recordings/' || seed_map.new_id || '/' || r.id || '.webm' end`,
      ),
      poster_key: sql.raw(
        `case when r.poster_key is null then null else 'recordings/' || seed_map.new_id || '/' || r.id || '.jpg' end`,
      ),
    }),
    copyRows(feedback, 'f', byCandidate('f'), newCandidate),
    copyRows(integrityEvents, 'e', byCandidate('e'), newCandidate),
    copyRows(reviews, 'v', byCandidate('v'), newCandidate),
    copyRows(reviewScores, 's', byCandidate('s'), newCandidate),
  ];
}

export interface CopiedFiles {
  storageKey: string | null;
  posterKey: string | null;
}

/**
 * Copies the `template` candidates round after round until `count` candidates were added (the
 * last round copies only the first ones). Answers the video files the copies point at, for the
 * caller to link to the sample.
 */
export async function copyCandidates(
  db: Database,
  template: { id: string; roleId: string }[],
  count: number,
  progress?: (added: number) => void,
): Promise<CopiedFiles[]> {
  const files: CopiedFiles[] = [];
  for (let added = 0, round = 1; added < count; round += 1) {
    const copies = template.slice(0, count - added).map((original) => ({
      old_id: original.id,
      new_id: randomUUID(),
      code: encodeInviteCode(original.roleId),
    }));
    await db.transaction(async (tx) => {
      // In the round's transaction: a pool's other connections would not see a temporary table.
      await tx.execute(
        sql`create temp table seed_map (old_id uuid, new_id uuid, code varchar(22), shift interval) on commit drop`,
      );
      await tx.execute(sql`
        insert into seed_map
        select old_id, new_id, code, random() * interval '30 days'
        from jsonb_to_recordset(${JSON.stringify(copies)}::jsonb)
          as x(old_id uuid, new_id uuid, code varchar(22))`);
      for (const statement of roundStatements(round)) await tx.execute(statement);
      files.push(
        ...(await tx
          .select({ storageKey: recordings.storageKey, posterKey: recordings.posterKey })
          .from(recordings)
          .where(
            sql`${recordings.candidateId} in (select new_id from seed_map) and ${recordings.storageKey} is not null`,
          )),
      );
    });
    added += copies.length;
    progress?.(added);
  }
  return files;
}

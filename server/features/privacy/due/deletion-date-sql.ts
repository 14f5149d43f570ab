import { sql, type SQL } from 'drizzle-orm';
import { ERASURE_DEFAULT_DAYS } from '../../../../shared/privacy.schema';
import {
  candidateSessions,
  candidates,
  invites,
  reviews,
  roles,
  settings,
} from '../../../db/schema';
import { PRIVACY_SETTINGS_KEY } from '../settings/privacy-settings.repository';

/**
 * When a candidate is due for deletion, in SQL, so that a list of thousands is one statement
 * (docs/privacy.md, "How long candidates are kept"). The pieces refer to `candidates` and a
 * left-joined `reviews` by table name, as the candidates list does, and read the team's settings
 * from the `settings` table themselves (once per statement), so any query can use them.
 */

/** The team's stored privacy settings as JSON; null when never saved. */
const teamSettings = sql`(select ${settings.value}::jsonb from ${settings} where ${settings.key} = ${PRIVACY_SETTINGS_KEY})`;

/**
 * The roles' own periods as one JSON object by role id, read once per statement (a handful of
 * roles): looking up each candidate's role row instead cost more than the rest of their date.
 */
const rolePolicies = sql`(select jsonb_object_agg(${roles.id}, ${roles.retention}) from ${roles}
  where ${roles.retention} is not null and ${roles.retention} <> 'null'::jsonb)`;

/** The role's own periods when it has them, else the team's; null: retention is off for them. */
const policy = sql`coalesce(${rolePolicies} -> ${candidates.roleId}::text,
  nullif(${teamSettings} -> 'retention', 'null'::jsonb))`;

/** The days of the candidate's current review status (no review row: new); null: never by policy. */
const statusDays = sql`((${policy}) ->> coalesce(${reviews.status}::text, 'new'))::int`;

/**
 * The latest of: their last activity (a request of any of their browsers, completion, start), the
 * team's decision (the review's last change) and their invite's expiry. `greatest` skips nulls.
 */
const lastContact = sql`greatest(
  (select max(${candidateSessions.lastSeenAt}) from ${candidateSessions}
    where ${candidateSessions.candidateId} = ${candidates.id}),
  ${candidates.completedAt}, ${candidates.startedAt}, ${reviews.updatedAt},
  (select ${invites.expiresAt} from ${invites} where ${invites.code} = ${candidates.inviteCode}))`;

const days = (count: SQL) => sql`make_interval(hours => 24 * (${count}))`;

/**
 * By the retention policy: the days of their status after their last contact. A `case`, so that
 * the candidates no policy reaches (retention off) cost no look-up of their sessions or invite.
 */
export const retentionDueSql = sql<Date | null>`(case when ${statusDays} is null then null
  else ${lastContact} + ${days(statusDays)} end)`;

/** By their erasure request: the team's delay after they asked. */
export const erasureDueSql = sql<Date | null>`(case when ${candidates.erasureRequestedAt} is null
  then null else ${candidates.erasureRequestedAt} + ${days(
    sql`coalesce((${teamSettings} ->> 'erasureDelayDays')::int, ${ERASURE_DEFAULT_DAYS}::int)`,
  )} end)`;

/** Not held: a hold stops the policy and an erasure request alike. */
export const notHeld = sql`${candidates.heldAt} is null`;

/**
 * The earlier of the two (`least` skips nulls); null when neither applies or the candidate is held
 * (`open`: the condition that they are not). Its reason: `erasure` when the request comes first
 * (or alone), else `retention`.
 */
export function deletionOf(retentionOn: SQL, erasureOn: SQL, open: SQL = notHeld) {
  return {
    deleteOn: sql<Date | null>`(case when ${open} then least(${retentionOn}, ${erasureOn}) end)`,
    reason: sql<'retention' | 'erasure' | null>`(case when not (${open}) then null
      when ${erasureOn} is not null and (${retentionOn} is null or ${erasureOn} <= ${retentionOn})
        then 'erasure'
      when ${retentionOn} is not null then 'retention' end)`,
  };
}

/**
 * The candidates list's filter "due within `withinDays` days": not held and due by `now` plus the
 * days. Each row's date is computed, so the filter is never counted once and kept.
 */
export function dueWithinCondition(now: Date, withinDays: number): SQL {
  const cutoff = new Date(now.getTime() + withinDays * 86_400_000);
  return sql`(${notHeld} and least(${retentionDueSql}, ${erasureDueSql}) <= ${cutoff.toISOString()}::timestamptz)`;
}

import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invites } from '../../db/schema';
import type { InviteRow } from './invites.repository';

/**
 * Which of these addresses already hold a live invite to the role (any of its versions): not
 * revoked and not expired, used or not.
 */
export async function findLiveInviteEmails(
  db: Database,
  roleId: string,
  emails: string[],
  now: Date,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: invites.email })
    .from(invites)
    .where(
      and(
        eq(invites.roleId, roleId),
        inArray(invites.email, emails),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    );
  return new Set(rows.flatMap((row) => (row.email ? [row.email] : [])));
}

/**
 * Holds the role's invite list until the transaction ends, so two lists sent at once cannot both
 * invite the same address (the second one waits, then sees the first one's invites).
 */
export async function lockRoleInvites(tx: Database, roleId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invites:${roleId}`}))`);
}

export async function insertInvites(
  db: Database,
  rows: (typeof invites.$inferInsert)[],
): Promise<InviteRow[]> {
  return db.insert(invites).values(rows).returning();
}

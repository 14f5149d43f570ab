import { and, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberPasskeys, members, webauthnChallenges } from '../../db/schema';
import type { MemberRow } from '../team/members.service';

export type PasskeyRow = typeof memberPasskeys.$inferSelect;
type ChallengePurpose = 'register' | 'sign-in';

export async function insertChallenge(
  db: Database,
  row: { challenge: string; purpose: ChallengePurpose; memberId: string | null; expiresAt: Date },
): Promise<string> {
  const [inserted] = await db
    .insert(webauthnChallenges)
    .values(row)
    .returning({ id: webauthnChallenges.id });
  return (inserted as { id: string }).id;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
}

/**
 * Takes a live challenge out (so it is used once): a member's registration challenge by its
 * value, or a sign-in challenge by its id. Answers its value, or null when there is none.
 */
export async function takeChallenge(
  db: Database,
  match:
    | { purpose: 'register'; memberId: string; challenge: string }
    | { purpose: 'sign-in'; id: string },
  now: Date,
): Promise<string | null> {
  const which =
    match.purpose === 'register'
      ? and(
          eq(webauthnChallenges.memberId, match.memberId),
          eq(webauthnChallenges.challenge, match.challenge),
        )
      : eq(webauthnChallenges.id, match.id);
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        which,
        eq(webauthnChallenges.purpose, match.purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows[0]?.challenge ?? null;
}

/**
 * The active member's row, locked until the transaction `tx` ends: changes to their ways in wait
 * for each other, so two at once cannot each see the other's way in as still there.
 */
export async function lockActiveMember(tx: Database, memberId: string): Promise<MemberRow | null> {
  const rows = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.removedAt)))
    .for('update');
  return rows[0] ?? null;
}

export async function listMemberPasskeys(db: Database, memberId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(memberPasskeys)
    .where(eq(memberPasskeys.memberId, memberId))
    .orderBy(asc(memberPasskeys.createdAt));
}

export async function countMemberPasskeys(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberPasskeys)
    .where(eq(memberPasskeys.memberId, memberId));
  return row?.n ?? 0;
}

/** Stores a new passkey; false when a passkey with its credential id exists already. */
export async function insertPasskey(
  db: Database,
  row: typeof memberPasskeys.$inferInsert,
): Promise<PasskeyRow | null> {
  const rows = await db.insert(memberPasskeys).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The passkey with this credential id and its member, unless the member was removed. */
export async function findActivePasskey(
  db: Database,
  id: string,
): Promise<{ passkey: PasskeyRow; member: MemberRow } | null> {
  const rows = await db
    .select({ passkey: memberPasskeys, member: members })
    .from(memberPasskeys)
    .innerJoin(members, eq(members.id, memberPasskeys.memberId))
    .where(and(eq(memberPasskeys.id, id), isNull(members.removedAt)));
  return rows[0] ?? null;
}

/**
 * Notes a use: the authenticator's new counter and the time. Only from the counter the check was
 * made against, so two sign-ins with one answer cannot both pass.
 */
export async function recordPasskeyUse(
  db: Database,
  passkey: PasskeyRow,
  counter: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(memberPasskeys.id, passkey.id), eq(memberPasskeys.counter, passkey.counter)))
    .returning({ id: memberPasskeys.id });
  return rows.length > 0;
}

/** Deletes one of the member's passkeys; answers its row, or null when they have no such one. */
export async function deleteMemberPasskey(
  db: Database,
  memberId: string,
  id: string,
): Promise<PasskeyRow | null> {
  const rows = await db
    .delete(memberPasskeys)
    .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.memberId, memberId)))
    .returning();
  return rows[0] ?? null;
}

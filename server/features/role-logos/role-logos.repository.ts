import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleLogos } from '../../db/schema';

export interface StoredLogo {
  id: string;
  mimeType: string;
  bytes: Buffer;
}

/** Stores logos by their content's hash: the same image twice is one row. */
export async function insertLogos(db: Database, logos: StoredLogo[]): Promise<void> {
  if (logos.length === 0) return;
  await db.insert(roleLogos).values(logos).onConflictDoNothing();
}

export async function findLogo(db: Database, id: string): Promise<StoredLogo | null> {
  const rows = await db
    .select({ id: roleLogos.id, mimeType: roleLogos.mimeType, bytes: roleLogos.bytes })
    .from(roleLogos)
    .where(eq(roleLogos.id, id));
  return rows[0] ?? null;
}

/** Which of these logo ids are stored. */
export async function existingLogoIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: roleLogos.id })
    .from(roleLogos)
    .where(inArray(roleLogos.id, ids));
  return new Set(rows.map((row) => row.id));
}

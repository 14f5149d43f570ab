import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { tusUploadPieces, tusUploads } from '../../../db/schema';

export type TusUploadRow = typeof tusUploads.$inferSelect;

export async function insertTusUpload(
  db: Database,
  row: typeof tusUploads.$inferInsert,
): Promise<void> {
  await db.insert(tusUploads).values(row);
}

/** Read on every chunk (tus asks where the upload stands before writing). */
const uploadById = preparedPerDatabase((db) =>
  db
    .select()
    .from(tusUploads)
    .where(eq(tusUploads.id, sql.placeholder('id')))
    .prepare('tus_upload_by_id'),
);

export async function findTusUpload(db: Database, id: string): Promise<TusUploadRow | undefined> {
  const [row] = await uploadById(db).execute({ id });
  return row;
}

export async function setTusUploadSize(db: Database, id: string, size: number): Promise<boolean> {
  const updated = await db
    .update(tusUploads)
    .set({ size })
    .where(eq(tusUploads.id, id))
    .returning({ id: tusUploads.id });
  return updated.length > 0;
}

/**
 * Appends a piece at `start` and moves the upload's offset past it, in one statement: only when
 * the upload is still at `start`, so a piece is never written twice or out of order. Answers
 * whether it was written.
 */
export async function appendTusPiece(
  db: Database,
  id: string,
  start: number,
  bytes: Buffer,
): Promise<boolean> {
  const written = await db.execute(sql`
    with moved as (
      update ${tusUploads} set "offset" = "offset" + ${bytes.length}
      where ${tusUploads.id} = ${id} and "offset" = ${start}
      returning ${tusUploads.id}
    )
    insert into ${tusUploadPieces} (upload_id, start, bytes)
    select id, ${start}, ${bytes} from moved
  `);
  return (written as { rowCount: number | null }).rowCount === 1;
}

/** Up to `limit` pieces from `from` on, in order. */
export function listTusPieces(db: Database, id: string, from: number, limit: number) {
  return db
    .select({ start: tusUploadPieces.start, bytes: tusUploadPieces.bytes })
    .from(tusUploadPieces)
    .where(and(eq(tusUploadPieces.uploadId, id), gte(tusUploadPieces.start, from)))
    .orderBy(asc(tusUploadPieces.start))
    .limit(limit);
}

/** Removes an upload with its pieces; answers whether there was one. */
export async function deleteTusUpload(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(tusUploads)
    .where(eq(tusUploads.id, id))
    .returning({ id: tusUploads.id });
  return deleted.length > 0;
}

/**
 * Removes, with their pieces, the uploads created before `createdBefore` that never got all their
 * bytes (length unknown or not reached); answers their ids. One statement, so sweeps on several
 * instances at once never remove one twice.
 */
export async function deleteUnfinishedTusUploads(
  db: Database,
  createdBefore: Date,
): Promise<string[]> {
  const deleted = await db
    .delete(tusUploads)
    .where(
      and(
        lt(tusUploads.createdAt, createdBefore),
        or(isNull(tusUploads.size), lt(tusUploads.offset, tusUploads.size)),
      ),
    )
    .returning({ id: tusUploads.id });
  return deleted.map((row) => row.id);
}

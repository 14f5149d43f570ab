import { z } from 'zod';
import { PAGE_TEXTS } from '../../shared/paging.schema';
import { AppError } from '../plugins/errors';

/**
 * A page's last row as the next page's start: its keys as the database wrote them as text
 * (`created_at::text`, the id), in base64url JSON. Each key is checked against its kind before it
 * reaches SQL, so a cursor made up by hand is a 400, never a database error.
 */
export type CursorKey = 'timestamp' | 'uuid' | 'integer' | 'flag';

const KEY_SCHEMAS: Record<CursorKey, z.ZodType<string>> = {
  // `timestamptz::text`: 2026-11-29 17:50:00.123456+00
  timestamp: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  uuid: z.uuid(),
  integer: z.string().regex(/^[1-9]\d{0,9}$/),
  flag: z.enum(['0', '1']),
};

export function encodeCursor(keys: string[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys a cursor holds, of the kinds named; 400 for anything else. */
export function decodeCursor(cursor: string, kinds: CursorKey[]): string[] {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid-input', PAGE_TEXTS.cursor);
  }
  const schema = z.tuple(kinds.map((kind) => KEY_SCHEMAS[kind]) as [z.ZodType<string>]);
  const parsed = schema.safeParse(keys);
  if (!parsed.success) throw new AppError('invalid-input', PAGE_TEXTS.cursor);
  return parsed.data;
}

/** One more row than asked tells whether a next page exists, without counting the list. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keysOf: (last: T) => string[],
): { items: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keysOf(items[items.length - 1] as T)) };
}

/** Where a list ordered by `(created_at, id)` goes on: none for the first page. */
export function createdAnchor(
  cursor: string | undefined,
): { createdText: string; id: string } | null {
  if (cursor === undefined) return null;
  const [createdText, id] = decodeCursor(cursor, ['timestamp', 'uuid']) as [string, string];
  return { createdText, id };
}

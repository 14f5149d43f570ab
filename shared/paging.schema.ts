import { z } from 'zod';

/**
 * How the team's growing lists page (API tokens, members, share links, comments): by keyset, as
 * the candidates list's Previous / Next and export do (`server/features/review/review-keyset.ts`).
 * A page answers `nextCursor`; sending it back as `?cursor=` gives the rows after that page's
 * last, whatever was added or removed meanwhile. `null` means the list ends there.
 */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

const LIMIT_TEXT = `The limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`;
const CURSOR_TEXT = 'The cursor is not one this list gave. Leave it out to start from the top.';

export const CursorPageQuerySchema = z.object({
  cursor: z
    .string({ error: CURSOR_TEXT })
    .max(200, CURSOR_TEXT)
    .regex(/^[A-Za-z0-9_-]+$/, CURSOR_TEXT)
    .optional()
    .describe('The `nextCursor` of the page before; leave it out for the first page.'),
  limit: z.coerce
    .number({ error: LIMIT_TEXT })
    .int(LIMIT_TEXT)
    .min(1, LIMIT_TEXT)
    .max(PAGE_LIMIT_MAX, LIMIT_TEXT)
    .default(PAGE_LIMIT_DEFAULT)
    .describe(`How many rows a page holds, ${PAGE_LIMIT_DEFAULT} unless asked.`),
});
export type CursorPageQuery = z.infer<typeof CursorPageQuerySchema>;

export const NextCursorSchema = z
  .string()
  .nullable()
  .describe('Send it as `?cursor=` for the next page; null on the last page.');

export const PAGE_TEXTS = { cursor: CURSOR_TEXT } as const;

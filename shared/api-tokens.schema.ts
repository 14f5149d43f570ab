import { z } from 'zod';
import { LIMIT_NOTES } from './limits';
import { NextCursorSchema } from './paging.schema';
import { BODY_OBJECT } from './review.schema';
import { withoutNul } from './safe-input';

/** A personal API token as its list shows it; the token itself is shown once, when made. */
export const ApiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, to tell it apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const CreateApiTokenRequestSchema = z
  .object(
    {
      name: withoutNul(
        z
          .string({ error: 'Name the token, e.g. "ATS sync".' })
          .trim()
          .min(1, 'Name the token, e.g. "ATS sync".')
          .max(120, 'A token name is at most 120 characters.'),
      ),
    },
    BODY_OBJECT,
  )
  .describe(LIMIT_NOTES.apiTokens);

export const ApiTokenIdParamsSchema = z.object({
  id: z.uuid({ error: 'There is no such token.' }),
});

/** A page of the member's tokens, newest first (`?cursor=&limit=`, shared/paging.schema.ts). */
export const ApiTokenListResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.array(ApiTokenSchema),
  nextCursor: NextCursorSchema,
});

export const ApiTokenCreatedResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({ token: z.string(), item: ApiTokenSchema }),
});

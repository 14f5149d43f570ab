import { z } from 'zod';
import { PageSchema, PageSizeSchema } from './review.schema';

export const AuditListQuerySchema = z.object({ page: PageSchema, pageSize: PageSizeSchema });

export const AuditEventSchema = z.object({
  id: z.number().int(),
  /** Null for a share link's visitor, who has no account. */
  memberId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditListResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    items: z.array(AuditEventSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

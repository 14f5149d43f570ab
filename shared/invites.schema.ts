import { z } from 'zod';
import { withoutNul } from './safe-input';
import { IDENTIFY_CODE_MAX_LENGTH } from './constants';
import { TEXTS } from './texts';

/** `POST /api/invite-codes/add` body (SPEC A12). The code is lower-cased as the admin types it. */
export const CreateInviteRequestSchema = z.object(
  {
    identifyCode: z
      .string({ error: TEXTS.admin.identifyCodeMissing })
      .trim()
      .toLowerCase()
      .min(1, TEXTS.admin.identifyCodeMissing)
      .max(IDENTIFY_CODE_MAX_LENGTH, TEXTS.admin.identifyCodeTooLong)
      .regex(/^[a-z0-9]+$/, TEXTS.admin.identifyCodeCharacters),
    label: withoutNul(
      z.string().trim().max(120, 'The candidate label is at most 120 characters.'),
    ).optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type CreateInviteRequest = z.infer<typeof CreateInviteRequestSchema>;

export const CreateInviteResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({ inviteCode: z.string(), inviteUrl: z.string(), expiresAt: z.string() }),
  status: z.string(),
});
export type CreateInviteResponse = z.infer<typeof CreateInviteResponseSchema>;

/** `GET /api/invites/:code`: any code; one that was never issued is a 404, whatever its form. */
export const PublicInviteParamsSchema = z.object({ code: z.string() });

export { InvitePublicViewSchema, type InvitePublicView } from './invite-view.schema';

import { z } from 'zod';
import { withoutNul } from './safe-input';
import { IDENTIFY_CODE_MAX_LENGTH } from './constants';
import { TEXTS } from './texts';
import { INVITE_LABEL_MAX_LENGTH, InviteEmailSchema } from './inviting.schema';

/**
 * An accommodation: more time for one candidate, as a share of the role's limit or as minutes
 * Shown to reviewers, never to other candidates. Strict, so `{percent, minutes}` is
 * refused rather than read as one of them.
 */
export const ExtraTimeSchema = z.union(
  [
    z.strictObject({
      percent: z
        .number({ error: 'Extra time must be a number.' })
        .int('Extra time must be a whole number.')
        .min(1, 'Extra time is at least 1 %.')
        .max(200, 'Extra time is at most 200 %.'),
    }),
    z.strictObject({
      minutes: z
        .number({ error: 'Extra time must be a number.' })
        .int('Extra time must be a whole number of minutes.')
        .min(1, 'Extra time is at least 1 minute.')
        .max(600, 'Extra time is at most 600 minutes.'),
    }),
  ],
  {
    error:
      'Extra time is a share of the time limit ({"percent": 25}) or a number of minutes ({"minutes": 15}).',
  },
);
export type ExtraTime = z.infer<typeof ExtraTimeSchema>;

/**
 * `PATCH /api/admin/invites/:code/extra-time`: sets, changes or (null) removes the extra time.
 * The key is required, so an empty body is refused instead of read as "remove".
 */
export const ExtraTimeChangeRequestSchema = z.object(
  { extraTime: ExtraTimeSchema.nullable() },
  { error: 'The request body must be a JSON object.' },
);
export type ExtraTimeChangeRequest = z.infer<typeof ExtraTimeChangeRequestSchema>;

/** `POST /api/invite-codes/add` body. The code is lower-cased as the admin types it. */
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
      z
        .string()
        .trim()
        .max(
          INVITE_LABEL_MAX_LENGTH,
          `The candidate label is at most ${INVITE_LABEL_MAX_LENGTH} characters.`,
        ),
    ).optional(),
    /** More time for this candidate (an accommodation); none when absent. */
    extraTime: ExtraTimeSchema.nullable().optional(),
    /** Whom it is for (the label is their name); '' or absent: a link for anyone it is given to. */
    email: z.union([InviteEmailSchema, z.literal('').transform(() => undefined)]).optional(),
    /** Queue the invite's mail to `email` at once (refused while mail is off). */
    send: z.boolean({ error: 'send must be true or false.' }).optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type CreateInviteRequest = z.input<typeof CreateInviteRequestSchema>;

export const CreateInviteResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    inviteCode: z.string(),
    inviteUrl: z.string(),
    expiresAt: z.string(),
    /** The role's version the invite asks (its snapshot), so the panel can say which one. */
    role: z.object({ id: z.string(), title: z.string(), version: z.number().int() }),
    extraTime: ExtraTimeSchema.nullable(),
    /** Whom it is for; null for a link to copy. */
    email: z.string().nullable(),
    /** Whether its mail was queued. */
    sent: z.boolean(),
  }),
  status: z.string(),
});
export type CreateInviteResponse = z.infer<typeof CreateInviteResponseSchema>;

/** `GET /api/invites/:code`: any code; one that was never issued is a 404, whatever its form. */
export const PublicInviteParamsSchema = z.object({ code: z.string() });

export { InvitePublicViewSchema, type InvitePublicView } from './invite-view.schema';

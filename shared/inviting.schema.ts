import { z } from 'zod';
import { IDENTIFY_CODE_MAX_LENGTH } from './constants';
import { INVITING_TEXTS } from './inviting-texts';
import { noNul, withoutNul } from './safe-input';
import { TEXTS } from './texts';

/**
 * The longest label of an invite: whom the link is for, the person's name when it is sent by mail.
 * The one limit of the single invite, the list of several and both invite forms' fields.
 */
export const INVITE_LABEL_MAX_LENGTH = 120;
/** How many people one "Invite several" may hold: one request, one transaction. */
export const BULK_INVITE_MAX = 200;

/** An address an invite is sent to; compared and stored lower-cased. */
export const InviteEmailSchema = withoutNul(
  z
    .string({ error: INVITING_TEXTS.emailInvalid })
    .trim()
    .min(1, INVITING_TEXTS.emailInvalid)
    .max(254, INVITING_TEXTS.emailInvalid)
    .pipe(z.email({ error: INVITING_TEXTS.emailInvalid }))
    .transform((email) => email.toLowerCase()),
);

const PersonNameSchema = withoutNul(
  z
    .string({ error: INVITING_TEXTS.bulk.flags['missing-name'] })
    .trim()
    .min(1, INVITING_TEXTS.bulk.flags['missing-name'])
    .max(INVITE_LABEL_MAX_LENGTH, INVITING_TEXTS.nameTooLong),
);

/** One person of a list, as it is created: a name and a valid address. */
export const BulkInviteEntrySchema = z.object({ name: PersonNameSchema, email: InviteEmailSchema });

/** The role, as the single invite names it (`CreateInviteRequestSchema`). */
const IdentifyCodeSchema = withoutNul(
  z
    .string({ error: TEXTS.admin.identifyCodeMissing })
    .trim()
    .toLowerCase()
    .min(1, TEXTS.admin.identifyCodeMissing)
    .max(IDENTIFY_CODE_MAX_LENGTH, TEXTS.admin.identifyCodeTooLong)
    .regex(/^[a-z0-9]+$/, TEXTS.admin.identifyCodeCharacters),
);

/** `POST /api/admin/invites/bulk`: every person gets an invite, or nobody does. */
export const BulkInviteRequestSchema = z.object(
  {
    identifyCode: IdentifyCodeSchema,
    entries: z
      .array(BulkInviteEntrySchema)
      .min(1, INVITING_TEXTS.bulk.empty)
      .max(BULK_INVITE_MAX, INVITING_TEXTS.bulk.tooMany(BULK_INVITE_MAX))
      .refine(
        (entries) => new Set(entries.map((entry) => entry.email)).size === entries.length,
        INVITING_TEXTS.bulk.duplicateRefusal,
      ),
    /** Queue each invite's mail at once; false: links to copy. */
    send: z.boolean(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type BulkInviteRequest = z.infer<typeof BulkInviteRequestSchema>;

export const BulkInviteResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({
    invites: z.array(
      z.object({ code: z.string(), url: z.string(), name: z.string(), email: z.string() }),
    ),
    /** How many mails were queued (0 when the links are to copy). */
    queued: z.number().int(),
  }),
});
export type BulkInviteResponse = z.infer<typeof BulkInviteResponseSchema>;

/** A line as typed or read from a CSV file: checked, not yet valid. */
const RawField = z.string().max(1000).check(noNul());

/** `POST /api/admin/invites/bulk/preview`: what would be wrong with each line. */
export const BulkInvitePreviewRequestSchema = z.object(
  {
    identifyCode: IdentifyCodeSchema,
    entries: z
      .array(z.object({ name: RawField, email: RawField }))
      .min(1, INVITING_TEXTS.bulk.empty)
      .max(BULK_INVITE_MAX, INVITING_TEXTS.bulk.tooMany(BULK_INVITE_MAX)),
  },
  { error: 'The request body must be a JSON object.' },
);
export type BulkInvitePreviewRequest = z.infer<typeof BulkInvitePreviewRequestSchema>;

export const BulkInviteFlagSchema = z.enum([
  'missing-name',
  'name-too-long',
  'bad-email',
  'duplicate',
  'already-invited',
]);
export type BulkInviteFlag = z.infer<typeof BulkInviteFlagSchema>;

export const BulkInvitePreviewLineSchema = z.object({
  /** Trimmed; the email lower-cased when it is valid. */
  name: z.string(),
  email: z.string(),
  /** Empty: the line is clean and would be invited. */
  flags: z.array(BulkInviteFlagSchema),
});
export type BulkInvitePreviewLine = z.infer<typeof BulkInvitePreviewLineSchema>;

export const BulkInvitePreviewResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({ lines: z.array(BulkInvitePreviewLineSchema) }),
});

/**
 * What is wrong with each line of a list, given the addresses that already hold a live invite to
 * the role. A repeated address flags every line after the first.
 */
export function flagBulkLines(
  entries: { name: string; email: string }[],
  alreadyInvited: ReadonlySet<string>,
): BulkInvitePreviewLine[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    const name = entry.name.trim();
    const parsedEmail = InviteEmailSchema.safeParse(entry.email);
    const email = parsedEmail.success ? parsedEmail.data : entry.email.trim();
    const flags: BulkInviteFlag[] = [];
    if (!name) flags.push('missing-name');
    if (name.length > INVITE_LABEL_MAX_LENGTH) flags.push('name-too-long');
    if (!parsedEmail.success) flags.push('bad-email');
    else if (seen.has(email)) flags.push('duplicate');
    else if (alreadyInvited.has(email)) flags.push('already-invited');
    if (parsedEmail.success) seen.add(email);
    return { name, email, flags };
  });
}

/** An invite's newest invite or reminder mail: what became of it. */
export const InviteDeliverySchema = z.object({
  kind: z.enum(['invite', 'reminder']),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  /** The SMTP server's answer or the connection error of the last failed attempt. */
  lastError: z.string().nullable(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type InviteDelivery = z.infer<typeof InviteDeliverySchema>;

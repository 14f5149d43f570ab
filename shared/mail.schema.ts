import { z } from 'zod';
import { BODY_OBJECT } from './review.schema';
import { withoutNul } from './safe-input';

/** Hours before expiry that a reminder goes: one of these, or null for none. */
export const REMINDER_HOURS_CHOICES = [12, 24, 48, 72] as const;

export const MailPreferencesSchema = z.strictObject({
  reminderHours: z
    .number({ error: 'reminderHours must be a whole number of hours from 1 to 168, or null.' })
    .int('reminderHours must be a whole number of hours from 1 to 168, or null.')
    .min(1, 'reminderHours must be a whole number of hours from 1 to 168, or null.')
    .max(168, 'reminderHours must be a whole number of hours from 1 to 168, or null.')
    .nullable(),
  notifyTeam: z.boolean({ error: 'notifyTeam must be true or false.' }),
  /** The team's or company's name that mails to new members give; '' for none. */
  teamName: withoutNul(
    z
      .string({ error: 'teamName must be text of at most 120 characters.' })
      .trim()
      .max(120, 'teamName must be text of at most 120 characters.'),
  ),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** `PUT /api/admin/mail/settings`: what is left out stays as it was. */
export const MailPreferencesChangeSchema = MailPreferencesSchema.partial();
export type MailPreferencesChange = z.infer<typeof MailPreferencesChangeSchema>;

/** Whether mail is on (SMTP settings), its sender, and the team's choices. */
export const MailStatusSchema = MailPreferencesSchema.extend({
  enabled: z.boolean(),
  from: z.string().nullable(),
});

export const MailStatusResponseSchema = z.object({
  result: z.literal(true),
  data: MailStatusSchema,
});

export const MailPreferencesResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: MailStatusSchema,
});

/** One member's own choices about the mail the workspace sends them. */
export const MyMailPreferencesSchema = z.strictObject(
  { mentions: z.boolean({ error: 'mentions must be true or false.' }) },
  BODY_OBJECT,
);
export type MyMailPreferences = z.infer<typeof MyMailPreferencesSchema>;

export const MyMailPreferencesResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: MyMailPreferencesSchema,
});

import { z } from 'zod';
import { LIMIT_NOTES } from './limits';
import { ACCOUNT_TEXTS } from './accounts-texts';
import { NextCursorSchema } from './paging.schema';
import { BODY_OBJECT } from './review.schema';
import { withoutNul } from './safe-input';
import { MemberRoleSchema, MemberSchema } from './team.schema';

/**
 * NIST SP 800-63B: a password is judged by its length alone, no composition rules. 15 characters
 * at least because it is a member's only factor; up to 128 so long passphrases fit.
 */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

export const MemberNameSchema = withoutNul(
  z
    .string({ error: ACCOUNT_TEXTS.nameNeeded })
    .trim()
    .min(1, ACCOUNT_TEXTS.nameNeeded)
    .max(120, ACCOUNT_TEXTS.nameTooLong),
);

export const MemberEmailSchema = withoutNul(
  z
    .string({ error: ACCOUNT_TEXTS.emailNeeded })
    .trim()
    .min(1, ACCOUNT_TEXTS.emailNeeded)
    .max(254, ACCOUNT_TEXTS.emailInvalid)
    .pipe(z.email({ error: ACCOUNT_TEXTS.emailInvalid }))
    .transform((email) => email.toLowerCase()),
);

/** A new password: its length is its only rule (counted in characters, as a person counts). */
export const NewPasswordSchema = withoutNul(
  z
    .string({ error: ACCOUNT_TEXTS.passwordTooShort(PASSWORD_MIN_LENGTH) })
    .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, {
      error: ACCOUNT_TEXTS.passwordTooShort(PASSWORD_MIN_LENGTH),
    })
    .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, {
      error: ACCOUNT_TEXTS.passwordTooLong(PASSWORD_MAX_LENGTH),
    }),
);

/** A password presented to sign in: only bounded, so the rules of today never lock anyone out. */
const PresentedPasswordSchema = withoutNul(
  z
    .string({ error: ACCOUNT_TEXTS.passwordNeeded })
    .min(1, ACCOUNT_TEXTS.passwordNeeded)
    .max(1024, ACCOUNT_TEXTS.passwordWrong),
);

/** A member as the team page lists them. */
export const TeamMemberSchema = MemberSchema.extend({
  createdAt: z.string(),
  removedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A pending member invite (its link was shown once, when it was made). */
export const MemberInviteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  role: MemberRoleSchema,
  /** The name of the member who made the link. */
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MemberInvite = z.infer<typeof MemberInviteSchema>;

/**
 * A page of the members, active ones first (`?cursor=&limit=`, shared/paging.schema.ts), with
 * every pending join link on each page (at most LIMITS.joinLinksPerMember per member).
 */
export const TeamResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({
    members: z.array(TeamMemberSchema),
    invites: z.array(MemberInviteSchema),
    nextCursor: NextCursorSchema,
  }),
});
export type Team = z.infer<typeof TeamResponseSchema>['data'];

export const CreateMemberInviteRequestSchema = z
  .object(
    {
      name: MemberNameSchema,
      email: z.union([MemberEmailSchema, z.literal('').transform(() => null), z.null()]).optional(),
      role: MemberRoleSchema,
    },
    BODY_OBJECT,
  )
  .describe(LIMIT_NOTES.joinLinks);
export type CreateMemberInviteRequest = z.input<typeof CreateMemberInviteRequestSchema>;

export const MemberInviteCreatedResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({ invite: MemberInviteSchema, link: z.string() }),
});

export const MemberIdParamsSchema = z.object({
  id: z.uuid({ error: ACCOUNT_TEXTS.memberMissing }),
});
export const MemberInviteIdParamsSchema = z.object({
  id: z.uuid({ error: ACCOUNT_TEXTS.inviteNoLongerPending }),
});

export const UpdateMemberRoleRequestSchema = z.object({ role: MemberRoleSchema }, BODY_OBJECT);

export const MemberResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: TeamMemberSchema,
});

/** The token of a member invite link: 256 random bits, base64url. */
export const JoinTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: ACCOUNT_TEXTS.inviteMissing }),
});

export const JoinInfoResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({
    name: z.string(),
    email: z.string().nullable(),
    role: MemberRoleSchema,
    invitedBy: z.string(),
    expiresAt: z.string(),
  }),
});
export type JoinInfo = z.infer<typeof JoinInfoResponseSchema>['data'];

/** Joining: the password may be left out by whoever creates a passkey instead. */
export const JoinRequestSchema = z.object(
  { name: MemberNameSchema, email: MemberEmailSchema, password: NewPasswordSchema.optional() },
  BODY_OBJECT,
);
export type JoinRequest = z.input<typeof JoinRequestSchema>;

export const PasswordSignInRequestSchema = z.object(
  { email: MemberEmailSchema, password: PresentedPasswordSchema },
  BODY_OBJECT,
);
export type PasswordSignInRequest = z.input<typeof PasswordSignInRequestSchema>;

/** `GET /api/admin/me`: who I am, and how I may sign in. */
export const AccountSchema = MemberSchema.extend({ hasPassword: z.boolean() });
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: AccountSchema,
});

export const UpdateAccountRequestSchema = z.object({ name: MemberNameSchema }, BODY_OBJECT);
export type UpdateAccountRequest = z.input<typeof UpdateAccountRequestSchema>;

export const SetPasswordRequestSchema = z.object(
  { currentPassword: PresentedPasswordSchema.optional(), newPassword: NewPasswordSchema },
  BODY_OBJECT,
);
export type SetPasswordRequest = z.input<typeof SetPasswordRequestSchema>;

import { z } from 'zod';
import { CreateInviteRequestSchema } from '../../../../shared/invites.schema';
import { SignInRequestSchema } from '../../../../shared/review.schema';

/**
 * SPEC A3's form: the passkey as signing in checks it, then the new invite's request, field by
 * field as the server checks them. Their order is the order of SPEC A3's messages.
 */
export const InviteFormSchema = z.object({
  passkey: SignInRequestSchema.shape.passkey,
  ...CreateInviteRequestSchema.shape,
});
export type InviteFormValues = z.input<typeof InviteFormSchema>;

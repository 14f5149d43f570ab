import { z } from 'zod';
import { MemberEmailSchema } from './members.schema';
import { BODY_OBJECT } from './review.schema';

/** `PUT /api/admin/me/email`: the built-in owner's address for the workspace's mails. */
export const SetAccountEmailRequestSchema = z.strictObject(
  { email: MemberEmailSchema },
  BODY_OBJECT,
);
export type SetAccountEmailRequest = z.input<typeof SetAccountEmailRequestSchema>;

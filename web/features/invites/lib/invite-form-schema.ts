import { schemaResolver, type FormErrors } from '@mantine/form';
import { z } from 'zod';
import { CreateInviteRequestSchema } from '../../../../shared/invites.schema';
import { INVITING_TEXTS } from '../../../../shared/inviting-texts';
import { SignInRequestSchema } from '../../../../shared/review.schema';

/**
 * The invite panel's form (/admin): the passkey as signing in checks it, then the new invite's
 * request, field by field as the server checks them, in the order its refusals are told.
 */
export const PanelInviteSchema = z.object({
  passkey: SignInRequestSchema.shape.passkey,
  ...CreateInviteRequestSchema.shape,
});
/** What the invite form holds on both screens; the workspace's leaves the passkey empty. */
export type InviteFormValues = z.input<typeof PanelInviteSchema>;

/** Where the form is: the invite panel (with the passkey) or the workspace's Invites page. */
export type InviteScreen = 'panel' | 'workspace';

const checkPanel = schemaResolver(PanelInviteSchema, { sync: true });
const checkRequest = schemaResolver(CreateInviteRequestSchema, { sync: true });

/** The form's refusals, by field: the workspace asks for the address of a mail to send. */
export function checkInviteForm(screen: InviteScreen, values: InviteFormValues): FormErrors {
  if (screen === 'panel') return checkPanel(values);
  return {
    ...checkRequest(values),
    ...(values.send && !values.email?.trim() ? { email: INVITING_TEXTS.sendNeedsEmail } : {}),
  };
}

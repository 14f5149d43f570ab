// zod's settings first: they must be in place before anything below parses.
import '../../../lib/zod-setup';

/** What the sign-up page parses, all in zod/mini (shared/invite-view.schema.ts says why). */
export { InvitePublicViewSchema } from '../../../../shared/invite-view.schema';
export {
  registrationFormSchema,
  RegistrationResponseSchema,
} from '../../../../shared/registration.schema';

import { INVITE_CODE_LENGTH } from '../../../shared/constants';
import { hasSessionFor } from '../../lib/candidate-storage';
import { paths } from '../../lib/paths';

/**
 * Where an invite link leads (docs/product.md#invite-entry). A wrong-length id goes home; a
 * stored, unexpired session for this invite resumes the assessment; anything else goes to sign-up.
 */
export function inviteEntryTarget(inviteId: string | undefined): string {
  if (!inviteId || inviteId.length !== INVITE_CODE_LENGTH) return paths.home();
  return hasSessionFor(inviteId) ? paths.assessment(inviteId) : paths.signup(inviteId);
}

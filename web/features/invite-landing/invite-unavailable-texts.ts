import english from '../../../shared/messages/invite-unavailable/en';
import { defineTexts } from '../../i18n/texts';

/**
 * The words of an invite link that can no longer be used (shared/messages/invite-unavailable/):
 * English in that page's own chunk, which loads only then (invite-landing-page.tsx).
 */
export const inviteUnavailableTexts = defineTexts(
  'invite-unavailable',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/invite-unavailable/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/invite-unavailable/en.ts',
      '!../../../shared/messages/invite-unavailable/*.test.ts',
    ],
    { import: 'default' },
  ),
);

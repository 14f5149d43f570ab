import english from '../../../shared/messages/workspace-shares/en';
import { defineTexts } from '../../i18n/texts';

/** A share link's page's words (shared/messages/workspace-shares/, with the Share links page). */
export const shareViewTexts = defineTexts(
  'workspace-shares',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-shares/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-shares/en.ts',
      '!../../../shared/messages/workspace-shares/*.test.ts',
    ],
    { import: 'default' },
  ),
);

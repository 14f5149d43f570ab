import english from '../../../shared/messages/workspace-shares/en';
import { defineTexts } from '../../i18n/texts';

/** The Share links page's words (shared/messages/workspace-shares/, with a share link's page). */
export const sharesTexts = defineTexts(
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

import english from '../../../shared/messages/workspace-home/en';
import { defineTexts } from '../../i18n/texts';

/** The home page's words (shared/messages/workspace-home/): English in this page's chunk. */
export const homeTexts = defineTexts(
  'workspace-home',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-home/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-home/en.ts',
      '!../../../shared/messages/workspace-home/*.test.ts',
    ],
    { import: 'default' },
  ),
);

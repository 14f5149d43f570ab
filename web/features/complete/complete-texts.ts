import english from '../../../shared/messages/complete/en';
import { defineTexts } from '../../i18n/texts';

/** The complete page's words (shared/messages/complete/): English in this page's chunk. */
export const completeTexts = defineTexts(
  'complete',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/complete/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/complete/en.ts',
      '!../../../shared/messages/complete/*.test.ts',
    ],
    { import: 'default' },
  ),
);

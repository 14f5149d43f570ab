import english from '../../../shared/messages/your-data/en';
import { defineTexts } from '../../i18n/texts';

/** The "Your data" page's words (shared/messages/your-data/): English in this page's chunk. */
export const yourDataTexts = defineTexts(
  'your-data',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/your-data/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/your-data/en.ts',
      '!../../../shared/messages/your-data/*.test.ts',
    ],
    { import: 'default' },
  ),
);

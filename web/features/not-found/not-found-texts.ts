import english from '../../../shared/messages/not-found/en';
import { defineTexts } from '../../i18n/texts';

/** The page-not-found page's words (shared/messages/not-found/): English in this page's chunk. */
export const notFoundTexts = defineTexts(
  'not-found',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/not-found/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/not-found/en.ts',
      '!../../../shared/messages/not-found/*.test.ts',
    ],
    { import: 'default' },
  ),
);

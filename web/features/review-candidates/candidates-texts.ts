import english from '../../../shared/messages/workspace-candidates/en';
import { defineTexts } from '../../i18n/texts';

/** The candidates list's words (shared/messages/workspace-candidates/): English in this page's chunk. */
export const candidatesTexts = defineTexts(
  'workspace-candidates',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-candidates/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-candidates/en.ts',
      '!../../../shared/messages/workspace-candidates/*.test.ts',
    ],
    { import: 'default' },
  ),
);

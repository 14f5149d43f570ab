import english from '../../../shared/messages/workspace-frame/en';
import { defineTexts } from '../../i18n/texts';

/** The workspace frame's words (shared/messages/workspace-frame/): English in this page's chunk. */
export const frameTexts = defineTexts(
  'workspace-frame',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-frame/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-frame/en.ts',
      '!../../../shared/messages/workspace-frame/*.test.ts',
    ],
    { import: 'default' },
  ),
);

import english from '../../../shared/messages/workspace-privacy/en';
import { defineTexts } from '../../i18n/texts';

/** Settings → Privacy's words (shared/messages/workspace-privacy/): English in this chunk. */
export const privacyTexts = defineTexts(
  'workspace-privacy',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-privacy/*.ts',
      // English is in the section's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-privacy/en.ts',
      '!../../../shared/messages/workspace-privacy/*.test.ts',
    ],
    { import: 'default' },
  ),
);

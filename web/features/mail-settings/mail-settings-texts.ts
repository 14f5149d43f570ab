import english from '../../../shared/messages/workspace-mail-settings/en';
import { defineTexts } from '../../i18n/texts';

/** The mail sections' words (shared/messages/workspace-mail-settings/): English in the chunk. */
export const mailSettingsTexts = defineTexts(
  'workspace-mail-settings',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-mail-settings/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-mail-settings/en.ts',
      '!../../../shared/messages/workspace-mail-settings/*.test.ts',
    ],
    { import: 'default' },
  ),
);

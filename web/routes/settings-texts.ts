import english from '../../shared/messages/workspace-settings/en';
import { defineTexts } from '../i18n/texts';

/** The Settings page's words (shared/messages/workspace-settings/): English in the route's chunk. */
export const settingsTexts = defineTexts(
  'workspace-settings',
  english,
  import.meta.glob(
    [
      '../../shared/messages/workspace-settings/*.ts',
      // English is in the route's chunk already (above); the unit tests are no catalogue.
      '!../../shared/messages/workspace-settings/en.ts',
      '!../../shared/messages/workspace-settings/*.test.ts',
    ],
    { import: 'default' },
  ),
);

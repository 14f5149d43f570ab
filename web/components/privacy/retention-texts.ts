import english from '../../../shared/messages/workspace-retention/en';
import { defineTexts } from '../../i18n/texts';

/** The retention's words (shared/messages/workspace-retention/): English in the caller's chunk. */
export const retentionTexts = defineTexts(
  'workspace-retention',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-retention/*.ts',
      // English is in the caller's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-retention/en.ts',
      '!../../../shared/messages/workspace-retention/*.test.ts',
    ],
    { import: 'default' },
  ),
);

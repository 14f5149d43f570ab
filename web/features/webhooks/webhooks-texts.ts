import english from '../../../shared/messages/workspace-webhooks/en';
import { defineTexts } from '../../i18n/texts';

/** Settings → Webhooks' words (shared/messages/workspace-webhooks/): English in this chunk. */
export const webhooksTexts = defineTexts(
  'workspace-webhooks',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-webhooks/*.ts',
      // English is in the section's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-webhooks/en.ts',
      '!../../../shared/messages/workspace-webhooks/*.test.ts',
    ],
    { import: 'default' },
  ),
);

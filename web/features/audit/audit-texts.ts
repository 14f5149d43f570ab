import english from '../../../shared/messages/workspace-audit/en';
import { defineTexts } from '../../i18n/texts';

/** The audit log's words (shared/messages/workspace-audit/): English in this page's chunk. */
export const auditTexts = defineTexts(
  'workspace-audit',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-audit/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-audit/en.ts',
      '!../../../shared/messages/workspace-audit/*.test.ts',
    ],
    { import: 'default' },
  ),
);

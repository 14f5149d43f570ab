import english from '../../../shared/messages/workspace-roles/en';
import { defineTexts } from '../../i18n/texts';

/** The roles pages' words (shared/messages/workspace-roles/): English in this page's chunk. */
export const rolesTexts = defineTexts(
  'workspace-roles',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-roles/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-roles/en.ts',
      '!../../../shared/messages/workspace-roles/*.test.ts',
    ],
    { import: 'default' },
  ),
);

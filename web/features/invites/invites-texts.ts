import english from '../../../shared/messages/workspace-invites/en';
import { defineTexts } from '../../i18n/texts';

/** The invite panel's and the Invites page's words (shared/messages/workspace-invites/). */
export const invitesTexts = defineTexts(
  'workspace-invites',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-invites/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-invites/en.ts',
      '!../../../shared/messages/workspace-invites/*.test.ts',
    ],
    { import: 'default' },
  ),
);

import english from '../../shared/messages/workspace-shares/en';
import { defineTexts } from '../i18n/texts';

/**
 * The share links' words (shared/messages/workspace-shares/): the Share links page's and a share
 * link's own page's, one namespace both features read.
 */
export const shareLinksTexts = defineTexts(
  'workspace-shares',
  english,
  import.meta.glob(
    [
      '../../shared/messages/workspace-shares/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../shared/messages/workspace-shares/en.ts',
      '!../../shared/messages/workspace-shares/*.test.ts',
    ],
    { import: 'default' },
  ),
);

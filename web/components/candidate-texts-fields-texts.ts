import english from '../../shared/messages/workspace-candidate-texts/en';
import { defineTexts } from '../i18n/texts';

/**
 * The candidate texts' words (shared/messages/workspace-candidate-texts/), for the fields here and
 * the settings' section around them: English in the page's chunk.
 */
export const candidateTextsTexts = defineTexts(
  'workspace-candidate-texts',
  english,
  import.meta.glob(
    [
      '../../shared/messages/workspace-candidate-texts/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../shared/messages/workspace-candidate-texts/en.ts',
      '!../../shared/messages/workspace-candidate-texts/*.test.ts',
    ],
    { import: 'default' },
  ),
);

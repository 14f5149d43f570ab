import english from '../../../shared/messages/workspace-review-candidate/en';
import { defineTexts, type Translate } from '../../i18n/texts';

/**
 * A candidate's page in the workspace: its words (shared/messages/workspace-review-candidate/),
 * English in this page's chunk.
 */
export const reviewCandidateTexts = defineTexts(
  'workspace-review-candidate',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-review-candidate/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-review-candidate/en.ts',
      '!../../../shared/messages/workspace-review-candidate/*.test.ts',
    ],
    { import: 'default' },
  ),
);

/** The page's texts, for the helpers that write a sentence outside a component. */
export type ReviewTexts = Translate<typeof english>;

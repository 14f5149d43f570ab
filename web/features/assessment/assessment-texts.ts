import english from '../../../shared/messages/assessment/en';
import { defineTexts, type Translate } from '../../i18n/texts';

/** The assessment page's words (shared/messages/assessment/): English in this page's chunk. */
export const assessmentTexts = defineTexts(
  'assessment',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/assessment/*.ts',
      '!../../../shared/messages/assessment/en.ts',
      '!../../../shared/messages/assessment/*.test.ts',
    ],
    {
      import: 'default',
    },
  ),
);

export type AssessmentTranslate = Translate<typeof english>;

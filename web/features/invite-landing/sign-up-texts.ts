import english from '../../../shared/messages/sign-up/en';
import { defineTexts } from '../../i18n/texts';

/** The sign-up page's words (shared/messages/sign-up/): English in this page's chunk. */
export const signUpTexts = defineTexts(
  'sign-up',
  english,
  import.meta.glob(
    ['../../../shared/messages/sign-up/*.ts', '!../../../shared/messages/sign-up/en.ts'],
    { import: 'default' },
  ),
);

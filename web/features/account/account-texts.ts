import type { ReactNode } from 'react';
import english from '../../../shared/messages/workspace-account/en';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/members.schema';
import { defineTexts, translateKnown, type Translate } from '../../i18n/texts';

/** The account page's words (shared/messages/workspace-account/): English in the page's chunk. */
export const accountTexts = defineTexts(
  'workspace-account',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-account/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-account/en.ts',
      '!../../../shared/messages/workspace-account/*.test.ts',
    ],
    { import: 'default' },
  ),
);

type AccountTranslate = Translate<typeof english>;

/**
 * A field's check, which the shared schema says in English (shared/accounts-texts.ts), in the
 * page's language; a text the catalogue does not hold (the server's) as it came.
 */
export function fieldErrorText(t: AccountTranslate, error: unknown): ReactNode {
  if (typeof error !== 'string') return error as ReactNode;
  if (error === ACCOUNT_TEXTS.passwordTooShort(PASSWORD_MIN_LENGTH)) {
    return t('passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  if (error === ACCOUNT_TEXTS.passwordTooLong(PASSWORD_MAX_LENGTH)) {
    return t('passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  }
  return translateKnown(accountTexts, t, error);
}

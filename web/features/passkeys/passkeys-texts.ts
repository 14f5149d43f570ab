import type { ReactNode } from 'react';
import english from '../../../shared/messages/workspace-passkeys/en';
import { defineTexts, translateKnown, type Translate } from '../../i18n/texts';

/** The workspace's passkey words (shared/messages/workspace-passkeys/): English in the chunk. */
export const passkeysTexts = defineTexts(
  'workspace-passkeys',
  english,
  import.meta.glob(
    [
      '../../../shared/messages/workspace-passkeys/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../../shared/messages/workspace-passkeys/en.ts',
      '!../../../shared/messages/workspace-passkeys/*.test.ts',
    ],
    { import: 'default' },
  ),
);

export type PasskeysTranslate = Translate<typeof english>;

/**
 * A field's check, which the shared schema says in English (shared/accounts-texts.ts), in the
 * page's language; a text the catalogue does not hold (the server's) as it came.
 */
export function fieldErrorText(t: PasskeysTranslate, error: unknown): ReactNode {
  if (typeof error !== 'string') return error as ReactNode;
  return translateKnown(passkeysTexts, t, error);
}

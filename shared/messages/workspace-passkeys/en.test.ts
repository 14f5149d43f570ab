import { expect, it } from 'vitest';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);

/** A passkey's line as shared/passkey-texts.ts' `created` and `lastUsed` wrote it before. */
it.each([
  ['12 Mar 2026', null],
  ['12 Mar 2026', '1 Apr 2026'],
  ['Mar 12, 2026', 'Mar 12, 2026'],
])('says when %s was added and last used (%s) as before', (added, lastUsed) => {
  expect(i18n._('addedAndUsed', { added, lastUsed: lastUsed ?? 'never' })).toBe(
    `Added ${added} · ${lastUsed ? `last used ${lastUsed}` : 'never used'}`,
  );
});

it.each(['Work laptop', 'YubiKey “blue”', '{odd} name'])('asks to remove %s as before', (label) => {
  expect(i18n._('removeConfirm', { label })).toBe(
    `“${label}” will no longer sign you in. The authenticator may still list it; you can delete it there.`,
  );
});

it('writes "Create a passkey and join" as the button did', () => {
  expect(i18n._('createPasskeyAndJoin')).toBe('Create a passkey and join');
});

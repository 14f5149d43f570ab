import { expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../accounts-texts';
import { MEMBER_ROLE_LABELS, MemberRoleSchema } from '../../team.schema';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);

it.each(MemberRoleSchema.options)('names the role %s as MEMBER_ROLE_LABELS does', (role) => {
  expect(i18n._('role', { role })).toBe(MEMBER_ROLE_LABELS[role]);
});

/** The schema's checks, which the server also says, as shared/accounts-texts.ts writes them. */
it.each([1, 15, 128])('says the password lengths as ACCOUNT_TEXTS does (%i)', (length) => {
  expect(i18n._('passwordTooShort', { min: length })).toBe(ACCOUNT_TEXTS.passwordTooShort(length));
  expect(i18n._('passwordTooLong', { max: length })).toBe(ACCOUNT_TEXTS.passwordTooLong(length));
});

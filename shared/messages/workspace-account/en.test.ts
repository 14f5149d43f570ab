import { expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../accounts-texts';
import { CreateApiTokenRequestSchema } from '../../api-tokens.schema';
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

/** The page finds a token name's check in the catalogue by its English (translateKnown). */
it.each(['', ' ', 'x'.repeat(121)])('holds the token schema’s check of %j', (name) => {
  const result = CreateApiTokenRequestSchema.safeParse({ name });
  expect(result.success).toBe(false);
  expect(Object.values(english)).toContain(result.error?.issues[0]?.message);
});

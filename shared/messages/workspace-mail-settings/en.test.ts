import { expect, it } from 'vitest';
import { MailPreferencesSchema, REMINDER_HOURS_CHOICES } from '../../mail.schema';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);

/** The reminder's choices as shared/mail-texts.ts' `reminderHours` wrote them before. */
it.each([...REMINDER_HOURS_CHOICES, 1, 168])('names %i hours as before', (hours) => {
  expect(i18n._('reminderHours', { hours })).toBe(`${hours} hours before expiry`);
});

it.each(['noreply@example.com', 'Acme Hiring <hiring@acme.example>'])(
  'says mail goes out from %s as before',
  (from) => {
    expect(i18n._('onFrom', { from })).toBe(`Mail is on. Mail goes out from ${from}.`);
  },
);

/** The form finds the team name's check in the catalogue by its English (translateKnown). */
it('holds the team name’s check', () => {
  const result = MailPreferencesSchema.pick({ teamName: true }).safeParse({
    teamName: 'x'.repeat(121),
  });
  expect(Object.values(english)).toContain(result.error?.issues[0]?.message);
});

import { describe, expect, it } from 'vitest';
import { YOUR_DATA_PAGE_TEXTS as PAGE } from '../../your-data-page-texts';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

/** The catalogue's English as the page shows it: compiled, as when bundled, and formatted. */
const i18n = englishI18n(english);
const say = (key: keyof typeof english, values: Record<string, unknown> = {}) =>
  i18n._(key, values);
const mail = (mailOn: boolean) => (mailOn ? 'yes' : 'no');

/**
 * The sentences English composes in code (shared/your-data-page-texts.ts, which the browser tests
 * read) say word for word what the catalogue's ICU messages say, so that English cannot drift.
 */
describe('"Your data" in English', () => {
  it.each([
    ['Erin Erasure', 'Analyst'],
    ['Zoë O’Brien', 'Senior {Platform} Engineer'],
  ])('greets %s as before', (name, roleTitle) => {
    expect(say('intro', { name, roleTitle })).toBe(PAGE.intro(name, roleTitle));
  });

  it.each([true, false])('says when and whether it mails (mail on: %s)', (mailOn) => {
    for (const date of ['30 Dec 2026', '3 Sept 2027']) {
      expect(say('confirmWhen', { date, mailOn: mail(mailOn) })).toBe(
        PAGE.confirmWhen(date, mailOn),
      );
      expect(say('requestedWhen', { date, mailOn: mail(mailOn) })).toBe(
        PAGE.requestedWhen(date, mailOn),
      );
    }
    expect(say('confirmSoon', { mailOn: mail(mailOn) })).toBe(PAGE.confirmSoon(mailOn));
    expect(say('confirmHeld', { mailOn: mail(mailOn) })).toBe(PAGE.confirmHeld(mailOn));
  });

  it('says the day of the request as before', () => {
    expect(say('requestedOn', { date: '20 Nov 2026' })).toBe(PAGE.requestedOn('20 Nov 2026'));
  });

  it('keeps the texts modules’ fixed words', () => {
    expect(say('contact')).toBe(`${PAGE.contact}:`);
    expect(say('title')).toBe(PAGE.title);
  });
});

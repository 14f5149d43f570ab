import type { PageLanguage } from '../../shared/i18n/languages';

/**
 * `a, b and c` in the page's language (Intl's list format). English is British English here,
 * as on every other page: no comma before the "and". The pseudo-locales list as English does.
 */
export function listText(language: PageLanguage, parts: string[]): string {
  const locale = language === 'en' || language.includes('-X') ? 'en-GB' : language;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

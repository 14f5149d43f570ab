import { isLanguage, type PageLanguage } from '../../../../shared/i18n/languages';
import { formatDate } from '../../../lib/format-moment';

/**
 * A day as the page's language writes it: "30 Dec 2026" in English (and the pseudo-locales), as
 * every other page; "30. Dezember 2026", "30 décembre 2026", "30 de diciembre de 2026".
 */
export function formatDay(date: Date, language: PageLanguage): string {
  if (!isLanguage(language) || language === 'en') return formatDate(date);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

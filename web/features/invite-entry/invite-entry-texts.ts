import english from '../../../shared/messages/invite-entry/en';
import de from '../../../shared/messages/invite-entry/de';
import es from '../../../shared/messages/invite-entry/es';
import fr from '../../../shared/messages/invite-entry/fr';
import type { Language, PageLanguage } from '../../../shared/i18n/languages';
import { pageLanguage } from '../../i18n/language-sources';

/**
 * Every language's one text, in the first file: the spinner draws before any page's words could
 * load, and without Lingui (its messages have no placeholder, so their compiled form is the words).
 */
const CATALOGUES: Record<Language, Record<keyof typeof english, string>> = {
  en: english,
  de,
  fr,
  es,
};

/** A compiled message without placeholders as the words it says. */
const words = (message: unknown): string => [message].flat().join('');

/**
 * "Loading assessment" in the language the candidate switched to for this invite on this device,
 * else English: the invite's own is not known yet. A pseudo-locale gets English between its
 * brackets only (web/i18n/pseudo-messages.ts would weigh 350 bytes more in every page's first
 * file, for a text that shows for a moment and cannot be clipped).
 */
export function inviteEntryLoading(inviteId: string): { language: PageLanguage; text: string } {
  const language = pageLanguage(inviteId, 'en');
  const text =
    language === 'en-XA' || language === 'ar-XB'
      ? `⟦${words(english.loading)}⟧`
      : words(CATALOGUES[language].loading);
  return { language, text };
}

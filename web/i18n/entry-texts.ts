import english from '../../shared/messages/invite-entry/en';
import de from '../../shared/messages/invite-entry/de';
import es from '../../shared/messages/invite-entry/es';
import fr from '../../shared/messages/invite-entry/fr';
import type { Language, PageLanguage } from '../../shared/i18n/languages';

export type EntryTextKey = keyof typeof english;

/**
 * The invite-entry catalogue, every language of it in the first file: what it holds draws before
 * any page's words could load (the invite link's spinner, the landing page while the invite
 * loads), and without Lingui (its messages have no placeholder, so their compiled form is the
 * words).
 */
const CATALOGUES: Record<Language, Record<EntryTextKey, string>> = { en: english, de, fr, es };

/** A compiled message without placeholders as the words it says. */
const words = (message: unknown): string => [message].flat().join('');

/**
 * One of its texts in `language`. A pseudo-locale gets English between its brackets only
 * (web/i18n/pseudo-messages.ts would weigh 350 bytes more in every page's first file, for texts
 * that show for a moment and cannot be clipped).
 */
export function entryText(language: PageLanguage, key: EntryTextKey): string {
  return language === 'en-XA' || language === 'ar-XB'
    ? `⟦${words(english[key])}⟧`
    : words(CATALOGUES[language][key]);
}

import type { PageLanguage } from '../../../shared/i18n/languages';
import { entryText } from '../../i18n/entry-texts';
import { pageLanguage } from '../../i18n/language-sources';

/**
 * "Loading assessment" in the language the candidate switched to for this invite on this device,
 * else English: the invite's own is not known yet.
 */
export function inviteEntryLoading(inviteId: string): { language: PageLanguage; text: string } {
  const language = pageLanguage(inviteId, 'en');
  return { language, text: entryText(language, 'loading') };
}

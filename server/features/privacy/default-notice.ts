import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import de from '../../../shared/messages/privacy-notice/de';
import english from '../../../shared/messages/privacy-notice/en';
import es from '../../../shared/messages/privacy-notice/es';
import fr from '../../../shared/messages/privacy-notice/fr';
import { buildPrivacyNotice, type PrivacyNoticeInput } from '../../../shared/privacy-notice';
import { serverTexts } from '../../i18n/server-texts';

/** The default notice's sentences in each candidate language (docs/languages.md#catalogues). */
const noticeTexts = serverTexts('privacy-notice', { en: english, de, fr, es });

/** The default privacy notice (docs/privacy.md) in `language`. */
export function defaultNoticeIn(language: Language, input: PrivacyNoticeInput): string {
  return buildPrivacyNotice(noticeTexts(language), input);
}

/** The default notice in every candidate language: the sign-up page follows the candidate's switch. */
export function defaultNotices(input: PrivacyNoticeInput): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, defaultNoticeIn(language, input)]),
  ) as Record<Language, string>;
}

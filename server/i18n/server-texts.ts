import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language, type Translation } from '../../shared/i18n/languages';

type Catalogue = Record<string, string>;

/** A namespace's words in one language: `t('key', { name: value })`. */
type ServerTranslate<English extends Catalogue> = (
  key: keyof English & string,
  values?: Record<string, unknown>,
) => string;

/** One Lingui instance per language, shared by every namespace the server writes in. */
const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: {} } }),
  ]),
);

/**
 * A namespace of shared/messages/ (docs/languages.md#catalogues) as the server writes it: every
 * language's file compiled once, as the module that names it loads (the browser gets them
 * compiled by its bundler; the server has none). Answers the words in a language.
 */
export function serverTexts<English extends Catalogue, Written extends Language = Language>(
  name: string,
  catalogues: Record<Written, Translation<English>>,
): (language: Written) => ServerTranslate<English> {
  for (const [language, catalogue] of Object.entries(catalogues) as [
    Written,
    Translation<English>,
  ][]) {
    const messages = Object.fromEntries(
      Object.entries(catalogue).map(([key, message]) => [
        `${name}.${key}`,
        compileMessage(message),
      ]),
    );
    instances.get(language)!.load(language, messages as Messages);
  }
  return (language) => {
    const i18n = instances.get(language)!;
    return (key, values) => i18n._(`${name}.${key}`, values);
  };
}

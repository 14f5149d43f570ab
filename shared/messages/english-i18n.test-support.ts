import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue compiled as the bundler compiles it (vite.compiled-messages.ts), in a Lingui instance
 * of its own for `language`: for the unit tests that say a catalogue's words without drawing a
 * page.
 */
export function catalogueI18n(catalogue: Record<string, string>, language: string): I18n {
  return setupI18n({
    locale: language,
    messages: {
      [language]: Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
      ),
    },
  });
}

/**
 * A catalogue's English, compiled: for the unit tests that hold an ICU message to the English a
 * texts module's function wrote.
 */
export function englishI18n(english: Record<string, string>): I18n {
  return catalogueI18n(english, 'en');
}

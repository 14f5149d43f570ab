import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue's English compiled as the bundler compiles it (vite.compiled-messages.ts), in a
 * Lingui instance of its own: for the unit tests that hold an ICU message to the English a texts
 * module's function wrote, or that say a catalogue's words without drawing a page.
 */
export function englishI18n(english: Record<string, string>): I18n {
  return setupI18n({
    locale: 'en',
    messages: {
      en: Object.fromEntries(
        Object.entries(english).map(([key, message]) => [key, compileMessage(message)]),
      ),
    },
  });
}

/**
 * The languages a candidate's pages and mails are written in (docs/languages.md). A role picks
 * one; the candidate may switch on the landing page. Adding a language is a catalogue file per
 * namespace (shared/messages/<namespace>/<language>.ts) and a line here.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The languages the hiring team's pages are written in: English only for now. Their texts are in
 * catalogues too (shared/messages/workspace-<name>/), so translating the workspace is a file per
 * namespace and a line here (docs/languages.md#the-workspace).
 */
export const WORKSPACE_LANGUAGES = ['en'] as const satisfies readonly Language[];

/** Each language's name in itself: the landing page's switch lists them so. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/**
 * Two test-only pseudo-locales (docs/languages.md#pseudo-locales), made from English at run time:
 * accented and 40 % longer, to find clipped text and strings that skip the catalogue; and the
 * same right to left, to check the pages mirror. Chosen only with `?lang=` in the address.
 */
export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;
export type PseudoLanguage = (typeof PSEUDO_LANGUAGES)[number];

export type PageLanguage = Language | PseudoLanguage;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function isPageLanguage(value: unknown): value is PageLanguage {
  return isLanguage(value) || (PSEUDO_LANGUAGES as readonly unknown[]).includes(value);
}

/** Which way a language's text runs: only the RTL pseudo-locale today; Arabic or Hebrew later. */
export function textDirection(language: PageLanguage): 'ltr' | 'rtl' {
  return language === 'ar-XB' ? 'rtl' : 'ltr';
}

/**
 * A namespace's catalogue in another language: every key English has, none it lacks, each an ICU
 * message (https://unicode-org.github.io/icu/userguide/format_parse/messages/).
 */
export type Translation<English> = { readonly [Key in keyof English]: string };

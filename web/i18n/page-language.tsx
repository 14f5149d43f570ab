import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import {
  isLanguage,
  isPageLanguage,
  textDirection,
  type Language,
  type PageLanguage,
} from '../../shared/i18n/languages';
import { LanguageContext } from './texts';

const storageKey = (inviteId: string) => `language:${inviteId}`;

/** The language a candidate switched to for this invite, on this device; null if none. */
export function switchedLanguage(inviteId: string): Language | null {
  try {
    const stored = localStorage.getItem(storageKey(inviteId));
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the candidate's switch for the invite's later pages (and a reload). */
export function rememberLanguage(inviteId: string, language: Language): void {
  try {
    localStorage.setItem(storageKey(inviteId), language);
  } catch {
    // Storage off (a private window): the switch holds for this page only.
  }
}

/**
 * The language of a candidate's page: a pseudo-locale asked for in the address (tests,
 * docs/languages.md#pseudo-locales), else the candidate's own switch, else the one the team chose.
 */
export function pageLanguage(inviteId: string, chosenByTeam: Language): PageLanguage {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isPageLanguage(asked) && !isLanguage(asked)) return asked;
  return switchedLanguage(inviteId) ?? chosenByTeam;
}

/**
 * Draws its children in `language`, and says so to the browser (`lang`, for screen readers'
 * voices and hyphenation; `dir`, for right-to-left languages).
 */
export function InLanguage({ language, children }: { language: PageLanguage; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = textDirection(language);
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/**
 * A candidate's page after the landing (assessment, complete, "Your data"): in the language they
 * switched to for this invite on this device, else the one their registration holds, else the
 * team's; `fallback` shows while another language's words load.
 */
export function InInviteLanguage({
  inviteId,
  language,
  fallback,
  children,
}: {
  inviteId: string;
  language: Language;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <InLanguage language={pageLanguage(inviteId, language)}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </InLanguage>
  );
}

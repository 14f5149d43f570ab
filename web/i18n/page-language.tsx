import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  textDirection,
  type Language,
  type PageLanguage,
} from '../../shared/i18n/languages';
import { setTextDirection } from '../lib/text-direction';
import { pageLanguage } from './language-sources';
import { LanguageContext } from './texts';

// The candidate's own choice, kept apart from React and Lingui: the invite link's spinner, in the
// first file every page downloads, reads it too (language-sources.ts).
export { pageLanguage, rememberLanguage } from './language-sources';

/**
 * Draws its children in `language`, and says so to the browser (`lang`, for screen readers'
 * voices and hyphenation; `dir`, for right-to-left languages).
 */
export function InLanguage({
  language,
  children,
}: {
  language: PageLanguage;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    setTextDirection(textDirection(language));
    // The pages outside a candidate's language (the workspace, home) are English, left to right.
    return () => {
      document.documentElement.lang = DEFAULT_LANGUAGE;
      setTextDirection('ltr');
    };
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

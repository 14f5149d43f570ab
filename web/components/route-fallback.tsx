import '@mantine/core/styles/Center.css';
import { Center, Loader } from '@mantine/core';
import { WORKSPACE_LANGUAGES } from '../../shared/i18n/languages';
import { entryText } from '../i18n/entry-texts';
import { languageOfAddress } from '../i18n/language-sources';

/**
 * Shown while a lazy route loads: a quiet spinner in the page's own place, named in the language
 * the page will be in (from the catalogue every page's first file holds, docs/languages.md).
 */
export function RouteFallback() {
  const language = languageOfAddress(window.location.pathname, WORKSPACE_LANGUAGES[0]);
  return (
    <Center
      mih="100vh"
      role="status"
      aria-label={entryText(language, 'loadingPage')}
      lang={language}
      data-route-fallback
    >
      <Loader />
    </Center>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { WORKSPACE_LANGUAGES } from '../../shared/i18n/languages';
import { RouteFallback } from '../components/route-fallback';
import { pageLanguageWithoutInvite } from './language-sources';
import { InLanguage } from './page-language';

/**
 * The hiring team's pages (the workspace, the invite panel, a share link's page, home), as a
 * layout route: drawn in the workspace's language (English; docs/languages.md#the-workspace), or in
 * a pseudo-locale asked for with `?lang=`, which shows a text that skips the catalogue.
 */
export function InWorkspaceLanguage() {
  return (
    <InLanguage language={pageLanguageWithoutInvite(WORKSPACE_LANGUAGES[0])}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </InLanguage>
  );
}

import type { ComponentProps } from 'react';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';
import { LoadError } from './load-error';

/**
 * A failed load on the hiring team's pages, its button in the workspace's words. LoadError itself
 * is English by default: a candidate's page passes its own language's words, and must not load
 * this namespace, which is written in the workspace's languages only.
 */
export function WorkspaceLoadError(props: Omit<ComponentProps<typeof LoadError>, 'retryLabel'>) {
  const t = useTexts(componentsTexts);
  return <LoadError {...props} retryLabel={t('tryAgain')} />;
}

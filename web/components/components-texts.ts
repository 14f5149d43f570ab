import english from '../../shared/messages/workspace-components/en';
import { defineTexts } from '../i18n/texts';

/**
 * The words of the pieces the hiring team's pages share (shared/messages/workspace-components/):
 * English in the chunk of the page that uses them. Only for the workspace's pages: a candidate's
 * page is in languages this namespace is not written in.
 */
export const componentsTexts = defineTexts(
  'workspace-components',
  english,
  import.meta.glob(
    [
      '../../shared/messages/workspace-components/*.ts',
      // English is in the page's chunk already (above); the unit tests are no catalogue.
      '!../../shared/messages/workspace-components/en.ts',
      '!../../shared/messages/workspace-components/*.test.ts',
    ],
    { import: 'default' },
  ),
);

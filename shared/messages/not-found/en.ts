import { NOT_FOUND_TEXTS } from '../../not-found-texts';

/** The page-not-found page, in English (docs/languages.md). */
export default {
  ...NOT_FOUND_TEXTS,
  pageTitle: 'Page not found',
  home: 'Go to the home page',
} as const;

/**
 * The words of the page-not-found page (docs/product.md#page-not-found). A file of their own, in
 * the first screen's file (vite.chunk-groups.ts): `TEXTS` (texts.ts) goes with the schemas'
 * file, which that page would otherwise download with it; `TEXTS` holds them as well.
 */
export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  body: 'The page you are looking for does not exist or has been moved.',
  helpTitle: 'Need Help?',
  help: 'Check the URL for typos, or contact the team that sent you the link for support.',
} as const;

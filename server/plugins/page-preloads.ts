import { routeKeys, type Manifest } from './build-manifest';

const WORKSPACE = 'features/admin-workspace/workspace-layout.tsx';

/**
 * Which lazy pages each address opens, as `web/router.tsx` has them (the manifest's keys).
 * `/invite/<code>` forwards to the sign-up page unless the browser already holds a session.
 */
export const PAGES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/$/, modules: ['features/home/home-page.tsx'] },
  {
    path: /^\/invite\/[^/]+(\/signup)?\/?$/,
    modules: ['features/invite-landing/invite-landing-page.tsx'],
  },
  {
    path: /^\/invite\/[^/]+\/assessment\/?$/,
    modules: ['features/assessment/assessment-page.tsx'],
  },
  { path: /^\/invite\/[^/]+\/complete\/?$/, modules: ['features/complete/complete-page.tsx'] },
  { path: /^\/admin\/?$/, modules: ['features/admin-invites/admin-page.tsx'] },
  {
    path: /^\/admin\/candidates\/?$/,
    modules: [WORKSPACE, 'features/review-candidates/candidates-page.tsx'],
  },
  {
    path: /^\/admin\/candidates\/[^/]+\/?$/,
    modules: [WORKSPACE, 'features/review-candidate/candidate-page.tsx'],
  },
  {
    path: /^\/admin\/invites\/?$/,
    modules: [WORKSPACE, 'features/review-invites/invites-page.tsx'],
  },
];

/**
 * The `<link>` tags that start a page's own chunks with the entry's. Its stylesheets are not
 * preloaded: they are small, and a dozen style preloads at top priority made the sign-up page's
 * Lighthouse LCP 0.4 s slower by delaying the entry (docs/benchmarks.md).
 */
function preloadTags(manifest: Manifest, modules: string[]): string {
  const entry = new Set(routeKeys(manifest, []));
  const tags: string[] = [];
  for (const key of routeKeys(manifest, modules)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return tags.join('\n    ');
}

/**
 * `index.html` for each address that opens a known page, with that page's chunks preloaded: the
 * browser fetches them alongside the entry instead of after it has run, which on a slow phone
 * network is the difference between one round of downloads and two. Built once, at start-up;
 * a page whose modules are not in this build (renamed) is left out and served the plain shell.
 */
export function pageShells(indexHtml: string, manifest: Manifest | null) {
  const usable =
    manifest &&
    indexHtml.includes('</head>') &&
    Object.values(manifest).some((chunk) => chunk.isEntry);
  if (!manifest || !usable) return () => null;
  const shells = PAGES.flatMap(({ path, modules }) => {
    if (modules.some((key) => !manifest[key])) return [];
    const html = indexHtml.replace('</head>', `  ${preloadTags(manifest, modules)}\n  </head>`);
    return [{ path, html }];
  });
  return (pathname: string): string | null =>
    shells.find((shell) => shell.path.test(pathname))?.html ?? null;
}

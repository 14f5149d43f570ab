import { routeKeys, type Manifest } from './build-manifest';

/** The workspace's frame, as its route assembles it (with the passkeys feature's sign-in). */
const WORKSPACE = 'routes/workspace-route.tsx';

/**
 * Which lazy pages each address opens, as `web/router.tsx` has them (the manifest's keys). zod's
 * settings (`withZod` there) need no line: they are in the `zod-core` chunk group
 * (vite.chunk-groups.ts), which every page that parses imports, so it is preloaded with them.
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
    modules: ['routes/assessment-route.tsx'],
  },
  { path: /^\/invite\/[^/]+\/complete\/?$/, modules: ['features/complete/complete-page.tsx'] },
  { path: /^\/admin\/?$/, modules: ['routes/invite-panel-route.tsx'] },
  // A share link's page, often opened on a phone by someone without an account.
  { path: /^\/share\/[^/]+\/?$/, modules: ['features/share-view/share-page.tsx'] },
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
    modules: [WORKSPACE, 'routes/invites-route.tsx'],
  },
];

/**
 * The `<link>` tags that start a page's own chunks and stylesheets with the entry's, so that
 * neither waits for the entry to run. Vite's loader finds the stylesheets already in the page and
 * does not ask again. (A dozen stylesheets at top priority once delayed the entry; since the
 * chunk groups of vite.chunk-groups.ts a page has one or two. docs/benchmarks.md.)
 */
function preloadTags(manifest: Manifest, entry: Set<string>, modules: string[]): string {
  const styled = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const tags: string[] = [];
  for (const key of routeKeys(manifest, modules)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      if (styled.has(css)) continue;
      styled.add(css);
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  return tags.join('\n    ');
}

/** The lazy modules an address opens, as `PAGES` has them; none for an address it does not know. */
export function pageModules(pathname: string): string[] {
  return PAGES.find((page) => page.path.test(pathname))?.modules ?? [];
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
  const entry = new Set(routeKeys(manifest, []));
  const shells = PAGES.flatMap(({ path, modules }) => {
    if (modules.some((key) => !manifest[key])) return [];
    const tags = preloadTags(manifest, entry, modules);
    const html = indexHtml.replace('</head>', `  ${tags}\n  </head>`);
    return [{ path, html }];
  });
  return (pathname: string): string | null =>
    shells.find((shell) => shell.path.test(pathname))?.html ?? null;
}

import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { baseUrl, chromiumPath, useDesktopPage } from './support/browser';
import { createInvite } from './support/api';
import { readManifest, type ManifestChunk } from './support/route-weight';

const WORKSPACE_SOURCE =
  /^(features\/(admin-workspace|review-[a-z-]+)\/|routes\/(workspace|invites)-route\.tsx$)/;
const CANDIDATE_SOURCE =
  /^features\/(home|invite-entry|invite-landing|assessment|recording|complete|not-found)\//;

/** Every file a browser downloads to run these chunks: their own files and static imports. */
function filesOf(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function keysWhere(
  manifest: Record<string, ManifestChunk>,
  test: (chunk: ManifestChunk) => boolean,
) {
  return Object.keys(manifest).filter((key) => test(manifest[key] as ManifestChunk));
}

/** The files only the review workspace needs: what a candidate's browser must never fetch. */
function workspaceOnlyFiles(): Set<string> {
  const manifest = readManifest();
  const workspace = filesOf(
    manifest,
    keysWhere(manifest, (chunk) => WORKSPACE_SOURCE.test(chunk.src ?? '')),
  );
  const candidate = filesOf(
    manifest,
    keysWhere(manifest, (chunk) => !!chunk.isEntry || CANDIDATE_SOURCE.test(chunk.src ?? '')),
  );
  return new Set([...workspace].filter((file) => !candidate.has(file)));
}

test.describe('the review workspace is lazy-loaded', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('builds the workspace pages into chunks that no candidate page imports', () => {
    const manifest = readManifest();
    const workspaceEntries = keysWhere(manifest, (chunk) => WORKSPACE_SOURCE.test(chunk.src ?? ''));
    // The layout, the candidates list, one candidate and the invites page: each its own chunk.
    expect(workspaceEntries.length).toBeGreaterThanOrEqual(4);
    const only = workspaceOnlyFiles();
    for (const key of workspaceEntries) expect(only).toContain(manifest[key]?.file);
  });

  test('a candidate going from the invite to sign-up downloads none of the workspace', async () => {
    const only = workspaceOnlyFiles();
    const fetched: string[] = [];
    f.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) fetched.push(pathname.slice(1));
    });
    const { code } = await createInvite(baseUrl);
    await f.page.goto('/');
    await f.page.goto(`/invite/${code}`);
    await f.page.getByRole('button', { name: TEXTS.signup.continue }).waitFor();
    await f.page.goto('/no/such/page');
    await f.page.getByRole('heading', { name: TEXTS.notFound.title }).waitFor();
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((file) => only.has(file))).toEqual([]);

    // The same watch sees the workspace's own chunks as soon as the workspace is opened.
    await f.page.goto('/admin/candidates');
    await f.page.waitForLoadState('networkidle');
    expect(fetched.filter((file) => only.has(file)).length).toBeGreaterThan(0);
  });
});

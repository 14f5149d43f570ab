import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { PAGES } from '../server/plugins/page-preloads';
import { readManifest } from './support/route-weight';
import { baseUrl, chromiumPath, useDesktopPage } from './support/browser';
import { createInvite } from './support/api';

const SIGN_UP = 'features/invite-landing/invite-landing-page.tsx';

test.describe('a page and its own chunks', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('knows every page it preloads by a name the build still has (renamed pages get none)', () => {
    const manifest = readManifest();
    const missing = PAGES.flatMap(({ modules }) => modules).filter((key) => !manifest[key]);
    expect(missing).toEqual([]);
  });

  test('the sign-up page asks for its chunk and stylesheet from the HTML, with the entry, and for nothing twice', async () => {
    const { file: chunk, css = [] } = readManifest()[SIGN_UP] ?? { file: '' };
    expect(css.length).toBeGreaterThan(0);
    const cdp = await f.page.context().newCDPSession(f.page);
    await cdp.send('Network.enable');
    const requests: { path: string; initiator: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const { pathname } = new URL(request.url);
      requests.push({ path: pathname, initiator: initiator.type });
    });
    const { code } = await createInvite(baseUrl);
    await f.page.goto(`/invite/${code}`);
    await f.page.getByRole('button', { name: TEXTS.signup.continue }).waitFor();

    // Found by the parser in the page's HTML, not after the entry has run.
    for (const file of [chunk, ...css]) {
      expect(requests.find((request) => request.path === `/${file}`)?.initiator, file).toBe(
        'parser',
      );
    }
    const assets = requests.map((request) => request.path).filter((p) => p.startsWith('/assets/'));
    expect(assets.filter((asset, index) => assets.indexOf(asset) !== index)).toEqual([]);
    // The invite is asked for once: what the route's loader fetched, the page does not ask again.
    expect(requests.filter((request) => request.path === `/api/invites/${code}`)).toHaveLength(1);
    expect(f.consoleErrors).toEqual([]);
  });
});

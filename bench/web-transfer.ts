import type { Browser } from 'playwright-core';

/** What one kind of resource cost on the wire. */
export interface KindTransfer {
  files: number;
  /** Bytes received, headers included (CDP `encodedDataLength`). */
  bytes: number;
}

export interface PageTransfer {
  js: KindTransfer;
  css: KindTransfer;
  /** Everything the page loaded: the document, scripts, styles, API answers, icons. */
  all: KindTransfer;
  /** Content-Encoding of each script and stylesheet, to show what the server chose. */
  encodings: Set<string>;
}

const empty = (): KindTransfer => ({ files: 0, bytes: 0 });

/**
 * Loads `url` in a fresh context (no cache) and adds up what went over the wire, from Chromium's
 * own network events. `identity` forces `Accept-Encoding: identity` on every request; `cookie`
 * goes with every request too (a signed-in reviewer).
 */
export async function measurePageTransfer(
  browser: Browser,
  url: string,
  options: { identity: boolean; ready: string; cookie?: string },
): Promise<PageTransfer> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const headers = {
      ...(options.identity ? { 'Accept-Encoding': 'identity' } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    };
    if (Object.keys(headers).length > 0) {
      await cdp.send('Network.setExtraHTTPHeaders', { headers });
    }
    const kinds = new Map<string, { type: string; encoding: string }>();
    const result: PageTransfer = { js: empty(), css: empty(), all: empty(), encodings: new Set() };
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      kinds.set(event.requestId, {
        type: event.type ?? 'Other',
        encoding: String(headers['content-encoding'] ?? 'identity'),
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      const bytes = event.encodedDataLength;
      result.all.files += 1;
      result.all.bytes += bytes;
      const bucket =
        kind?.type === 'Script' ? result.js : kind?.type === 'Stylesheet' ? result.css : null;
      if (!bucket || !kind) return;
      bucket.files += 1;
      bucket.bytes += bytes;
      result.encodings.add(kind.encoding);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator(options.ready).first().waitFor({ timeout: 15_000 });
    return result;
  } finally {
    await context.close();
  }
}

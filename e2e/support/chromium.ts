import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where a Chromium to drive lives: CHROME_PATH, Debian's, or Playwright's own cache. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const cache = path.join(os.homedir(), '.cache', 'ms-playwright');
  if (fs.existsSync(cache)) {
    for (const dir of fs
      .readdirSync(cache)
      .filter((name) => name.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(
        path.join(cache, dir, 'chrome-linux', 'chrome'),
        path.join(cache, dir, 'chrome-linux64', 'chrome'),
      );
    }
  }
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

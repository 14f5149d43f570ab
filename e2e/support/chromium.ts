import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Headless Debian Chromium on a machine without internet (STACK-NOTES). */
export const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A fake camera and microphone, granted without a prompt. */
export const FAKE_CAMERA_FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

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

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

/** The browsers Playwright downloaded into its cache whose folder names start with `prefix`. */
function cachedBrowsers(prefix: string, executables: string[]): string[] {
  const cache = path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!fs.existsSync(cache)) return [];
  return fs
    .readdirSync(cache)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .reverse()
    .flatMap((dir) => executables.map((executable) => path.join(cache, dir, executable)));
}

const firstThatExists = (candidates: (string | undefined)[]): string | null =>
  candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;

/** Where the whole Chromium lives: CHROME_PATH, Debian's, or Playwright's own cache. */
export function findChromium(): string | null {
  return firstThatExists([
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...cachedBrowsers('chromium-', ['chrome-linux/chrome', 'chrome-linux64/chrome']),
  ]);
}

/**
 * The browser the journeys drive: CHROME_PATH when set, else Chromium's headless shell where it
 * is installed (Debian's chromium-headless-shell; Playwright's own default for headless runs),
 * else the whole Chromium. The shell is the same Blink and V8 without the desktop browser around
 * them: the journeys took ~20 % less CPU in it (docs/testing.md).
 */
export function findJourneyChromium(): string | null {
  if (process.env.CHROME_PATH) return findChromium();
  return (
    firstThatExists([
      '/usr/bin/chromium-headless-shell',
      ...cachedBrowsers('chromium_headless_shell-', [
        'chrome-linux/headless_shell',
        'chrome-headless-shell-linux64/chrome-headless-shell',
      ]),
    ]) ?? findChromium()
  );
}

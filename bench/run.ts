/**
 * End Recording → upload complete, for the streaming upload the product uses and for uploading
 * the whole file after the end, side by side in one run (issue #4). Not a test: it prints figures.
 *
 *   npm run bench                               10 s and 60 s, every network profile
 *   npm run bench -- --seconds 10 --profiles loopback,slow
 *
 * Runs the real server on a temporary data folder and Debian's Chromium with a fake camera;
 * traffic goes to 127.0.0.1 only, and the network profiles are Chromium's own emulation.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { BASE_FLAGS, FAKE_CAMERA_FLAGS, findChromium } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { NETWORK_PROFILES, type NetworkProfile } from './network-profiles';
import { streamingUpload, wholeFileUpload, type UploadTiming } from './upload-modes';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10,60' },
    profiles: { type: 'string', default: NETWORK_PROFILES.map((profile) => profile.name).join() },
  },
});
const durations = values.seconds.split(',').map(Number);
const profiles = values.profiles
  .split(',')
  .map((name) => NETWORK_PROFILES.find((profile) => profile.name === name))
  .filter((profile): profile is NetworkProfile => Boolean(profile));

async function measure(
  browser: Browser,
  run: typeof streamingUpload,
  serverUrl: string,
  profile: NetworkProfile,
  seconds: number,
): Promise<UploadTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await run(await context.newPage(), serverUrl, profile, seconds);
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (cells: string[]) =>
  console.log(
    cells.map((cell, index) => cell.padEnd([22, 10, 9, 12, 12, 8][index] ?? 10)).join(''),
  );

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('No Chromium found: install one or set CHROME_PATH.');
const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [...BASE_FLAGS, ...FAKE_CAMERA_FLAGS],
});
try {
  console.log('End Recording → upload complete (fake camera, 1 s chunks, 1.5 Mbit/s target)\n');
  row(['network', 'recording', 'size', 'streaming', 'whole file', 'ratio']);
  for (const profile of profiles) {
    for (const length of durations) {
      const streaming = await measure(browser, streamingUpload, server.url, profile, length);
      const whole = await measure(browser, wholeFileUpload, server.url, profile, length);
      row([
        profile.label,
        `${length} s`,
        `${((whole.bytes ?? 0) / 1_048_576).toFixed(1)} MB`,
        seconds(streaming.endToCompleteMs),
        seconds(whole.endToCompleteMs),
        `${(whole.endToCompleteMs / Math.max(streaming.endToCompleteMs, 1)).toFixed(1)}x`,
      ]);
    }
  }
  console.log(
    '\nratio = whole file ÷ streaming (higher: streaming saves the candidate more waiting)',
  );
} finally {
  await browser.close();
  await server.stop();
}

import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  /** Total blocking time: main-thread work past 50 ms per task, between FCP and interactive. */
  tbtMs: number;
  /** Lighthouse's own count of the bytes the page transferred. */
  totalBytes: number;
}

/** Headless Chromium as Lighthouse drives it (the flags the e2e suite uses, plus the new headless). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface LighthouseOptions {
  chromePath: string;
  preset: LighthousePreset;
  identity: boolean;
  /** A session cookie sent with every request: a signed-in reviewer's pages. */
  cookie?: string;
  /** Where to keep each run's whole report (JSON), to see what the figures are made of. */
  reportDir?: string;
}

function saveReport(dir: string, url: string, options: LighthouseOptions, report: unknown): void {
  fs.mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.split('/')[1] || 'home';
  const name = `${page}-${options.preset}-${options.identity ? 'identity' : 'br'}-${Date.now()}.json`;
  fs.writeFileSync(
    path.join(dir, name),
    typeof report === 'string' ? report : JSON.stringify(report),
  );
}

function extraHeaders(options: LighthouseOptions): Record<string, string> | undefined {
  const headers: Record<string, string> = {
    ...(options.identity ? { 'Accept-Encoding': 'identity' } : {}),
    ...(options.cookie ? { Cookie: options.cookie } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): such a run is made again. */
const ATTEMPTS = 3;

/**
 * One Lighthouse 13 run of `url` with the preset's default (simulated) throttling, in a Chromium
 * of its own. `identity` sends `Accept-Encoding: identity` with every request.
 */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`  (Lighthouse run ${attempt} failed, again: ${(error as Error).message})`);
    }
  }
}

async function runOnce(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: extraHeaders(options),
      },
      options.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (options.reportDir) saveReport(options.reportDir, url, options, result.report);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      totalBytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

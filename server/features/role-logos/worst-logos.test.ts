import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { WORST_LOGOS } from './worst-logos';

/**
 * A logo check whose time grows with the square of the file blocked the whole server for
 * minutes. Each of these is checked in a worker against a deadline ~100 times what it takes on
 * the 2-core machines (figures: `npm run bench:logos`); a deadline, not a time compared, so a
 * loaded machine does not fail it.
 */
const DEADLINE_MS = 20_000;

describe('the logo check on SVGs built to be slow', () => {
  // One worker for all, replaced when a check overran (it is stopped there).
  let worker: Worker | null = null;
  afterAll(() => worker?.terminate());

  const check = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const current = (worker ??= new Worker(new URL('./logo-check.worker.mjs', import.meta.url)));
      const timer = setTimeout(() => {
        worker = null;
        void current.terminate();
        reject(new Error(`still checking after ${DEADLINE_MS / 1000} s`));
      }, DEADLINE_MS);
      current.once('message', (outcome: string) => {
        clearTimeout(timer);
        resolve(outcome);
      });
      current.once('error', reject);
      current.postMessage(text);
    });

  it.each(WORST_LOGOS)(
    'answers $name within the deadline',
    async ({ text }) => {
      expect(text.length).toBeLessThan(512 * 1024);
      expect(['stored', 'logo-not-svg', 'logo-svg-refused']).toContain(await check(text));
    },
    DEADLINE_MS + 30_000,
  );
});

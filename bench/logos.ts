/**
 * The logo check (`checkLogo`) on SVGs built to be slow, beside an ordinary SVG of the same size
 * measured in the same run: a time that grew with the square of the file would show as a ratio
 * far above 1. Not a test: it prints figures (the test, `worst-logos.test.ts`, only holds each to a
 * deadline). Nothing leaves the process.
 *
 *   npm run bench:logos
 *   npm run bench:logos -- --runs 5
 */
import { parseArgs } from 'node:util';
import { checkLogo } from '../server/features/role-logos/role-logo-check';
import { WORST_LOGOS } from '../server/features/role-logos/worst-logos';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

/** The median time of `runs` checks, and what the check answered. */
function measure(text: string): { ms: number; outcome: string } {
  const bytes = Buffer.from(text);
  const times: number[] = [];
  let outcome = 'stored';
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    try {
      checkLogo('image/svg+xml', bytes);
    } catch (error) {
      outcome = (error as { code?: string }).code ?? String(error);
    }
    times.push(performance.now() - start);
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number, outcome };
}

// An ordinary drawing of about the same size: many small shapes, all kept.
const shape = '<rect x="1" y="2" width="3" height="4" fill="#123456"/>';
const ordinary = `<svg xmlns="http://www.w3.org/2000/svg">${shape.repeat(500_000 / shape.length)}</svg>`;
const reference = measure(ordinary);
console.log(`median of ${runs} checks; reference: an ordinary SVG of ${ordinary.length} bytes`);
console.log(
  `${'reference'.padEnd(48)} ${reference.ms.toFixed(0).padStart(6)} ms  ${reference.outcome}`,
);
for (const { name, text } of WORST_LOGOS) {
  const { ms, outcome } = measure(text);
  const ratio = (ms / reference.ms).toFixed(2);
  console.log(`${name.padEnd(48)} ${ms.toFixed(0).padStart(6)} ms  x${ratio}  ${outcome}`);
}

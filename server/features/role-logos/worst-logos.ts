/**
 * SVGs built to make a checker slow, each under the 512 KB limit: long runs of what a
 * backtracking pattern retries (106 s for the first with the patterns this check replaced),
 * and deep nesting. The test runs them against a deadline; `npm run bench:logos` prints times.
 */
const N = 500_000;

export const WORST_LOGOS: { name: string; text: string }[] = [
  { name: 'half a megabyte of `<`', text: `<svg ${'<'.repeat(N)}` },
  { name: 'an event handler looked for after every `<`', text: `<svg>${'<a o'.repeat(N / 4)}` },
  {
    name: 'spaces inside url( before a fragment',
    text: `<svg><rect style="fill:url(${' '.repeat(N)}#a)"/></svg>`,
  },
  { name: 'spaces before an href', text: `<svg><use ${' '.repeat(N)}href="#a"/></svg>` },
  { name: 'a url( after another', text: `<svg><style>${'url(#a)'.repeat(N / 7)}</style></svg>` },
  { name: 'elements nested 160,000 deep', text: `<svg>${'<g>'.repeat(N / 3)}</svg>` },
  { name: 'one attribute after another', text: `<svg ${'a=" " '.repeat(N / 6)}/>` },
];

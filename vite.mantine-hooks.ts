import type { Plugin } from 'vite';

/**
 * Two of Mantine's hooks, replaced in the build by versions that settle at the first render.
 *
 * Mantine's `useId` gives a React id at the first render and a random one in a layout effect
 * right after: every input, select, popover and modal on a page drew twice, synchronously,
 * before the browser could paint the first screen. Its `useReducedMotion` starts undefined and
 * reads the media query in an effect: every Transition (one per closed dropdown) drew again
 * after the first commit. On the candidates list at 4x CPU these extra draws held the first
 * paint back by hundreds of milliseconds (docs/capacity.md, the reviewer's pages on a phone).
 *
 * The replacements keep each hook's contract: `useId` returns the static id when given one,
 * else an id unique in the React root and stable for the component's life (React's own);
 * `useReducedMotion` answers the media query, read at once, and follows its changes.
 */
const MANTINE_HOOK_REPLACEMENTS: { file: RegExp; code: string }[] = [
  {
    file: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    code: `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return 'mantine-' + reactId.replace(/[^\\w-]/g, '');
}`,
  },
  {
    file: /@mantine[\\/]hooks[\\/]esm[\\/]use-reduced-motion[\\/]use-reduced-motion\.mjs$/,
    code: `import { useMediaQuery } from '../use-media-query/use-media-query.mjs';
export function useReducedMotion(initialValue, options) {
  return useMediaQuery('(prefers-reduced-motion: reduce)', initialValue,
    options ?? { getInitialValueInEffect: false });
}`,
  },
];

/** The build's loader for the files above (the dev server's pre-bundled copy keeps Mantine's). */
export function mantineHooksAtFirstRender(): Plugin {
  return {
    name: 'mantine-hooks-at-first-render',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      return MANTINE_HOOK_REPLACEMENTS.find((replacement) => replacement.file.test(file))?.code;
    },
  };
}

import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's later steps are drawn: none at the first draw, then one more after each
 * commit, each step a transition of its own. React renders a transition in slices, but commits it
 * (and the browser lays it out) in one task: a page drawn in one or two steps was a few tasks of
 * 100-400 ms on a phone, and drawn in several each task is a fraction of that
 * (docs/capacity.md, the reviewer's pages on a phone). Steps come in the page's order, top to
 * bottom, so nothing drawn moves down when the next one comes.
 */
export function useStepsDrawn(steps: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < steps) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, steps]);
  return drawn;
}

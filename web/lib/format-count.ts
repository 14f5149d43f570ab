/**
 * A count as the team reads it, with thousands separated: "3 of 17,000", "1-25 of 100,000".
 * Written by hand rather than with `toLocaleString`: a page's first use of the browser's number
 * and date formats costs Chromium ~45 ms while its locale data loads, and the list's pager paid
 * it while the list was first drawn (docs/capacity.md, work taken off the first paint).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A count as the team reads it, with thousands separated: "3 of 17,000", "1-25 of 100,000". */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/**
 * The profiler options of the server's own command line (`--cpu-prof`, `--cpu-prof-dir DIR`,
 * `--heap-prof`…), for a worker thread that otherwise takes none of them: a server started with
 * `node --cpu-prof` then writes a profile of the PGlite thread too (docs/capacity.md).
 */
export function profilerOptions(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    const option = execArgv[index] as string;
    if (!/^--(cpu|heap)-prof(-|=|$)/.test(option)) continue;
    kept.push(option);
    // `--cpu-prof-dir DIR` takes the next word as its value; `--cpu-prof` alone takes none.
    const takesValue = option !== '--cpu-prof' && option !== '--heap-prof' && !option.includes('=');
    const value = execArgv[index + 1];
    if (takesValue && value !== undefined) {
      kept.push(value);
      index += 1;
    }
  }
  return kept;
}

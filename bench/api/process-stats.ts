import fs from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const MS_PER_TICK = 10;

/** CPU time (user + system, every thread) the process has used so far, in ms. */
export function cpuMs(pid: number, statFile = `/proc/${pid}/stat`): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  // After "pid (name) ": state is field 3, utime field 14, stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** Resident memory now, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The highest resident memory seen while it runs, sampled every 100 ms. */
export function watchPeakRss(pid: number): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended; keep what was seen
    }
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Runs `work` and answers the process's CPU ms spent meanwhile beside the work's own result. */
export async function withCpu<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  const before = cpuMs(pid);
  const result = await work();
  return [result, cpuMs(pid) - before];
}

/** CPU time of the process's main thread (the event loop) so far, in ms; the rest is other threads. */
export function mainThreadCpuMs(pid: number): number {
  return cpuMs(pid, `/proc/${pid}/task/${pid}/stat`);
}

import { benchAgent, latencySummary, send, type SendRequest } from './http-send';
import { withCpu } from './process-stats';

export interface OpenLoopFigures {
  sent: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
  cpuMsPerRequest: number;
}

/**
 * Requests at a fixed rate whatever the answers do (as candidates typing would), each timed from
 * the moment it was due, so a server that falls behind shows it in the latency.
 */
export async function openLoop(
  origin: string,
  serverPid: number,
  next: (index: number) => SendRequest,
  options: { perSecond: number; seconds: number },
): Promise<OpenLoopFigures> {
  const agent = benchAgent(512);
  const total = Math.round(options.perSecond * options.seconds);
  const latencies: number[] = [];
  let failed = 0;
  const [, cpu] = await withCpu(serverPid, async () => {
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let index = 0; index < total; index++) {
      const due = start + (index * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(
        send(agent, origin, next(index)).then((answer) => {
          latencies.push(performance.now() - due);
          if (answer.status < 200 || answer.status >= 300) failed++;
        }),
      );
    }
    await Promise.all(pending);
  });
  agent.destroy();
  return { sent: total, ...latencySummary(latencies), failed, cpuMsPerRequest: cpu / total };
}

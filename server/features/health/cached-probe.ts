/**
 * A probe's answer kept for a few seconds and shared by the probes that ask meanwhile, so that
 * a flood of health checks (every balancer, every few seconds, each instance) asks the bucket
 * once per period instead of once per check. A failure is kept as long: an outage is when a
 * HeadBucket costs most (its whole time limit).
 */
export class CachedProbe<T> {
  private answer: { value: Promise<T>; at: number } | undefined;

  constructor(
    private readonly probe: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const now = this.now();
    if (this.answer && now - this.answer.at < this.ttlMs) return this.answer.value;
    const value = this.probe();
    this.answer = { value, at: now };
    return value;
  }
}

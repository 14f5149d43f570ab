/**
 * Counts failed passkey attempts per client address in a sliding window, so that guessing the
 * passkey is slow: after `limit` failures the address is refused until the window has passed.
 */
export class FailedAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(address: string, now = Date.now()): boolean {
    return this.recent(address, now).length >= this.limit;
  }

  record(address: string, now = Date.now()): void {
    const recent = this.recent(address, now);
    recent.push(now);
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.prune(now);
  }

  private recent(address: string, now: number): number[] {
    return (this.failures.get(address) ?? []).filter((time) => now - time < this.windowMs);
  }

  private prune(now: number): void {
    for (const [address] of this.failures) {
      if (this.recent(address, now).length === 0) this.failures.delete(address);
    }
  }
}

import { describe, expect, it } from 'vitest';
import { CachedProbe } from './cached-probe';

describe('a probe answer kept for a few seconds', () => {
  it('asks once for a flood of checks within the period, and again after it', async () => {
    let asked = 0;
    let now = 0;
    const probe = new CachedProbe(
      () => {
        asked += 1;
        return Promise.resolve(asked);
      },
      5000,
      () => now,
    );
    // 100 balancer checks at once, while the first HeadBucket is still on its way.
    const answers = await Promise.all(Array.from({ length: 100 }, () => probe.get()));
    expect(new Set(answers)).toEqual(new Set([1]));
    now = 4999;
    expect(await probe.get()).toBe(1);
    expect(asked).toBe(1);
    now = 5000;
    expect(await probe.get()).toBe(2);
    expect(asked).toBe(2);
  });
});

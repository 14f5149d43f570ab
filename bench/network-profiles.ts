import type { Page } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  label: string;
  /** Chromium's network emulation (DevTools protocol); null leaves loopback as it is. */
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const mbit = (megabits: number) => (megabits * 1_000_000) / 8;

export const NETWORK_PROFILES: NetworkProfile[] = [
  { name: 'loopback', label: 'loopback (no limit)', conditions: null },
  {
    name: 'home',
    label: '5 Mbit/s up, 30 ms',
    conditions: { latency: 30, downloadThroughput: mbit(50), uploadThroughput: mbit(5) },
  },
  {
    name: 'slow',
    label: '2 Mbit/s up, 60 ms',
    conditions: { latency: 60, downloadThroughput: mbit(10), uploadThroughput: mbit(2) },
  },
];

/** Applies a profile to everything the page sends from now on. */
export async function throttle(page: Page, profile: NetworkProfile): Promise<void> {
  if (!profile.conditions) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    ...profile.conditions,
  });
}

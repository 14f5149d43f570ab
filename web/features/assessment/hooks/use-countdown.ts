import { useEffect, useState } from 'react';
import { msUntil, serverClockOffsetMs } from '../lib/server-clock';

/**
 * Milliseconds left until `deadlineAt`, ticking every second on the server's clock; null
 * when there is no deadline (a role without a time limit).
 */
export function useCountdown(deadlineAt: string | null, serverNow: string): number | null {
  const [clockOffset] = useState(() => serverClockOffsetMs(serverNow));
  const leftNow = () => (deadlineAt === null ? null : msUntil(deadlineAt, clockOffset));
  const [left, setLeft] = useState(leftNow);
  useEffect(() => {
    if (deadlineAt === null) return;
    const timer = setInterval(() => setLeft(msUntil(deadlineAt, clockOffset)), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt, clockOffset]);
  return left;
}

import { useEffect, useState } from 'react';
import { msUntil, serverClockOffsetMs } from '../lib/server-clock';

/** Milliseconds left until `deadlineAt`, ticking every second on the server's clock (B5). */
export function useCountdown(deadlineAt: string, serverNow: string): number {
  const [clockOffset] = useState(() => serverClockOffsetMs(serverNow));
  const [left, setLeft] = useState(() => msUntil(deadlineAt, clockOffset));
  useEffect(() => {
    const timer = setInterval(() => setLeft(msUntil(deadlineAt, clockOffset)), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt, clockOffset]);
  return left;
}

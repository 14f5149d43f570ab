import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineAt`, ticking every second on the server's clock (B5). */
export function useCountdown(deadlineAt: string, serverNow: string): number {
  const [clockOffset] = useState(() => Date.parse(serverNow) - Date.now());
  const remaining = () => Date.parse(deadlineAt) - (Date.now() + clockOffset);
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    const timer = setInterval(
      () => setLeft(Date.parse(deadlineAt) - (Date.now() + clockOffset)),
      1000,
    );
    return () => clearInterval(timer);
  }, [deadlineAt, clockOffset]);
  return left;
}
